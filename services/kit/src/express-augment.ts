/** The one place Express's Request is extended for the platform. */
declare global {
  namespace Express {
    interface Request {
      /** Caller's user id from the gateway's signed identity; null when anonymous. */
      userId: string | null;
      /** x-request-id of this request (received from the gateway or generated). */
      requestId: string;
    }
  }
}

export {};
