import crypto from 'node:crypto';

// A page whose first screen is already in its HTML (the prerendered landing page) shows it before
// any script runs. A deferred entry script may run before the browser's first paint when it
// arrives in time (on a fast network it does, on a phone its compile and federation
// start-up then hold the paint back), and every script that arrived before that paint counts
// towards the largest contentful paint in Lighthouse's simulation. So the entry is only
// downloaded with the page (preload) and run once the first paint is on screen: this inline
// script waits for the paint timing entry, then adds the entry script and the preloads of the
// start-up chunks. A page that is hidden (never paints) or a browser without paint timing starts
// at once; 1 s is the longest wait.
const STARTER = `(function (me) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    (me.getAttribute('data-preload') || '').split(' ').forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.src = me.getAttribute('data-entry');
    document.head.appendChild(script);
  }
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  new PerformanceObserver(function (list, observer) {
    observer.disconnect();
    setTimeout(start);
  }).observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
})(document.currentScript);`;

/** The CSP source of the starter ('sha256-...'), for script-src. */
const STARTER_HASH = `sha256-${crypto.createHash('sha256').update(STARTER).digest('base64')}`;

const ENTRY_SCRIPT = /<script defer(?:="defer")? src="([^"]+)"><\/script>/;

const attribute = (value: string) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The page template with its entry script started after the first paint: the deferred
 * `<script src>` becomes a preload of the same file plus the starter, which also preloads
 * `startupScripts` (URLs) when it starts. A template without a deferred entry script (hand-made
 * test pages) is returned as it is.
 */
function startAfterPaint(template: string, startupScripts: string[]): string {
  const match = template.match(ENTRY_SCRIPT);
  if (!match) return template;
  const entry = match[1];
  return template.replace(
    match[0],
    () =>
      `<link rel="preload" href="${attribute(entry)}" as="script">` +
      `<script data-entry="${attribute(entry)}" data-preload="${attribute(startupScripts.join(' '))}">${STARTER}</script>`,
  );
}

export { startAfterPaint, STARTER_HASH };
