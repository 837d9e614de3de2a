// Asynchronous log writes must not lose lines: a process that logs and exits at once (a fatal
// start-up error, the end of a shutdown) still gets every line out.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

it('flushes every buffered line when the process exits right after logging', () => {
  const script = `
    const { createLogger } = require(${JSON.stringify(path.join(__dirname, 'logger.ts'))});
    const log = createLogger('flush-check', 'info');
    for (let i = 0; i < 2000; i += 1) log.info({ i }, 'line');
    process.exit(3);
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  expect(result.status).toBe(3);
  const lines = result.stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(lines).toHaveLength(2000);
  expect(lines[1999]).toMatchObject({ i: 1999, service: 'flush-check', msg: 'line' });
});

it('prints readable lines, not JSON, with LOG_FORMAT=pretty', () => {
  const script = `
    const { createLogger } = require(${JSON.stringify(path.join(__dirname, 'logger.ts'))});
    createLogger('pretty-check', 'info').info({ route: '/api/leagues' }, 'league created');
    process.exit(0);
  `;
  const result = spawnSync(process.execPath, ['--import', 'tsx', '-e', script], {
    encoding: 'utf8',
    env: { ...process.env, LOG_FORMAT: 'pretty', NO_COLOR: '1' },
  });
  expect(result.status).toBe(0);
  const output = result.stdout.trim();
  expect(() => JSON.parse(output)).toThrow();
  expect(output).toContain('league created');
  expect(output).toContain('INFO');
  expect(output).toContain('/api/leagues');
});
