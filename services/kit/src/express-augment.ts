import type { Logger } from 'pino';

/** The one place Express's Request is extended for the platform. */
declare global {
  namespace Express {
    interface Request {
      /** The server's logger (requestLogging); lines about this request carry `requestId`. */
      log?: Logger;
      /** Caller's user id from the gateway's signed identity; null when anonymous. */
      userId: string | null;
      /** x-request-id of this request (received from the gateway or generated). */
      requestId: string;
    }
  }
}

declare module 'http' {
  interface IncomingMessage {
    /** The body digest the gateway signed (set by identityMiddleware). */
    signedBodyDigest?: string;
    /** The signature's nonce and the time it goes stale (set by identityMiddleware). */
    signatureNonce?: { nonce: string; expiresAt: number };
    /** SHA-256 of the body bytes actually read (set by the body parsers' verify hook). */
    readBodyDigest?: string;
  }
}

export {};
