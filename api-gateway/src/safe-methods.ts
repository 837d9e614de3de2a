const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Methods that change nothing (RFC 9110 9.2.1): what the same-origin check lets through, what
 * the read cache may answer, and what the proxy aborts when the client leaves. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}
