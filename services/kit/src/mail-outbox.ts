// Outgoing mail leaves the request path through a transactional outbox: a request writes the
// message into `mail_outbox` in the same transaction as what it reports (the league and its
// invites, the reset token), and a worker sends it afterwards with retries. A crash between
// commit and delivery loses nothing (the row waits), a slow or failing SMTP server never holds a
// request, and it works the same on MySQL and the embedded SQLite (no Redis needed).
// Several processes may drain one table: a row is claimed with a conditional UPDATE first.
import { Op, type Database, type Transaction } from '@fairway/data';
import { sendMail, type MailLog, type MailMessage, type SentMail } from './mail';
import type { Logger } from './logger';

export const MAIL_MAX_ATTEMPTS = 8;
/** How long a claimed row stays with one worker before another may take it (a crashed sender). */
const CLAIM_MS = 60_000;
const BATCH = 20;

/** 5 s, 10 s, 20 s ... capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempts - 1));
}

export interface MailOutboxOptions {
  logger: Logger;
  send?: (message: MailMessage, log: MailLog) => Promise<SentMail>;
  /** Poll interval of the background worker (start()); due retries and rows left by a crash. */
  pollMs?: number;
  maxAttempts?: number;
}

export interface MailOutbox {
  /** Writes the message; with a transaction it is sent only if that transaction commits. */
  enqueue(message: MailMessage, transaction?: Transaction): Promise<void>;
  /** Sends every due message once (claimed, sent or rescheduled); resolves with how many were sent. */
  drain(): Promise<number>;
  /** Starts polling (servers); enqueue alone already triggers a drain in this process. */
  start(): void;
  stop(): Promise<void>;
}

export function createMailOutbox(db: Database, options: MailOutboxOptions): MailOutbox {
  const { MailOutbox: Row } = db.models;
  const send = options.send ?? sendMail;
  const log = options.logger;
  const maxAttempts = options.maxAttempts ?? MAIL_MAX_ATTEMPTS;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;
  let poller: NodeJS.Timeout | null = null;
  const timers = new Set<NodeJS.Timeout>();

  const later = (ms: number) => {
    if (stopped) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void kick();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  async function deliver(id: string): Promise<boolean> {
    const now = new Date();
    const [claimed] = await Row.update(
      { lockedUntil: new Date(now.getTime() + CLAIM_MS) },
      { where: { id, sentAt: null, failedAt: null, [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lt]: now } }] } },
    );
    if (claimed === 0) return false; // another worker has it
    const row = await Row.findByPk(id);
    if (!row) return false;
    try {
      const headers = row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined;
      await send({ to: row.recipient, subject: row.subject, text: row.text, html: row.html ?? undefined, headers }, log);
      // The body and headers may hold a live link: keep only who, what and when.
      await row.update({ sentAt: new Date(), lockedUntil: null, text: '', html: null, headers: null, attempts: row.attempts + 1 });
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const giveUp = attempts >= maxAttempts;
      const delay = retryDelayMs(attempts);
      await row.update({
        attempts,
        lockedUntil: null,
        lastError: String((error as Error)?.message ?? error).slice(0, 1000),
        nextAttemptAt: new Date(Date.now() + delay),
        ...(giveUp ? { failedAt: new Date() } : {}),
      });
      if (giveUp) log.error({ err: error, mailId: id, attempts }, 'mail given up after the last retry');
      else {
        log.warn({ err: error, mailId: id, attempts, retryInMs: delay }, 'mail not sent; will retry');
        later(delay);
      }
      return false;
    }
  }

  async function drainOnce(): Promise<number> {
    const now = new Date();
    const due = await Row.findAll({
      attributes: ['id'],
      where: {
        sentAt: null,
        failedAt: null,
        nextAttemptAt: { [Op.lte]: now },
        [Op.or]: [{ lockedUntil: null }, { lockedUntil: { [Op.lt]: now } }],
      },
      order: [['nextAttemptAt', 'ASC']],
      limit: BATCH,
    });
    let sent = 0;
    for (const { id } of due) if (await deliver(id)) sent += 1;
    // A full batch means more may be waiting.
    if (due.length === BATCH) again = true;
    return sent;
  }

  /** One drain at a time per process; a kick during a drain runs one more pass after it. */
  function kick(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drainOnce();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'mail outbox could not be read');
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  return {
    async enqueue(message, transaction) {
      await Row.create(
        {
          recipient: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          headers: message.headers ? JSON.stringify(message.headers) : null,
          nextAttemptAt: new Date(),
        },
        { transaction },
      );
      if (transaction) transaction.afterCommit(() => void kick());
      else void kick();
    },
    drain: kick,
    start() {
      stopped = false;
      if (poller) return;
      poller = setInterval(() => void kick(), options.pollMs ?? 5_000);
      poller.unref();
      void kick();
    },
    async stop() {
      stopped = true;
      if (poller) clearInterval(poller);
      poller = null;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await running;
    },
  };
}
