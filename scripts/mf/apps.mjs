// The front-end apps: name, folder, port and the env variable that points the shell's remote map
// at each remote. Everything that builds, serves or tests the apps reads it; the ports come from
// the one port table, packages/contracts/src/servers.json.
import table from '../../packages/contracts/src/servers.json' with { type: 'json' };

/** @typedef {{ name: string, dir: string, port: number }} FrontEndApp */
/** @typedef {FrontEndApp & { env: string }} RemoteApp */

/** @type {FrontEndApp} */
const SHELL = table.shell;
/** @type {RemoteApp[]} */
const REMOTES = table.remotes;
/** @type {FrontEndApp[]} */
const APPS = [SHELL, ...REMOTES];

export { REMOTES, SHELL, APPS };
