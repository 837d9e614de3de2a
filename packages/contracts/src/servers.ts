// The one port table: every server of the system, its folder and its default port. The
// launcher (scripts/system.mjs), the front-end build (scripts/mf/apps.mjs) and each server's
// config defaults read servers.json; docker-compose and deploy/ name the same ports.
import table from './servers.json';

export type ServiceName = 'auth' | 'leagues' | 'rounds' | 'calendar' | 'notifications';

export const SERVERS = table;

export function servicePort(name: ServiceName): number {
  return table.services.find((service) => service.name === name)!.port;
}

export const GATEWAY_PORT = table.gateway.port;
export const SHELL_PORT = table.shell.port;
/** The shell's origin on a developer machine: the default APP_URL (links in emails) and allowed origin. */
export const DEFAULT_APP_URL = `http://localhost:${SHELL_PORT}`;
