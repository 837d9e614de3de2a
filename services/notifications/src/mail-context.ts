import { DEFAULT_APP_URL } from '@fairway/contracts';
import type { Database } from '@fairway/data';
import { serviceKey } from './data/service-key';
import type { MailContext } from './domain/mails';

/** The unsubscribe links' key, read (or made) once per process. */
export function unsubscribeKeyOf(db: Database): () => Promise<string> {
  let key: Promise<string> | null = null;
  return () => {
    key ??= serviceKey(db, 'unsubscribe').catch((error: unknown) => {
      key = null;
      throw error;
    });
    return key;
  };
}

export function mailContextOf(key: () => Promise<string>, appUrl: string = DEFAULT_APP_URL): () => Promise<MailContext> {
  return async () => ({ appUrl, unsubscribeKey: await key() });
}
