import fs from 'node:fs';
import path from 'node:path';
import type { NextFunction, Request, Response } from 'express';
import { createPreloads } from './preload-links';
import { createPrerenderedPage, createSignedInFrame } from './prerendered-page';
import { startAfterPaint, STARTER_HASH } from './start-after-paint';
import type { ShellConfigFor } from './shell-config';

// The id of the JSON block in the shell's page that carries /remotes.json's document, so the
// shell starts loading remotes without first asking for the map (shell/src/remotes/remote-map.ts).
const SHELL_CONFIG_ID = 'shell-config';
const ROOT = '<div id="root"></div>';

/** JSON safe inside a <script> element: no "</script>" or "<!--" can end or change it. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** CSS safe inside a <style> element. */
const styleSafe = (css: string) => css.replace(/<\//g, '<\\/');

/**
 * The shell's index.html, rendered per request with the deployment's remote map inlined as a
 * data block (type="application/json": never executed, so the CSP needs no hash for it), with
 * the route's first remote modules, and the preloads of the shell's startup code (preload-links.ts).
 * A signed-out '/' also carries its first screen as HTML and CSS, prerendered at build time
 * (prerendered-page.ts), which the shell hydrates; a signed-in '/' the dashboard's frame, which
 * the shell renders over.
 * Express adds a strong ETag and answers 304 when it matches; Cache-Control: no-cache.
 */
function shellPage({ rootDir, getShellConfig, fetchImpl }: { rootDir: string; getShellConfig?: ShellConfigFor; fetchImpl?: typeof fetch }) {
  const template = fs.readFileSync(path.join(rootDir, 'index.html'), 'utf8');
  if (!template.includes('</head>')) throw new Error(`${rootDir}/index.html has no </head>`);

  const preloads = createPreloads({ rootDir });
  // A prerendered page runs its code after its first paint (start-after-paint.ts).
  const paintFirstTemplate = template.includes(ROOT) ? startAfterPaint(template, preloads.startupScripts) : template;
  // A page without the empty root element (hand-made test pages) has nowhere to put prerendered HTML.
  const prerenderedFor: ReturnType<typeof createPrerenderedPage> = template.includes(ROOT)
    ? createPrerenderedPage({ rootDir, fetchImpl })
    : async () => null;
  const signedInFrameFor: ReturnType<typeof createSignedInFrame> = template.includes(ROOT) ? createSignedInFrame({ rootDir }) : () => null;

  async function render(req: Request, res: Response): Promise<string> {
    if (!getShellConfig) return template.replace('</head>', `${preloads.links(req).join('')}</head>`);
    const shellConfig = getShellConfig(req, res);
    const prerendered = await prerenderedFor(req, shellConfig.remotes);
    // Hydrated (the landing) or rendered over (the signed-in frame): either paints before the code.
    const painted = prerendered ?? signedInFrameFor(req);
    // The route's first remote modules ride along with the map: the shell starts them at once.
    const config = { ...shellConfig, startModules: preloads.modulesFor(req), ...(prerendered ? { prerendered: prerendered.config } : {}) };
    const head = [
      // The landing preloads the startup scripts after its first paint (the starter). The signed-in
      // frame's code downloads and runs as on a page without one (its first paint comes long
      // before the code on a phone), and its remotes' manifests download with the page too.
      ...(prerendered ? [] : preloads.links(req)),
      ...(painted && !prerendered ? preloads.manifestLinks(config.startModules, shellConfig.remotes) : []),
      painted ? `<style id="prerendered-css">${styleSafe(painted.css)}</style>` : '',
      `<script id="${SHELL_CONFIG_ID}" type="application/json">${scriptSafeJson(config)}</script>`,
    ].join('');
    const page = (prerendered ? paintFirstTemplate : template).replace('</head>', `${head}</head>`);
    return painted ? page.replace(ROOT, () => `<div id="root">${painted.html}</div>`) : page;
  }

  return {
    scriptHashes: [STARTER_HASH],
    handler(req: Request, res: Response, next: NextFunction): void {
      render(req, res).then((html) => res.set('Cache-Control', 'no-cache').set('Vary', 'Cookie').type('html').send(html), next);
    },
  };
}

export { shellPage, scriptSafeJson, SHELL_CONFIG_ID };
