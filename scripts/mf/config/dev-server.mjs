// The dev server of an app (`npm run dev`): its port, /api proxied to the gateway, the remote map
// built from the environment, and the mocked-data worker (mocks.mjs).
import { buildShellConfig } from '../remote-map.mjs';
import { mockServiceWorkerFile } from './mocks.mjs';

const GATEWAY_URL = process.env.GATEWAY_URL || 'http://localhost:8080';

/**
 * A dev-server middleware answering `urlPath` with `body()`, never cached: the file changes while
 * the dev server runs (the remote map) or must not outlive it (MSW's worker).
 */
function uncachedFile({ name, urlPath, contentType, body }) {
  return {
    name,
    path: urlPath,
    middleware: (_req, res) => {
      res.setHeader('Content-Type', contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body());
    },
  };
}

/** @param {{ port: number, isHost: boolean }} options */
export function devServerConfig({ port, isHost }) {
  return {
    port,
    // HMR for the shell; remotes reload the page on change instead: HMR in a remote's
    // entries broke its standalone page ("Cannot read properties of undefined (reading 'call')").
    hot: isHost,
    liveReload: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: GATEWAY_URL, changeOrigin: false }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift(uncachedFile(mockServiceWorkerFile()));
      middlewares.unshift(
        uncachedFile({
          name: 'remote-map',
          urlPath: '/remotes.json',
          contentType: 'application/json',
          body: () => JSON.stringify(buildShellConfig()),
        }),
      );
      return middlewares;
    },
  };
}
