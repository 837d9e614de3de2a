import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, Toaster, createAppStore } from '@fairway/platform';
import LeaderboardsPage from './exposes/LeaderboardsPage';
import LeagueDashboardPage from './exposes/LeagueDashboardPage';
import LeaguesPage from './exposes/LeaguesPage';

// Standalone page of this remote (`npm start -w mfe-leagues`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<LeaguesPage />} />
          <Route path="/leagues" element={<LeaguesPage />} />
          <Route path="/leagues/:id" element={<LeagueDashboardPage />} />
          <Route path="/leaderboards" element={<LeaderboardsPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  </StrictMode>,
);
