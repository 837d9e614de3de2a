import { createAppConfig } from '../scripts/mf/create-config.mjs';

// What this remote offers the shell and the other remotes (platform contract, 'Exposed modules').
export const exposes = {
  './Landing': './src/exposes/Landing.tsx',
  './LoginPage': './src/exposes/LoginPage.tsx',
  './RegisterPage': './src/exposes/RegisterPage.tsx',
  './ForgotPasswordPage': './src/exposes/ForgotPasswordPage.tsx',
  './ResetPasswordPage': './src/exposes/ResetPasswordPage.tsx',
  './EditProfileDialog': './src/exposes/EditProfileDialog.tsx',
  './ChangePasswordDialog': './src/exposes/ChangePasswordDialog.tsx',
  './meta': './src/exposes/meta.ts',
};

export default createAppConfig({ appDir: import.meta.dirname, name: 'auth', exposes });
