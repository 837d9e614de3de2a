import { createRoot } from 'react-dom/client';
import { Route } from 'react-router-dom';
import { renderStandalonePage } from '@fairway/platform';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import Landing from './exposes/Landing';
import LoginPage from './exposes/LoginPage';
import RegisterPage from './exposes/RegisterPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';

// Standalone page of this remote (`npm start -w mfe-auth`): its screens without the shell.

renderStandalonePage(
  createRoot(document.getElementById('root')!),
  <>
    <Route path="/" element={<Landing />} />
    <Route path="/login" element={<LoginPage />} />
    <Route path="/register" element={<RegisterPage />} />
    <Route path="/forgot-password" element={<ForgotPasswordPage />} />
    <Route path="/reset-password" element={<ResetPasswordPage />} />
  </>,
);
