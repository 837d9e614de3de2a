import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { linksIn, outboxDir, sendMail, DEFAULT_OUTBOX_DIR, type MailLog } from './mail';

function recordingLog() {
  const lines: Array<{ obj: Record<string, unknown>; msg: string }> = [];
  const log: MailLog = { info: (obj, msg) => lines.push({ obj, msg }) };
  return { log, lines };
}

const saved = { SMTP_URL: process.env.SMTP_URL, MAIL_OUTBOX_DIR: process.env.MAIL_OUTBOX_DIR };
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('sendMail without SMTP_URL', () => {
  it('writes an .eml into MAIL_OUTBOX_DIR and logs the link', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    delete process.env.SMTP_URL;
    process.env.MAIL_OUTBOX_DIR = dir;
    const { log, lines } = recordingLog();

    const sent = await sendMail(
      { to: 'ann@example.com', subject: 'Reset your password', text: 'Open http://localhost:3000/reset-password?token=abc123 now' },
      log,
    );

    expect(sent.file && path.dirname(sent.file)).toBe(dir);
    const files = await fs.readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(dir, files[0]), 'utf8');
    expect(raw).toContain('To: ann@example.com');
    expect(raw).toContain('Subject: Reset your password');
    expect(raw).toContain('token=abc123');
    expect(lines[0].obj.links).toEqual(['http://localhost:3000/reset-password?token=abc123']);
  });

  it('defaults to .data/outbox at the repository root', () => {
    expect(outboxDir({})).toBe(DEFAULT_OUTBOX_DIR);
    expect(DEFAULT_OUTBOX_DIR).toBe(path.resolve(__dirname, '../../..', '.data', 'outbox'));
  });
});

describe('sendMail with SMTP_URL', () => {
  it('delivers over SMTP and logs no link', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'outbox-'));
    process.env.MAIL_OUTBOX_DIR = dir;
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}/?ignoreTLS=true`;
    const { log, lines } = recordingLog();
    try {
      const sent = await sendMail({ to: 'bob@example.com', subject: 'Invite', text: 'Join at http://x.test/j?t=1' }, log);
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('Subject: Invite');
      expect(await fs.readdir(dir)).toHaveLength(0);
      expect(JSON.stringify(lines)).not.toContain('x.test');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

it('linksIn finds every http(s) link', () => {
  expect(linksIn('a https://a.b/c?d=1, and <http://e.f/g>')).toEqual(['https://a.b/c?d=1,', 'http://e.f/g']);
});
