'use strict';
// The front-end apps: name, folder, port and the env variable that points the shell's remote map
// at each remote. Everything that builds, serves or tests the apps reads it; the ports come from
// the one port table, packages/contracts/src/servers.json.
const { shell: SHELL, remotes: REMOTES } = require('../../packages/contracts/src/servers.json');

const APPS = [SHELL, ...REMOTES];

module.exports = { REMOTES, SHELL, APPS };
