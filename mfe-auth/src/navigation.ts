/** A full page load. Used where the app must start from a clean slate (after the session
 * ended), and mockable in tests, where jsdom cannot navigate. */
export function loadPage(path: string): void {
  window.location.assign(path);
}
