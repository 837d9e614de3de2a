'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { createPreloads } = require('./preload-links.cjs');

// The id of the JSON block in the shell's page that carries /remotes.json's document, so the
// shell starts loading remotes without first asking for the map (shell/src/remotes/remote-map.ts).
const SHELL_CONFIG_ID = 'shell-config';

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or change it. */
function scriptSafeJson(value) {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The shell's index.html, rendered per request with the deployment's remote map inlined as a
 * data block (type="application/json": never executed, so the CSP needs no hash for it), with
 * the route's first remote modules, and the preloads of the shell's startup code (preload-links.cjs).
 * Express adds a strong ETag and answers 304 when it matches; Cache-Control: no-cache.
 *
 * @param {{ rootDir: string, getShellConfig?: () => object }} options
 */
function shellPage({ rootDir, getShellConfig }) {
  const template = fs.readFileSync(path.join(rootDir, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error(`${rootDir}/index.html has no </head>`);

  const preloads = createPreloads({ rootDir });

  function render(req) {
    // The route's first remote modules ride along with the map: the shell starts them at once.
    const config = getShellConfig
      ? `<script id="${SHELL_CONFIG_ID}" type="application/json">${scriptSafeJson({ ...getShellConfig(), startModules: preloads.modulesFor(req) })}</script>`
      : '';
    return template.replace('</head>', `${preloads.links(req).join('')}${config}</head>`);
  }

  return {
    scriptHashes: [],
    handler(req, res) {
      res.set('Cache-Control', 'no-cache').set('Vary', 'Cookie').type('html').send(render(req));
    },
  };
}

module.exports = { shellPage, scriptSafeJson, SHELL_CONFIG_ID };
