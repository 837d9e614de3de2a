import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, Toaster, createAppStore } from '@fairway/platform';
import { useParams } from 'react-router-dom';
import LeagueCalendar from './exposes/LeagueCalendar';
import { MockHost } from './dev/mock-host';

// Standalone page of this remote (`npm start -w mfe-calendar`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.
// /leagues/:leagueId talks to the real gateway; /mock (or ?mock) runs on an in-memory fake (src/dev/).

// Standalone, the league comes from the URL the way the league dashboard would pass it.
function StandaloneCalendar() {
  const { leagueId = '' } = useParams();
  return <LeagueCalendar leagueId={leagueId} />;
}

const root = createRoot(document.getElementById('root')!);
if (window.location.pathname.startsWith('/mock') || new URLSearchParams(window.location.search).has('mock')) {
  root.render(
    <StrictMode>
      <MockHost />
    </StrictMode>,
  );
} else {
  root.render(
    <StrictMode>
      <PlatformProviders store={createAppStore()}>
        <BrowserRouter>
          <Routes>
            <Route path="/leagues/:leagueId" element={<StandaloneCalendar />} />
          </Routes>
        </BrowserRouter>
        <Toaster />
      </PlatformProviders>
    </StrictMode>,
  );
}
