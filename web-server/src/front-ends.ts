// The front-end servers of one process: the shell and the remotes, each its own Express app on
// its own port (docs/decisions.md):
//   shell  -> :3000, its page (remote map inlined) for every route, /remotes.json from
//             REMOTE_*_URL and PREVIEW_ORIGINS and the release channel, /api/* proxied to GATEWAY_URL
//   remote -> :300N with CORS: its mf-manifest.json, remoteEntry.js and chunks
// Started by serve-app.ts (a process of their own: the front-end image, `npm start -w <app>`) and
// by the back end's one-process entry (api-gateway/src/one-process.ts), `npm start`'s default: an
// idle Node process costs tens of MB, and static servers need none of their own. A request that
// fails gets its 4xx/500 from its own app's error handler; the others never see it.
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import { APPS } from '../../scripts/mf/apps.mjs';
import { buildShellConfig } from '../../scripts/mf/remote-map.mjs';
import type { ReleaseStore } from '../../services/data/src/release-store';
import type { ReleaseChannel } from './release-channel';
import { startStaticServer, type StaticServer } from './static-server';

type FrontEndApp = (typeof APPS)[number];

/** One front end to start: its app and, unless it keeps the port table's, its port. */
export interface FrontEndSpec {
  app: FrontEndApp;
  port?: number;
}

/** `<app>[:port]` arguments (an app by name or folder: `shell:3000 mfe-auth:3001`), or null when
 * one names no app or no port. */
export function parseFrontEnds(args: string[]): FrontEndSpec[] | null {
  const specs = args.map((arg) => {
    const [name, port] = arg.split(':');
    return { app: APPS.find((candidate) => candidate.name === name || candidate.dir === name), port };
  });
  if (specs.length === 0 || specs.some(({ app, port }) => !app || (port !== undefined && !/^\d+$/.test(port)))) return null;
  return specs.map(({ app, port }) => ({ app: app as FrontEndApp, port: port === undefined ? undefined : Number(port) }));
}

export const FRONT_END_USAGE = `<${APPS.map((app) => app.name).join('|')}>[:port] ...`;

interface Release {
  channel: ReleaseChannel | null;
  admin: Router;
}

/**
 * The release channel (release-channel.ts), read from the database: DATABASE_URL, or outside
 * production the embedded default. Without one (a production shell given no database) the remote
 * map is the environment's and /release-channel answers 503 saying why.
 */
async function releaseChannelFor(root: string, appRoot: string, env: NodeJS.ProcessEnv, store?: ReleaseStore): Promise<Release> {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || (production ? '' : `sqlite:${path.join(appRoot, '.data', 'fairway.sqlite')}`);
  const { releaseAdmin, closedReleaseAdmin } = await import('./release-admin');
  if (!databaseUrl) {
    console.error('release channel: closed, no DATABASE_URL; serving the remote map of the environment');
    return { channel: null, admin: closedReleaseAdmin('The release channel is closed: set DATABASE_URL on the shell servers') };
  }
  // The database drivers are not in the front-end image's bundle (bundle.mjs): loaded on first use.
  const { createReleaseChannel } = await import('./release-channel');
  const manifestFile = path.join(root, 'mf-manifest.json');
  // The shell build's platform, what a release's range is checked against; none: releases are refused.
  const manifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : {};
  const channel = createReleaseChannel({ databaseUrl, store, defaults: () => buildShellConfig(env).remotes });
  const admin = releaseAdmin({
    channel,
    remotes: APPS.filter((candidate) => candidate.name !== 'shell').map((remote) => remote.name),
    platformVersion: manifest.metaData?.fairway?.platformVersion ?? null,
    repoRoot: appRoot,
    env,
  });
  return { channel, admin };
}

/** The front ends started, and a close() that stops them (and the release channel). */
export interface RunningFrontEnds {
  servers: StaticServer[];
  close: () => Promise<void>;
}

/**
 * Starts `specs`, each on its port (or, alone, on PORT; else the port table's), serving the
 * builds in `<appRoot>/<app folder>/dist`. Fails, leaving nothing listening, when one cannot start.
 * `releaseStore`: the shell's release channel reads and writes through it (the back end's
 * connection, in its process: one SQLite writer) instead of opening its own on DATABASE_URL.
 */
export async function startFrontEnds(
  specs: FrontEndSpec[],
  {
    appRoot,
    env = process.env,
    log = console.log,
    releaseStore,
  }: { appRoot: string; env?: NodeJS.ProcessEnv; log?: (line: string) => void; releaseStore?: ReleaseStore },
): Promise<RunningFrontEnds> {
  buildShellConfig(env); // fail fast on a bad REMOTE_*_URL or PREVIEW_ORIGINS
  const apiTarget = env.GATEWAY_URL || 'http://localhost:8080';
  const servers: StaticServer[] = [];
  const channels: ReleaseChannel[] = [];
  const close = async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(channels.map((channel) => channel.close()));
  };
  try {
    for (const { app, port } of specs) {
      const root = path.join(appRoot, app.dir, 'dist');
      const isShell = app.name === 'shell';
      const release = isShell ? await releaseChannelFor(root, appRoot, env, releaseStore) : null;
      if (release?.channel) channels.push(release.channel);
      const server = await startStaticServer({
        root,
        port: port ?? (specs.length === 1 && env.PORT ? Number(env.PORT) : app.port),
        host: env.HOST || '0.0.0.0',
        cors: !isShell,
        spa: isShell,
        apiTarget: isShell ? apiTarget : undefined,
        remoteMap: isShell
          ? (req: Request, res: Response) => {
              const config = buildShellConfig(env);
              return release?.channel ? { ...config, ...release.channel.choose(req, res) } : config;
            }
          : undefined,
        admin: release?.admin,
      }).catch((error: Error) => {
        throw new Error(`${app.dir}: ${error.message}`);
      });
      servers.push(server);
      log(`${app.dir} serving ${root} on ${server.url}`);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
