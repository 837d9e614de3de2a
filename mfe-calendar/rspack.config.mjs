import { createAppConfig } from '../scripts/mf/create-config.mjs';

// What this remote offers the shell and the other remotes (platform contract, 'Exposed modules').
export const exposes = {
  './LeagueCalendar': './src/exposes/LeagueCalendar.tsx',
  './meta': './src/exposes/meta.ts',
};

export default createAppConfig({ appDir: import.meta.dirname, name: 'calendar', exposes });
