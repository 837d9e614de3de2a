import { REQUEST_ID_HEADER, signIdentity } from '../identity';

/** Headers the gateway would add for `userId` (null = anonymous caller), for requests made
 * straight to a service in tests: `request(app).get(path).set(signedHeaders(user.id))`. */
export function signedHeaders(userId: string | null, options: { secret?: string; now?: number; requestId?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = { ...signIdentity(userId, options.secret, options.now) };
  if (options.requestId) headers[REQUEST_ID_HEADER] = options.requestId;
  return headers;
}
