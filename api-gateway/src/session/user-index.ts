/** Extracts the signed-in user id passport keeps in a session (`sess.passport.user`). */
export function sessionUserId(sess: unknown): string | null {
  const user = (sess as { passport?: { user?: unknown } } | null)?.passport?.user;
  return typeof user === 'string' && user ? user : null;
}
