import { createAppConfig } from '../scripts/mf/create-config.mjs';

// What this remote offers the shell and the other remotes (platform contract, 'Exposed modules').
export const exposes = {
  './LeaguesPage': './src/exposes/LeaguesPage.tsx',
  './LeagueDashboardPage': './src/exposes/LeagueDashboardPage.tsx',
  './LeaderboardsPage': './src/exposes/LeaderboardsPage.tsx',
  './MyLeaguesCard': './src/exposes/MyLeaguesCard.tsx',
  './AvailableLeaguesCard': './src/exposes/AvailableLeaguesCard.tsx',
  './CreateLeagueDialog': './src/exposes/CreateLeagueDialog.tsx',
  './meta': './src/exposes/meta.ts',
};

export default createAppConfig({ appDir: import.meta.dirname, name: 'leagues', exposes });
