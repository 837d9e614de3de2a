// Mocked data for a remote's standalone page (mfe-calendar's /mock): MSW's service worker, served
// by the dev server only, so no build ships a request-intercepting worker.
import fs from 'node:fs';
import { createRequire } from 'node:module';

/** The worker's file as the dev server answers it: name, URL path, content type and body. */
export function mockServiceWorkerFile() {
  return {
    name: 'msw-worker',
    urlPath: '/mockServiceWorker.js',
    contentType: 'text/javascript',
    body: () => fs.readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js')),
  };
}
