// `npm run digest -- --now [--week yyyy-MM-dd]`: sends the weekly recaps now, for operators and
// tests. Exactly once per person and week like the schedule (a second run sends none). Without
// --now only the recaps due by each person's Monday 08:00 go out, like the schedule's tick.
import { parseArgs } from 'node:util';
import { isoDate } from '@fairway/contracts';
import { openDatabase } from '@fairway/data';
import { createLogger, createMailOutbox, loadConfig, mailConfigShape, serviceConfigShape } from '@fairway/kit';
import { servicePort } from '@fairway/contracts';
import { runWeeklyRecaps } from './domain/digest';

async function main() {
  const { values } = parseArgs({ options: { now: { type: 'boolean', default: false }, week: { type: 'string' } }, strict: true });
  if (values.week !== undefined && !isoDate('x').safeParse(values.week).success) {
    throw new Error(`--week must be a day as yyyy-MM-dd (got ${values.week})`);
  }
  const config = loadConfig({ ...serviceConfigShape(servicePort('notifications')), ...mailConfigShape });
  const logger = createLogger('digest', config.LOG_LEVEL);
  const db = openDatabase(config.DATABASE_URL);
  try {
    if (config.MIGRATE_ON_START) await db.migrate();
    const outbox = createMailOutbox(db, { logger });
    const mail = { appUrl: config.APP_URL };
    const result = await runWeeklyRecaps(db, outbox, mail, { force: values.now, week: values.week, logger });
    // Send what this run queued (the service's outbox worker would too, within seconds).
    await outbox.drain();
    await outbox.stop();
    console.log(
      `weekly recaps: ${result.sent} queued, ${result.alreadySent} already sent this week, ${result.nothingToReport} with nothing to report, ${result.failed} failed`,
    );
    // Everyone else's went out; the failed ones are logged above and retried by the next run.
    if (result.failed > 0) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
