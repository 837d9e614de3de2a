'use strict';
const helmet = require('helmet');

/** Distinct origins of the remote map's manifest URLs and the preview allowlist. */
function codeOrigins(shellConfig) {
  const origins = new Set(shellConfig.previewOrigins ?? []);
  for (const url of Object.values(shellConfig.remotes ?? {})) origins.add(new URL(url).origin);
  return [...origins];
}

/**
 * Helmet's headers for every response of a front-end server. The page may run code only from
 * itself and from the origins of the remote map and the preview allowlist (`getShellConfig`,
 * read per request: the map is deployment configuration, see remote-map.cjs). styled-components
 * injects <style> elements at run time, so styles (not scripts) allow inline.
 * `remote`: a remote's assets are loaded by pages of other origins (Cross-Origin-Resource-Policy).
 *
 * @param {{ getShellConfig?: () => { remotes: object, previewOrigins: string[] }, remote?: boolean,
 *   scriptHashes?: string[] }} options
 */
function securityHeaders({ getShellConfig, remote = false, scriptHashes = [] } = {}) {
  const origins = (_req, res) => res.locals.codeOrigins ?? '';
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), origins],
        connectSrc: ["'self'", origins],
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
  const hsts = helmet.strictTransportSecurity({ maxAge: 31536000, includeSubDomains: true });
  return (req, res, next) => {
    if (getShellConfig) {
      try {
        res.locals.codeOrigins = codeOrigins(getShellConfig()).join(' ');
      } catch (error) {
        next(error);
        return;
      }
    }
    headers(req, res, (error) => {
      if (error || req.protocol !== 'https') next(error);
      else hsts(req, res, next);
    });
  };
}

module.exports = { securityHeaders, codeOrigins };
