// jsdom setup for every front-end test: jest-dom matchers, the fake back end (MSW), the
// on-demand widgets' code loaded up front, and a fresh toast/redirect/storage/handler state so one
// test's toast or answers never leak into the next.
// (Node's fetch, streams and encoders come from the jest-fixed-jsdom environment.)
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadAllOnDemand } from '@fairway/ui';
import { resetLoginRedirect } from '../api/unauthorized';
import { resetToasts } from '../toast/toast-store';
import '../toast/toaster';
import { apiServer } from './api-server';

// findBy*/waitFor wait for what the user would see; their 1 s default lost to a busy 2-core box
// (a toast after a mocked save took longer), which made a correct test fail by timing. The
// ceiling only bounds a wait: a passing test returns as soon as its text appears.
configure({ asyncUtilTimeout: 10_000 });

// A request no handler answers (outside /api, which 404s) is a test bug, not a network call.
beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterAll(() => apiServer.close());

// jsdom has no PointerEvent; without it fireEvent.pointer* events carry no coordinates.
if (typeof window !== 'undefined' && typeof window.PointerEvent === 'undefined') {
  class PointerEvent extends MouseEvent {
    readonly pointerId: number;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerId = init.pointerId ?? 1;
    }
  }
  Object.assign(window, { PointerEvent });
}

// Radix Toast captures the pointer during a swipe; jsdom has no pointer capture.
if (typeof Element !== 'undefined' && !('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, { setPointerCapture() {}, releasePointerCapture() {}, hasPointerCapture: () => false });
}

// Radix Tooltip measures its arrow; jsdom has no ResizeObserver (and lays nothing out).
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  class ResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver });
}

// Dialogs, tooltips and toasts load their Radix code on first use (on-demand.tsx); loaded before
// each file's tests, they render at once, as they do in the browser after the first time.
beforeAll(() => loadAllOnDemand());

afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  resetToasts();
  resetLoginRedirect();
  window.localStorage.clear();
});
