import { createLogger } from './logger';
import type { MailMessage } from './mail';
import { createMailOutbox, retryDelayMs } from './mail-outbox';
import { describeOnEachDatabase } from './testing';

const logger = createLogger('outbox-test', 'silent');
const message = (to: string): MailMessage => ({ to, subject: 'Hello', text: 'Open http://localhost:3000/x?token=secret' });

function recorder(failFirst = 0) {
  const sent: MailMessage[] = [];
  let failures = failFirst;
  return {
    sent,
    send: async (m: MailMessage) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('SMTP 451 try again later');
      }
      sent.push(m);
      return { messageId: `<${sent.length}@test>` };
    },
  };
}

// On both databases: two workers claim a due row by a conditional update, which each engine serialises its own way.
describeOnEachDatabase((t) => {
  it('sends only what a committed transaction wrote, then keeps no body', async () => {
    const mail = recorder();
    const outbox = createMailOutbox(t.db, { logger, send: mail.send });
    await t.db.sequelize
      .transaction(async (transaction) => {
        await outbox.enqueue(message('rolled.back@example.test'), transaction);
        throw new Error('the league was not created');
      })
      .catch(() => undefined);
    await t.db.sequelize.transaction(async (transaction) => outbox.enqueue(message('committed@example.test'), transaction));
    await outbox.drain();
    expect(mail.sent.map((m) => m.to)).toEqual(['committed@example.test']);
    const row = await t.db.models.MailOutbox.findOne({ where: { recipient: 'committed@example.test' } });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toBe('');
    expect(await t.db.models.MailOutbox.count({ where: { recipient: 'rolled.back@example.test' } })).toBe(0);
    await outbox.stop();
  });

  it('retries a failed delivery later, with back-off, and sends it once it works', async () => {
    const mail = recorder(1);
    const outbox = createMailOutbox(t.db, { logger, send: mail.send });
    await outbox.enqueue(message('retry@example.test'));
    await outbox.drain();
    const row = await t.db.models.MailOutbox.findOne({ where: { recipient: 'retry@example.test' } });
    expect(row?.attempts).toBe(1);
    expect(row?.sentAt).toBeNull();
    expect(row?.lastError).toMatch(/451/);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    expect(mail.sent).toHaveLength(0);
    // Due now (as after the back-off): the next pass delivers it.
    await row!.update({ nextAttemptAt: new Date(Date.now() - 1) });
    await outbox.drain();
    expect(mail.sent.map((m) => m.to)).toEqual(['retry@example.test']);
    await outbox.stop();
  });

  it('gives up after the last attempt', async () => {
    const mail = recorder(99);
    const outbox = createMailOutbox(t.db, { logger, send: mail.send, maxAttempts: 2 });
    await outbox.enqueue(message('never@example.test'));
    await outbox.drain();
    await t.db.models.MailOutbox.update({ nextAttemptAt: new Date(Date.now() - 1) }, { where: { recipient: 'never@example.test' } });
    await outbox.drain();
    const row = await t.db.models.MailOutbox.findOne({ where: { recipient: 'never@example.test' } });
    expect(row?.attempts).toBe(2);
    expect(row?.failedAt).toBeInstanceOf(Date);
    await outbox.stop();
  });

  it('two workers draining one table send each message once', async () => {
    const mail = recorder();
    const a = createMailOutbox(t.db, { logger, send: mail.send });
    const b = createMailOutbox(t.db, { logger, send: mail.send });
    await t.db.models.MailOutbox.bulkCreate(
      Array.from({ length: 10 }, (_, i) => ({ recipient: `many${i}@example.test`, subject: 'Hi', text: 'x', nextAttemptAt: new Date() })),
    );
    await Promise.all([a.drain(), b.drain()]);
    const to = mail.sent.map((m) => m.to).filter((address) => address.startsWith('many'));
    expect(to.sort()).toEqual(Array.from({ length: 10 }, (_, i) => `many${i}@example.test`).sort());
    await Promise.all([a.stop(), b.stop()]);
  });
});

it('backs off exponentially up to an hour', () => {
  expect([1, 2, 3].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000]);
  expect(retryDelayMs(30)).toBe(3_600_000);
});
