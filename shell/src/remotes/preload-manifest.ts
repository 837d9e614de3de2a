/**
 * Downloads a remote's manifest without running anything: the federation runtime's later
 * `fetch(manifestUrl)` (same mode and credentials as `crossorigin="anonymous"`) takes the
 * preloaded response, so a module started after the first paint does not wait a round trip for it.
 */
export function preloadManifest(manifestUrl: string, doc: Document = document): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.crossOrigin = 'anonymous';
  link.href = manifestUrl;
  doc.head.append(link);
}
