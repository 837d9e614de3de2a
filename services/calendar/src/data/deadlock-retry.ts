// InnoDB resolves crossing row locks by aborting one transaction ("deadlock found") and expects
// the application to run it again. Adding the same slot from two leagues at once makes such
// crossings (each request inserts into both leagues), so those writes are retried here instead of
// surfacing as a 500.

const RETRYABLE_CODES = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT', 'SQLITE_BUSY']);

export function isRetryableLockError(error: unknown): boolean {
  const e = error as { parent?: { code?: string }; original?: { code?: string } } | null;
  const code = e?.parent?.code ?? e?.original?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

export async function withDeadlockRetry<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isRetryableLockError(error)) throw error;
      // A short random pause so the retried transactions do not cross again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
    }
  }
}
