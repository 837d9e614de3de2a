// The signed-in '/' as its frame before the code has loaded, rendered to HTML by the build
// (scripts/prerender/prerender-app.mjs): the layout and the page's text with skeletons where the
// user's and the remotes' parts go (DashboardFrame). The shell's server puts it into the page of a
// request with a session cookie (web-server/src/prerendered-page.ts) so the page paints before its
// code runs; startup/first-render.tsx renders the app over it (nothing to hydrate: no user in it).
import { MemoryRouter } from 'react-router-dom';
import { createAppStore, PlatformProviders } from '@fairway/platform';
import { SignedInFrame } from '../layout/app-layout';
import { DashboardFrame } from '../pages/dashboard-page';

export function prerenderElement() {
  return (
    <PlatformProviders store={createAppStore()}>
      <MemoryRouter initialEntries={['/']}>
        <SignedInFrame>
          <DashboardFrame />
        </SignedInFrame>
      </MemoryRouter>
    </PlatformProviders>
  );
}
