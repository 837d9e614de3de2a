'use strict';
// The one list of front-end apps: name, folder, port and the env variable that points the
// shell's remote map at each remote. Everything that builds, serves or tests the apps reads it.
const REMOTES = [
  { name: 'auth', dir: 'mfe-auth', port: 3001, env: 'REMOTE_AUTH_URL' },
  { name: 'leagues', dir: 'mfe-leagues', port: 3002, env: 'REMOTE_LEAGUES_URL' },
  { name: 'rounds', dir: 'mfe-rounds', port: 3003, env: 'REMOTE_ROUNDS_URL' },
  { name: 'calendar', dir: 'mfe-calendar', port: 3004, env: 'REMOTE_CALENDAR_URL' },
];

const SHELL = { name: 'shell', dir: 'shell', port: 3000 };

const APPS = [SHELL, ...REMOTES];

module.exports = { REMOTES, SHELL, APPS };
