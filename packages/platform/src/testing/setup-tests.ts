// jsdom setup for every front-end test: jest-dom matchers, and a fresh toast/redirect state so
// one test's toast never leaks into the next.
import '@testing-library/jest-dom';
import { resetLoginRedirect } from '../api/unauthorized';
import { resetToasts } from '../toast/toast-store';

afterEach(() => {
  resetToasts();
  resetLoginRedirect();
  window.localStorage.clear();
});
