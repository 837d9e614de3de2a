import { renderStandalonePage } from '@fairway/platform';
import ForgotPasswordPage from './exposes/ForgotPasswordPage';
import Landing from './exposes/Landing';
import LoginPage from './exposes/LoginPage';
import RegisterPage from './exposes/RegisterPage';
import ResetPasswordPage from './exposes/ResetPasswordPage';

// Standalone page of this remote (`npm start -w mfe-auth`): its screens without the shell.

renderStandalonePage({
  '/': Landing,
  '/login': LoginPage,
  '/register': RegisterPage,
  '/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
});
