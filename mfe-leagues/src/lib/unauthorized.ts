// The platform's baseQuery already shows the 'Unauthorized' toast and redirects on a 401
// (spec section 8); a failure handler then stays quiet instead of replacing that toast.
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
