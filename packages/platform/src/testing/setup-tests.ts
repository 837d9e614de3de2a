// jsdom setup for every front-end test: jest-dom matchers, the encoders jsdom lacks, and a fresh
// toast/redirect/storage state so one test's toast never leaks into the next.
import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { resetLoginRedirect } from '../api/unauthorized';
import { resetToasts } from '../toast/toast-store';

// jsdom lacks these; react-router needs them at import time.
if (typeof globalThis.TextEncoder === 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
}

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
  resetToasts();
  resetLoginRedirect();
  window.localStorage.clear();
});
