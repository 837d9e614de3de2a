// jsdom setup for every front-end test: jest-dom matchers, the fake back end (MSW) and a fresh
// toast/redirect/storage/handler state so one test's toast or answers never leak into the next.
// (Node's fetch, streams and encoders come from the jest-fixed-jsdom environment.)
import '@testing-library/jest-dom';
import { resetLoginRedirect } from '../api/unauthorized';
import { resetToasts } from '../toast/toast-store';
import { apiServer } from './api-server';

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

afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  resetToasts();
  resetLoginRedirect();
  window.localStorage.clear();
});
