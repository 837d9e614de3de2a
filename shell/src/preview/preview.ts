import type { RemoteMap, ShellConfig } from '../remotes/remote-map';

// Staging preview of one remote: `?preview=<remote>@<manifest URL>` makes this tab load that
// build of that remote, remembered in sessionStorage until 'Stop preview'. Only manifests on an
// origin of the deployment's allowlist (PREVIEW_ORIGINS) are accepted: a link must not be able
// to make our users' sessions run script from anywhere.

export const PREVIEW_PARAM = 'preview';
export const PREVIEW_STORAGE_KEY = 'fairway.preview';

export interface PreviewRequest {
  remote: string;
  manifestUrl: string;
}

export type PreviewOutcome =
  { status: 'none' } | { status: 'active'; remote: string; manifestUrl: string; origin: string } | { status: 'refused'; message: string };

/** `calendar@https://staging.example.com/mfe-calendar/mf-manifest.json` -> its parts. */
export function parsePreviewValue(value: string): PreviewRequest | null {
  const at = value.indexOf('@');
  if (at <= 0 || at === value.length - 1) return null;
  return { remote: value.slice(0, at).trim(), manifestUrl: value.slice(at + 1).trim() };
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return ['http:', 'https:'].includes(parsed.protocol) ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** Accepts a preview only for a remote of the map and a manifest on an allowed origin. */
export function checkPreview(request: PreviewRequest, config: ShellConfig): PreviewOutcome {
  const { remote, manifestUrl } = request;
  if (config.previewOrigins.length === 0) {
    return { status: 'refused', message: 'Preview refused: previews are not enabled on this site. The normal build is used.' };
  }
  if (!Object.hasOwn(config.remotes, remote)) {
    return { status: 'refused', message: `Preview refused: there is no remote called "${remote}". The normal builds are used.` };
  }
  const origin = originOf(manifestUrl);
  if (!origin || !config.previewOrigins.includes(origin)) {
    return {
      status: 'refused',
      message: `Preview refused: ${origin ?? manifestUrl} is not an allowed preview origin. The normal build of ${remote} is used.`,
    };
  }
  return { status: 'active', remote, manifestUrl, origin };
}

/**
 * The preview of this tab: a `preview` parameter in the address replaces whatever the tab had;
 * otherwise the stored one still applies if the allowlist still accepts it. `store` says what
 * sessionStorage must hold afterwards.
 */
export function resolvePreview(
  param: string | null,
  stored: string | null,
  config: ShellConfig,
): { outcome: PreviewOutcome; store: PreviewRequest | null } {
  if (param !== null) {
    const request = parsePreviewValue(param);
    if (!request) {
      return {
        outcome: { status: 'refused', message: `Preview refused: "${param}" is not <remote>@<manifest URL>. The normal builds are used.` },
        store: null,
      };
    }
    const outcome = checkPreview(request, config);
    return { outcome, store: outcome.status === 'active' ? request : null };
  }
  if (!stored) return { outcome: { status: 'none' }, store: null };
  let request: PreviewRequest | null = null;
  try {
    const value: unknown = JSON.parse(stored);
    if (value && typeof value === 'object' && 'remote' in value && 'manifestUrl' in value) request = value as PreviewRequest;
  } catch {
    request = null;
  }
  if (!request) return { outcome: { status: 'none' }, store: null };
  const outcome = checkPreview(request, config);
  return { outcome, store: outcome.status === 'active' ? request : null };
}

/** The remote map this tab uses: the deployment's, with the previewed remote swapped in. */
export function applyPreview(remotes: RemoteMap, outcome: PreviewOutcome): RemoteMap {
  return outcome.status === 'active' ? { ...remotes, [outcome.remote]: outcome.manifestUrl } : remotes;
}

/**
 * Reads the preview of this tab at start-up (before any remote loads), updates sessionStorage
 * and takes the parameter out of the address so a reload or a shared link of the page does not
 * carry it along.
 */
export function startPreview(config: ShellConfig, win: Window = window): PreviewOutcome {
  const url = new URL(win.location.href);
  const param = url.searchParams.get(PREVIEW_PARAM);
  const { outcome, store } = resolvePreview(param, win.sessionStorage.getItem(PREVIEW_STORAGE_KEY), config);
  if (store) win.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(store));
  else win.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  if (param !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    win.history.replaceState(win.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  if (outcome.status === 'refused') console.warn(`[preview] ${outcome.message}`);
  return outcome;
}

/** Ends the preview of this tab; the caller reloads so the normal build is fetched. */
export function stopPreview(win: Window = window): void {
  win.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
}
