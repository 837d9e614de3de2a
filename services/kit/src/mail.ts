// Outgoing mail for every service (password reset, league invitations). One function so the
// transport choice - real SMTP in production, an outbox folder in development and tests - is
// made in one place and read from the environment at send time (tests switch it per case).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { REPO_ROOT } from '@fairway/data/locations';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

/** Where a line about a sent message goes; the kit's pino logger fits this shape. */
export interface MailLog {
  info(obj: Record<string, unknown>, msg: string): void;
}

/** Servers run from their own folders; the outbox is shared, under the repository root. */
export const DEFAULT_OUTBOX_DIR = path.join(REPO_ROOT, '.data', 'outbox');

const DEFAULT_FROM = 'Fairway Leagues <no-reply@fairway.local>';

export function outboxDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.MAIL_OUTBOX_DIR ? path.resolve(env.MAIL_OUTBOX_DIR) : DEFAULT_OUTBOX_DIR;
}

/** SMTP transports are pooled per URL so a burst of invitations reuses one connection. */
const smtpTransports = new Map<string, Transporter>();
async function smtpTransport(url: string): Promise<Transporter> {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = (await loadNodemailer()).createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

/** Loaded with the first message: a service that sends none never holds nodemailer's ~35 modules. */
const loadNodemailer = async () => (await import('nodemailer')).default;

/** Links in the body, so a developer without a mail server can follow a reset link from the log. */
export function linksIn(text: string): string[] {
  return text.match(/https?:\/\/[^\s<>"')]+/g) ?? [];
}

export async function sendMail(message: MailMessage, log: MailLog = consoleLog): Promise<SentMail> {
  const from = process.env.MAIL_FROM || DEFAULT_FROM;
  const envelope = { from, to: message.to, subject: message.subject, text: message.text, html: message.html, headers: message.headers };
  const smtpUrl = process.env.SMTP_URL;
  if (smtpUrl) {
    const info = await (await smtpTransport(smtpUrl)).sendMail(envelope);
    // The body can hold a live reset link: log only who and what, never the links.
    log.info({ to: message.to, subject: message.subject, messageId: info.messageId }, 'mail sent over SMTP');
    return { messageId: info.messageId };
  }

  // streamTransport renders the exact RFC 822 message SMTP would carry, so the .eml opens in
  // any mail client and tests parse what a real recipient would get.
  const info = await (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true }).sendMail(envelope);
  const dir = outboxDir();
  await fs.mkdir(dir, { recursive: true });
  const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '');
  const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
  await fs.writeFile(file, info.message as Buffer);
  log.info(
    { to: message.to, subject: message.subject, file, links: linksIn(message.text) },
    'mail written to the outbox (SMTP_URL not set)',
  );
  return { messageId: info.messageId, file };
}

const consoleLog: MailLog = {
  info(obj, msg) {
    console.log(JSON.stringify({ level: 'info', msg, ...obj }));
  },
};
