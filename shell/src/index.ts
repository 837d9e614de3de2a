import { yieldToMain } from './startup/yield-to-main';

// Async boundary: shared singletons are negotiated with the Module Federation runtime before
// any app code runs. The largest libraries are evaluated first, each in its own task, so that
// no single start-up task runs them all (they are in the module cache when bootstrap imports them).
async function start() {
  await import('react-dom/client');
  await yieldToMain();
  await import('styled-components');
  await yieldToMain();
  await import('@fairway/platform');
  await yieldToMain();
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();
