import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, Toaster, createAppStore } from '@fairway/platform';
import { useParams } from 'react-router-dom';
import LeagueCalendar from './exposes/LeagueCalendar';

// Standalone page of this remote (`npm start -w mfe-calendar`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.

// Standalone, the league comes from the URL the way the league dashboard would pass it.
function StandaloneCalendar() {
  const { leagueId = '' } = useParams();
  return <LeagueCalendar leagueId={leagueId} />;
}

createRoot(document.getElementById('root')!).render(
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
