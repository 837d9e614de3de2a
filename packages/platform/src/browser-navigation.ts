/**
 * Full page navigations (to /api/login, into and out of the demo) go through this object so
 * tests can observe them; jsdom cannot navigate.
 */
export const browserNavigation = {
  go(url: string): void {
    window.location.href = url;
  },
};
