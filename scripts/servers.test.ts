// The processes `npm start` runs for each deployment mode (scripts/servers.mjs): one process with
// the front ends inside by default, one per back-end server plus one for the front ends otherwise.
import { SERVERS, processesOf } from './servers.mjs';

const ports = Object.fromEntries(SERVERS.map((server) => [server.name, server.port]));
const frontEnds = SERVERS.filter((server) => server.kind === 'front-end');
const frontEndArgs = frontEnds.map((server) => `${server.dir}:${server.port}`);

it('runs the whole system in one process by default: the back end with the front ends on their ports', () => {
  const processes = processesOf(SERVERS, ports);
  expect(processes).toHaveLength(1);
  const [only] = processes;
  expect(only.cwd).toBe('api-gateway');
  expect(only.args).toEqual(['dist/one-process.js', ...frontEndArgs]);
  expect(new Set(only.serves)).toEqual(new Set(SERVERS.map((server) => server.name)));
  // Ready once the gateway and every front end answer.
  expect(only.servers.map((server) => server.kind)).toEqual(['gateway', ...frontEnds.map(() => 'front-end')]);
});

it('runs one process per back-end server and one for the front ends with BACKEND=per-service', () => {
  const processes = processesOf(SERVERS, ports, 'per-service');
  expect(processes).toHaveLength(SERVERS.length - frontEnds.length + 1);
  const frontEndProcess = processes.at(-1)!;
  expect(frontEndProcess.args).toEqual(['web-server/dist/serve-app.js', ...frontEndArgs]);
  expect(frontEndProcess.serves).toEqual(frontEnds.map((server) => server.name));
  for (const backEnd of processes.slice(0, -1)) expect(backEnd.args).toEqual(['dist/server.js']);
});

it('runs the front ends alone in their own process when no back end is asked for', () => {
  const processes = processesOf(frontEnds, ports);
  expect(processes.map((child) => child.args[0])).toEqual(['web-server/dist/serve-app.js']);
});
