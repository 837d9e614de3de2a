import { loadRemoteModule } from '@fairway/platform';
import { LEAGUE_WIDGETS } from '../pages/dashboard-widgets';
import { preloadDashboard } from '../pages/home-page';
import { preloadManifest } from '../remotes/preload-manifest';
import type { RemoteSetup } from './remote-setup';

const isLeagueWidget = ({ remote, module }: { remote: string; module: string }) =>
  LEAGUE_WIDGETS.some((widget) => widget.remote === remote && widget.module === module);

/**
 * Starts the route's first code now, beside the current-user request, rather than after the first
 * render (a loaded module renders at once). The server names the route's first remote modules
 * (web-server/src/preload-links.ts). A failure is left to the region that renders the module
 * (fallback, Retry). Settles once the shell's own code for the page is in, so that the first
 * render does not show 'Loading...' over a prerendered frame while it downloads.
 */
export function startFirstModules({ remotes, startModules, prerendered }: RemoteSetup): Promise<void> {
  const load = ({ remote, module }: { remote: string; module: string }) => loadRemoteModule(remote, module).catch(() => undefined);
  // '/' without the landing HTML is the dashboard (signed in, or the tour) or, for a stale
  // cookie, the landing.
  if (prerendered || window.location.pathname !== '/') {
    startModules.forEach(load);
    return Promise.resolve();
  }
  const dashboard = preloadDashboard();
  // The leagues column (My Leagues) is the first screen; its data was requested with the page.
  // The rounds column's widgets load after the first paint (dashboard-page.tsx): only their
  // manifests download now, so the network is not idle meanwhile.
  startModules.filter(isLeagueWidget).forEach(load);
  const later = startModules.filter((start) => !isLeagueWidget(start));
  for (const manifestUrl of new Set(later.map(({ remote }) => remotes[remote]!))) preloadManifest(manifestUrl);
  return dashboard;
}
