import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { ShellConfig, ShellConfigFor } from './shell-config';

/** Distinct origins of the remote map's manifest URLs and the preview allowlist. */
function codeOrigins(shellConfig: ShellConfig): string[] {
  const origins = new Set<string>(shellConfig.previewOrigins ?? []);
  for (const url of Object.values(shellConfig.remotes ?? {})) origins.add(new URL(url).origin);
  return [...origins];
}

// Files that are only ever subresources (scripts, styles, data, source maps, raster images):
// the document headers (CSP, frame and opener policies, the legacy X-* ones) have no effect on
// them, and on a page of many script files they added up on the wire. The
// service worker's script keeps them: a worker's CSP comes from its script's response.
const SUBRESOURCE = /\.(js|css|json|map|png|jpe?g|webp|gif|ico|woff2?)$/;
const WORKER_SCRIPT = '/sw.js';

const isSubresource = (req: Request) => SUBRESOURCE.test(req.path) && req.path !== WORKER_SCRIPT;

/**
 * Helmet's headers for every response of a front-end server (subresources get only nosniff,
 * Cross-Origin-Resource-Policy and Referrer-Policy, see SUBRESOURCE). The page may run code only from
 * itself and from the origins of the remote map and the preview allowlist (`getShellConfig`,
 * read per request: the map is deployment configuration, see scripts/mf/remote-map.mjs). styled-components
 * injects <style> elements at run time, so styles (not scripts) allow inline. The map is the one
 * this request's visitor gets (the release channel may give them a canary build).
 * `remote`: a remote's assets are loaded by pages of other origins (Cross-Origin-Resource-Policy).
 */
function securityHeaders({
  getShellConfig,
  remote = false,
  scriptHashes = [],
}: { getShellConfig?: ShellConfigFor; remote?: boolean; scriptHashes?: string[] } = {}): RequestHandler {
  // helmet calls a directive's function with Node's request and response: Express's own.
  const origins = (_req: unknown, res: unknown) => ((res as Response).locals.codeOrigins as string | undefined) ?? '';
  type Source = string | typeof origins;
  const documentHeaders = (connectSrc: Source[]) =>
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), origins],
          connectSrc,
          imgSrc: ["'self'", 'data:', origins],
          styleSrc: ["'self'", "'unsafe-inline'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: remote ? 'cross-origin' : 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only over HTTPS (below): HSTS on a plain-http localhost would pin the browser to https.
      strictTransportSecurity: false,
    });
  const headers = documentHeaders(["'self'", origins]);
  // The service worker keeps the CSP of the day it was installed, while the release channel may
  // give this visitor a build on another origin at the next page load: the worker may fetch any
  // https origin (and local ones). It only forwards requests that the page's own CSP, computed
  // per request, has already allowed.
  const workerHeaders = documentHeaders(["'self'", 'https:', 'http://localhost:*', 'http://127.0.0.1:*', origins]);
  const subresourceHeaders = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    crossOriginResourcePolicy: { policy: remote ? 'cross-origin' : 'same-origin' },
    // A stylesheet's own requests (url()) follow its response's policy.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  return (req, res, next) => {
    if (getShellConfig && !isSubresource(req)) {
      try {
        res.locals.codeOrigins = codeOrigins(getShellConfig(req, res)).join(' ');
      } catch (error) {
        next(error);
        return;
      }
    }
    const chosen = req.path === WORKER_SCRIPT ? workerHeaders : isSubresource(req) ? subresourceHeaders : headers;
    chosen(req, res, (error) => {
      if (error || req.protocol !== 'https') next(error);
      else hsts(req, res, next);
    });
  };
}

export { securityHeaders, codeOrigins };
