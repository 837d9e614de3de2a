import { createAppConfig } from '../scripts/mf/create-config.mjs';

// What this remote offers the shell and the other remotes (platform contract, 'Exposed modules').
export const exposes = {
  './ProfilePage': './src/exposes/ProfilePage.tsx',
  './RecentRoundsPage': './src/exposes/RecentRoundsPage.tsx',
  './MemberPage': './src/exposes/MemberPage.tsx',
  './RecentActivityCard': './src/exposes/RecentActivityCard.tsx',
  './HandicapCard': './src/exposes/HandicapCard.tsx',
  './LogRoundDialog': './src/exposes/LogRoundDialog.tsx',
  './meta': './src/exposes/meta.ts',
};

export default createAppConfig({ appDir: import.meta.dirname, name: 'rounds', exposes });
