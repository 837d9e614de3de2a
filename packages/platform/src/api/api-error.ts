/** The one shape of a failed call (platform contract): status plus "{status}: {body or statusText}". */
export interface ApiError {
  status: number;
  message: string;
  /** The body parsed as JSON when it was JSON, e.g. `{ message, errors }` from a service. */
  data?: unknown;
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).message === 'string'
  );
}

/**
 * A 401: the platform's baseQuery has already shown the 'Unauthorized' toast and is redirecting
 * to login, so a failure handler stays quiet
 * instead of replacing that toast with its own.
 */
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}

function serverMessage(data: unknown): string | undefined {
  if (typeof data === 'object' && data !== null) {
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

/**
 * The text of an 'X Failed' toast: the server's `message` from the JSON body of an api error,
 * else `fallback`.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const fromData = serverMessage(error.data);
  if (fromData) return fromData;
  // The body also sits after "{status}: " in the message, for errors built before parsing.
  const prefix = `${error.status}: `;
  if (error.message.startsWith(prefix)) {
    try {
      return serverMessage(JSON.parse(error.message.slice(prefix.length))) ?? fallback;
    } catch {
      return fallback;
    }
  }
  return fallback;
}
