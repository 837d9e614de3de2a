import { setRemoteLoader } from '@fairway/platform';
import { applyPreview, startPreview, type PreviewOutcome } from '../preview/preview';
import { verifyPreviewManifest } from '../preview/preview-manifest';
import { createFederationLoader } from '../remotes/federation-loader';
import { setPageRemotes } from '../remotes/page-remotes';
import { readShellConfig, type RemoteMap, type ShellConfig } from '../remotes/remote-map';

/** What the page's configuration says about its remotes, once the loader is set up. */
export interface RemoteSetup {
  preview: PreviewOutcome;
  /** The remote map in use (a preview applied). */
  remotes: RemoteMap;
  /** The remote modules the server named as the route's first (none in a preview). */
  startModules: { remote: string; module: string }[];
  /** The prerendered screen the page carries to hydrate, when it may be (not in a preview). */
  prerendered?: ShellConfig['prerendered'];
}

/**
 * Reads the shell's configuration (inlined by the server, or /remotes.json), verifies a staging
 * preview and sets up the federation loader with the resulting map. Before the first loadRemote:
 * a previewed remote is registered with its preview entry. Without a remote map every remote
 * region shows its fallback; the shell itself still runs.
 */
export async function setUpRemotes(): Promise<RemoteSetup> {
  let preview: PreviewOutcome = { status: 'none' };
  try {
    const config = await readShellConfig();
    preview = await verifyPreviewManifest(startPreview(config), config.previewOrigins);
    const remotes = applyPreview(config.remotes, preview);
    setPageRemotes({ remotes, preview, channels: config.channels, error: null });
    setRemoteLoader(createFederationLoader(remotes));
    if (preview.status !== 'none') return { preview, remotes, startModules: [] };
    const startModules = (config.startModules ?? []).filter(({ remote }) => remotes[remote]);
    return { preview, remotes, startModules, prerendered: config.prerendered };
  } catch (error) {
    console.error('Could not read the remote map', error);
    setPageRemotes({ remotes: {}, preview, error: error instanceof Error ? error.message : String(error) });
    return { preview, remotes: {}, startModules: [] };
  }
}
