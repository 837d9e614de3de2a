// The platform's baseQuery already shows the 'Unauthorized' toast and redirects on a 401
// (spec section 8, "also on delete/update failures"); a failure handler must then stay quiet
// instead of replacing that toast with its own.
export function isUnauthorized(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 401;
}
