// The operators' door to the release channel (release-channel.ts), on the shell's server:
//   GET  /release-channel            every remote's builds and the latest changes
//   POST /release-channel/<remote>   { action: activate|canary|promote|rollback, manifestUrl?, percent?, actor }
// Only with the deploy token (Authorization: Bearer): DEPLOY_TOKEN from the environment; outside
// production, when it is unset, a development token kept in the project folder (.data/deploy-token,
// what `npm run release` reads there). A user session never counts. Before a build is activated
// its manifest is fetched and refused when unreachable, off the allowed origins (RELEASE_ORIGINS;
// outside production any http://localhost:<port>), not this remote's, or outside the platform range.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import semver from 'semver';
import { manifestOriginProblem } from '../../scripts/mf/manifest-origins.mjs';
import { parseOrigins } from '../../scripts/mf/remote-map.mjs';
import type { ReleaseChannel } from './release-channel';

const MANIFEST_TIMEOUT_MS = 5000;
// Refused tokens answered 401 per client address per minute; then 429 until they age out.
const FAILURES_PER_MINUTE = 10;
const FAILURE_WINDOW_MS = 60_000;
// A production deploy token must be long enough that guessing it online is hopeless.
const MIN_TOKEN_LENGTH = 24;

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest();

/** The development deploy token of a checkout, made on first use (mode 600). */
function developmentToken(repoRoot: string): string {
  const file = path.join(repoRoot, '.data', 'deploy-token');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, `${crypto.randomBytes(24).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/** The token operators present, or null when the channel cannot be changed (production without one). */
function deployToken(env: NodeJS.ProcessEnv, repoRoot: string): string | null {
  if (env.DEPLOY_TOKEN) {
    if (env.NODE_ENV === 'production' && env.DEPLOY_TOKEN.length < MIN_TOKEN_LENGTH) {
      throw new Error(`DEPLOY_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters (openssl rand -hex 24)`);
    }
    return env.DEPLOY_TOKEN;
  }
  return env.NODE_ENV === 'production' ? null : developmentToken(repoRoot);
}

/** Whether a manifest URL is on an origin releases may come from. */
interface OriginRule {
  production: boolean;
  releaseOrigins: string[];
}

function originAllowed(url: URL, { production, releaseOrigins }: OriginRule): boolean {
  if (production) return releaseOrigins.includes(url.origin);
  return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1') && url.port !== '';
}

/** An Error an operator is answered with (`status`); `unavailable` names a missing dependency. */
type AdminError = Error & { status?: number; unavailable?: string };
const refused = (status: number, message: string): AdminError => Object.assign(new Error(message), { status });

/** The answer when the channel's dependency is down (no connection module, no database): 503. */
function unavailableMessage(error: AdminError): string {
  return error.unavailable === 'connection'
    ? "The release channel is unavailable: this shell server cannot load its database connection (the image's channel stage)"
    : 'The release channel is unavailable: its database cannot be reached; try again shortly';
}

/**
 * The operators' door of a shell with no channel (production with no DATABASE_URL): every call
 * is 503 with why, while the pages keep the environment's remote map.
 */
function closedReleaseAdmin(message: string): Router {
  const router = express.Router();
  router.use('/release-channel', (_req, res) => {
    res.status(503).set('Cache-Control', 'no-store').json({ message });
  });
  return router;
}

/**
 * Fetches and checks the manifest a release names.
 */
async function checkManifest({
  remote,
  manifestUrl,
  platformVersion,
  production,
  releaseOrigins,
  fetchImpl,
}: OriginRule & { remote: string; manifestUrl: string; platformVersion: string | null; fetchImpl: typeof fetch }): Promise<{
  buildLabel: string | null;
}> {
  let url: URL;
  try {
    url = new URL(manifestUrl);
  } catch {
    throw refused(400, `"${manifestUrl}" is not a URL`);
  }
  if (!originAllowed(url, { production, releaseOrigins })) {
    throw refused(
      400,
      production
        ? `${url.origin} is not an allowed release origin (RELEASE_ORIGINS)`
        : `${url.origin} is not an allowed release origin (outside production: http://localhost:<port>)`,
    );
  }
  let manifest: any;
  try {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`it answered ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    throw refused(400, `The manifest ${manifestUrl} could not be read: ${(error as Error).message}`);
  }
  // The manifest's publicPath, remote entry and chunks are where the pages will load script from.
  const problem = manifestOriginProblem(manifest, url.href, (file: URL) => originAllowed(file, { production, releaseOrigins }), 'release');
  if (problem) throw refused(400, `${manifestUrl} is refused: ${problem}`);
  const meta = manifest?.metaData ?? {};
  if (manifest?.name !== remote || !meta.remoteEntry?.name) throw refused(400, `${manifestUrl} is not a manifest of the ${remote} remote`);
  const range = meta.fairway?.platformRange;
  if (!platformVersion) throw refused(400, "This shell's build does not say its @fairway/platform version (mf-manifest.json): rebuild it");
  if (typeof range !== 'string' || !semver.satisfies(platformVersion, range)) {
    throw refused(400, `${manifestUrl} needs @fairway/platform ${range ?? '(no range declared)'}, this shell runs ${platformVersion}`);
  }
  return { buildLabel: meta.fairway?.buildLabel ?? null };
}

/**
 * The router, and how many client addresses its token limiter remembers (pruned as they age).
 */
function releaseAdmin({
  channel,
  remotes,
  platformVersion,
  repoRoot,
  env = process.env,
  fetchImpl = fetch,
  log = console.error,
  now = Date.now,
}: {
  channel: Pick<ReleaseChannel, 'apply' | 'status'>;
  remotes: string[];
  platformVersion: string | null;
  repoRoot: string;
  env?: NodeJS.ProcessEnv;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
  now?: () => number;
}): Router & { rememberedAddresses: () => number } {
  const production = env.NODE_ENV === 'production';
  const releaseOrigins = parseOrigins(env.RELEASE_ORIGINS, 'RELEASE_ORIGINS');
  const token = deployToken(env, repoRoot);
  const tokenHash = token ? sha256(token) : null;
  // Refused tokens per client address, pruned as they age: the right token is checked first and
  // always works (an operator behind the same NAT as a guesser can still roll back), a wrong one
  // past the limit gets 429 instead of 401. Guessing is kept out by the token's strength
  // (production refuses a short one); this only slows a client that keeps sending a wrong one.
  const failures = new Map<string, number[]>();
  let prunedAt = 0;
  const prune = (at: number) => {
    if (at - prunedAt < FAILURE_WINDOW_MS) return;
    prunedAt = at;
    for (const [address, times] of failures) if (at - (times.at(-1) ?? 0) >= FAILURE_WINDOW_MS) failures.delete(address);
  };

  const operatorOnly: RequestHandler = (req, res, next) => {
    if (!tokenHash) {
      res.status(503).json({ message: 'The release channel is closed: set DEPLOY_TOKEN on the shell servers' });
      return;
    }
    const presented = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    if (presented && crypto.timingSafeEqual(sha256(presented), tokenHash)) {
      next();
      return;
    }
    const at = now();
    prune(at);
    const address = req.ip ?? '';
    const seen = (failures.get(address) ?? []).filter((time) => at - time < FAILURE_WINDOW_MS);
    failures.set(address, [...seen, at].slice(-FAILURES_PER_MINUTE));
    if (seen.length >= FAILURES_PER_MINUTE) {
      res.status(429).set('Retry-After', '60').json({ message: 'Too many refused deploy tokens; try again in a minute' });
      return;
    }
    res.status(401).json({ message: 'A deploy token is required (Authorization: Bearer <DEPLOY_TOKEN>)' });
  };

  const router = express.Router();
  router.use('/release-channel', operatorOnly, express.json({ limit: '4kb' }));
  router.get('/release-channel', (_req, res) => {
    res.set('Cache-Control', 'no-store');
    channel.status().then(
      (status) => res.json(status),
      (error) => {
        log(`release channel: status failed: ${error.stack ?? error.message}`);
        res.status(503).json({ message: unavailableMessage(error) });
      },
    );
  });
  router.post('/release-channel/:remote', async (req, res) => {
    const { remote } = req.params;
    const { action, manifestUrl, percent, actor } = req.body ?? {};
    try {
      if (!remotes.includes(remote)) throw refused(404, `No remote "${remote}" (one of ${remotes.join(', ')})`);
      if (typeof actor !== 'string' || !actor.trim() || actor.length > 200) throw refused(400, 'Say who makes the change (actor)');
      if (!['activate', 'canary', 'promote', 'rollback'].includes(action)) {
        throw refused(400, 'action must be activate, canary, promote or rollback');
      }
      if (action === 'canary' && !(Number.isInteger(percent) && percent >= 1 && percent <= 99)) {
        throw refused(400, 'A canary share is a whole percent from 1 to 99 (100: activate it)');
      }
      if (action === 'activate' || action === 'canary') {
        if (typeof manifestUrl !== 'string') throw refused(400, 'manifestUrl is required');
        await checkManifest({ remote, manifestUrl, platformVersion, production, releaseOrigins, fetchImpl });
      }
      const change = await channel.apply({ remote, action, manifestUrl, percent, actor: actor.trim() });
      log(`release channel: ${actor.trim()} ${action} ${remote}: ${JSON.stringify(change.from)} -> ${JSON.stringify(change.to)}`);
      res.json(change);
    } catch (caught) {
      const error = caught as AdminError;
      if (!error.status) log(`release channel: ${action} ${remote} failed: ${error.stack ?? error.message}`);
      res.status(error.status ?? 503).json({ message: error.status ? error.message : unavailableMessage(error) });
    }
  });
  return Object.assign(router, { rememberedAddresses: () => failures.size });
}

export { releaseAdmin, closedReleaseAdmin, checkManifest, developmentToken };
