// The one answer to "did the server refuse this, or did it never answer?" for every sender: the
// platform's baseQuery, the round queue on the page and in the service worker. A request that got
// no HTTP answer (offline, connection reset, DNS, timeout, aborted) is a network failure; so is
// an answer that says "not now" (408, 429, 5xx: a gateway or service that could not be reached).
// Only another 4xx is a refusal the user has to act on; 401 is the session's to handle.

/** The status baseQuery reports when no HTTP answer arrived (no HTTP status exists). */
export const NO_ANSWER_STATUS = 0;

/** An answer that is not the server's word on the request itself: try again later. */
export function isRetryableStatus(status: number): boolean {
  return status === NO_ANSWER_STATUS || status === 408 || status === 425 || status === 429 || status >= 500;
}

/** A 4xx the user must act on (fix the input or give up), not the session ending (401). */
export function isRefusalStatus(status: number): boolean {
  return status >= 400 && status < 500 && status !== 401 && !isRetryableStatus(status);
}

/**
 * True for any failure that says nothing about the request itself: an exception thrown by fetch
 * (TypeError, AbortError, TimeoutError), an ApiError with no answer (status 0) or a retryable
 * status, and RTK Query's own FETCH_ERROR / TIMEOUT_ERROR shapes.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (typeof error === 'object' && error !== null) {
    const name = (error as { name?: unknown }).name;
    if (name === 'AbortError' || name === 'TimeoutError' || name === 'NetworkError') return true;
    const status = (error as { status?: unknown }).status;
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return true;
    if (typeof status === 'number') return isRetryableStatus(status);
  }
  return false;
}
