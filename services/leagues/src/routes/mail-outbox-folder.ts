// The mail outbox folder of the leagues route test beds: while a file's tests run, MAIL_OUTBOX_DIR
// names a fresh temporary folder (so a test reads a mail as its addressee would) and SMTP_URL is
// unset (so nothing leaves the machine); afterwards both are as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface MailOutboxFolder {
  /** Makes the folder and points the environment at it; returns its path. Call in beforeAll. */
  open(): string;
  /** Removes the folder and puts the environment back. Call in afterAll. */
  close(): void;
}

/** Remembers the environment when called (at describe time); `prefix` names the folder. */
export function mailOutboxFolder(prefix: string): MailOutboxFolder {
  const previousOutbox = process.env.MAIL_OUTBOX_DIR;
  const previousSmtp = process.env.SMTP_URL;
  let dir = '';
  return {
    open() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
      process.env.MAIL_OUTBOX_DIR = dir;
      delete process.env.SMTP_URL;
      return dir;
    },
    close() {
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
      if (previousOutbox === undefined) delete process.env.MAIL_OUTBOX_DIR;
      else process.env.MAIL_OUTBOX_DIR = previousOutbox;
      if (previousSmtp !== undefined) process.env.SMTP_URL = previousSmtp;
    },
  };
}
