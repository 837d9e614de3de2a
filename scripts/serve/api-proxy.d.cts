// Types of api-proxy.cjs for the TypeScript callers (tests, the burst probe).
import type { RequestHandler } from 'express';
export interface UnansweredCounts {
  afterMs: number;
  total: number;
  now: number;
}
export declare function apiProxy(
  target: string,
  options?: { log?: (line: string) => void; unansweredAfterMs?: number },
): RequestHandler & { unanswered: () => UnansweredCounts };
/** TRUST_PROXY as Express's 'trust proxy' setting (false when empty or `none`). */
export declare function trustProxySetting(value: string | undefined): string | false;
