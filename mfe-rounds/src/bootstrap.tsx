import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, Toaster, createAppStore } from '@fairway/platform';
import MemberPage from './exposes/MemberPage';
import ProfilePage from './exposes/ProfilePage';
import RecentRoundsPage from './exposes/RecentRoundsPage';

// Standalone page of this remote (`npm start -w mfe-rounds`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<ProfilePage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route path="/recent-rounds" element={<RecentRoundsPage />} />
          <Route path="/leagues/:leagueId/members/:memberId" element={<MemberPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  </StrictMode>,
);
