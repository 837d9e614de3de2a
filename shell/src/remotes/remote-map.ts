/** remote name -> URL of its mf-manifest.json. */
export type RemoteMap = Record<string, string>;

export type ReleaseChannel = 'stable' | 'canary';

/**
 * The configuration the shell's server serves as /remotes.json (scripts/mf/remote-map.mjs):
 * the remote map and the origins a staging preview may come from (PREVIEW_ORIGINS).
 */
export interface ShellConfig {
  remotes: RemoteMap;
  previewOrigins: string[];
  /** Why the server chose each remote's build for this visitor (its release channel):
   * 'stable', or 'canary' for a visitor in a canary's share. Absent: the deployment's map. */
  channels?: Record<string, ReleaseChannel>;
  /** Inlined by the production server only: the remote modules the page shows first. */
  startModules?: { remote: string; module: string }[];
  /** Inlined by the production server when the page carries a prerendered screen of this
   * remote module (web-server/src/prerendered-page.ts), made by the build `buildLabel`. */
  prerendered?: { remote: string; module: string; buildLabel: string | null };
}

export const REMOTE_MAP_URL = '/remotes.json';

function isRemoteMap(value: unknown): value is RemoteMap {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((url) => typeof url === 'string')
  );
}

function isShellConfig(value: unknown): value is ShellConfig {
  if (typeof value !== 'object' || value === null) return false;
  const { remotes, previewOrigins } = value as Partial<ShellConfig>;
  return isRemoteMap(remotes) && Array.isArray(previewOrigins) && previewOrigins.every((origin) => typeof origin === 'string');
}

/** Where the shell's server inlines the document into the page (web-server/src/shell-page.ts). */
export const SHELL_CONFIG_ELEMENT_ID = 'shell-config';

function checked(body: unknown): ShellConfig {
  if (!isShellConfig(body)) throw new Error(`${REMOTE_MAP_URL} is not { remotes: { name: manifest URL }, previewOrigins: [origin] }`);
  return body;
}

/**
 * The remote map is configuration of the deployment, not of the build: read at every start
 * (never cached) so moving a remote needs no shell rebuild. The production server inlines it
 * into the page, which saves a round trip before any remote can load; the dev server does not,
 * and then it is fetched.
 */
export async function readShellConfig(fetchImpl: typeof fetch = fetch, doc: Document = document): Promise<ShellConfig> {
  const inlined = doc.getElementById(SHELL_CONFIG_ELEMENT_ID)?.textContent;
  if (inlined) return checked(JSON.parse(inlined));
  const response = await fetchImpl(REMOTE_MAP_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTE_MAP_URL} answered ${response.status}`);
  return checked(await response.json());
}
