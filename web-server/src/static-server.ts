// One front-end server: the shell (its page for every route, /remotes.json, /api proxied to the
// gateway) or a remote (its manifest, remote entry and chunks, with CORS). Express with kept
// middleware: express-static-gzip/serve-static for the build's files and their precompressed
// .br/.gz twins (emitted by the build), helmet for the security headers, http-proxy-middleware
// for /api. Run by serve-app.ts (`node web-server/dist/serve-app.js <app>[:port] ...`) and, in
// `npm start`'s one-process default, inside the back end's process (front-ends.ts).
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { apiProxy, trustProxySetting } from './api-proxy';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from './cache-policy';
import { errorAnswer, requestGuard } from './request-guard';
import { securityHeaders } from './security-headers';
import { isRefusedPath } from './served-path';
import { shellPage } from './shell-page';
import type { ShellConfig, ShellConfigFor } from './shell-config';

// Edges the servers sit behind (the Kubernetes ingress, a local nginx) are named by TRUST_PROXY:
// only their X-Forwarded-For/-Proto/-Host are believed. None by default: a browser reaches these
// servers directly, and any client on a private network could otherwise name its own address.
// Above any load balancer in front (commonly 60 s idle), so it closes idle connections first.
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

// Allow-Methods and -Headers are read only from a preflight's answer: on every file they were
// ~80 bytes of each response for nothing.
function allowAnyOrigin(req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.status(204).end();
  } else next();
}

/**
 * The build's files and their precompressed twins. A content-hashed file is cached for good and
 * never revalidated, so it carries no ETag or Last-Modified (~70 bytes of every response; a page
 * loads mostly such files); every other file is revalidated with them (ETag -> 304).
 */
function buildFiles(rootDir: string): RequestHandler {
  const serve = (validators: boolean) =>
    expressStaticGzip(rootDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        redirect: false,
        cacheControl: false,
        dotfiles: 'ignore',
        etag: validators,
        lastModified: validators,
        setHeaders: (res: http.ServerResponse, file: string) => res.setHeader('Cache-Control', cacheControlFor(file)),
      },
    });
  const immutable = serve(false);
  const revalidated = serve(true);
  return (req, res, next) => (cacheControlFor(req.path) === IMMUTABLE ? immutable : revalidated)(req, res, next);
}

// Build artefacts for people and tools, not for browsers (source maps, mf-stats.json) and
// dotfiles: they stay in dist/ on disk; asked for over HTTP, however the path is spelt
// (served-path.ts), they are missing like any other file.
function refuseBuildArtefacts(req: Request, res: Response, next: NextFunction): void {
  if (isRefusedPath(req.originalUrl.split('?')[0])) res.status(404).type('text/plain').send('Not found');
  else next();
}

function onlyReads(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD') next();
  else res.status(405).set('Allow', 'GET, HEAD').end();
}

/** One front end's options (createFrontEndApp). */
export interface FrontEndOptions {
  root: string;
  cors?: boolean;
  spa?: boolean;
  remoteMap?: ShellConfigFor;
  admin?: RequestHandler;
  apiTarget?: string;
  trustProxy?: string;
  log?: (line: string) => void;
}
/** A listening front-end server. */
export interface StaticServer {
  server: http.Server;
  url: string;
  close: () => Promise<void>;
}

/**
 * The Express app of one front end.
 * `remoteMap` gives the shell's configuration `{ remotes, previewOrigins }` (scripts/mf/remote-map.mjs) for
 * one request (the release channel chooses per visitor; asked once per response). `admin`: the
 * release channel's operator routes (release-admin.ts).
 */
function createFrontEndApp({
  root,
  cors = false,
  spa = true,
  remoteMap: remoteMapFor,
  admin,
  apiTarget,
  trustProxy = process.env.TRUST_PROXY,
  log = console.error,
}: FrontEndOptions): Express {
  const rootDir = path.resolve(root);
  const entry = spa ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(rootDir, entry))) {
    throw new Error(`${rootDir} has no build (${entry} missing); run the app's build first`);
  }
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxySetting(trustProxy));
  app.set('etag', 'strong');

  const remoteMap: ShellConfigFor | undefined =
    remoteMapFor && ((req, res) => (res.locals.shellConfig ??= remoteMapFor(req, res)) as ShellConfig);
  app.use(requestGuard);
  if (apiTarget) app.use(apiProxy(apiTarget, { log }));
  // Before the page's headers and the read-only rule: an operator's POST with a JSON answer.
  if (admin) app.use(admin);
  const page = spa ? shellPage({ rootDir, getShellConfig: remoteMap }) : null;
  app.use(securityHeaders({ getShellConfig: remoteMap, remote: !spa, scriptHashes: page?.scriptHashes }));
  if (cors) app.use(allowAnyOrigin);
  app.use(onlyReads);

  if (remoteMap) {
    app.get('/remotes.json', (req, res) => {
      res.set('Cache-Control', REVALIDATE).set('Vary', 'Cookie').json(remoteMap(req, res));
    });
  }
  // The page is rendered per request (it carries the remote map); never served as a file.
  if (page) app.get('/index.html', page.handler);
  app.use(refuseBuildArtefacts);
  app.use(buildFiles(rootDir));
  app.use((req, res, next) => {
    // A client-side route of the shell gets the page; a missing file is a 404.
    if (page && path.extname(req.path) === '') page.handler(req, res, next);
    else res.status(404).type('text/plain').send('Not found');
  });
  app.use(errorAnswer(log));
  return app;
}

/**
 * Starts one front-end server (see createFrontEndApp for the options; plus `port` and `host`).
 */
function startStaticServer({
  port,
  host = '0.0.0.0',
  ...options
}: FrontEndOptions & { port: number; host?: string }): Promise<StaticServer> {
  const app = createFrontEndApp(options);
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (error) => {
      if (error) {
        reject(error);
        return;
      }
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
      resolve({
        server,
        url: `http://localhost:${(server.address() as AddressInfo).port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

export { createFrontEndApp, startStaticServer };
