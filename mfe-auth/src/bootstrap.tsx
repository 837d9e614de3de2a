import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PlatformProviders, Toaster, createAppStore } from '@fairway/platform';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import Landing from './exposes/Landing';
import LoginPage from './exposes/LoginPage';
import RegisterPage from './exposes/RegisterPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';

// Standalone page of this remote (`npm start -w mfe-auth`): its screens without the shell, for
// working on the remote alone. Inside the product the shell mounts the exposed modules instead.

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PlatformProviders store={createAppStore()}>
      <BrowserRouter>
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
        </Routes>
      </BrowserRouter>
      <Toaster />
    </PlatformProviders>
  </StrictMode>,
);
