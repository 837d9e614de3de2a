import { createRoot } from 'react-dom/client';
import { useParams } from 'react-router-dom';
import { renderStandalonePage } from '@fairway/platform';
import LeagueCalendar from './exposes/LeagueCalendar';

// Standalone page of this remote (`npm start -w mfe-calendar`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.
// /leagues/:leagueId talks to the real gateway; on the dev server, /mock (or ?mock) runs on the
// calendar's MSW handlers (src/dev/, src/mocks/), which production builds leave out.

// Standalone, the league comes from the URL the way the league dashboard would pass it.
function StandaloneCalendar() {
  const { leagueId = '' } = useParams();
  return <LeagueCalendar leagueId={leagueId} />;
}

const root = createRoot(document.getElementById('root')!);
const mocked = window.location.pathname.startsWith('/mock') || new URLSearchParams(window.location.search).has('mock');
if (process.env.NODE_ENV === 'development' && mocked) {
  void import('./dev/mock-host').then(({ renderMockHost }) => renderMockHost(root));
} else {
  renderStandalonePage({ '/leagues/:leagueId': StandaloneCalendar }, root);
}
