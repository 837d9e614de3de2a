import { useEffect, useState } from 'react';
import { loadRemoteModule } from './remote-loader';

/** A requestAnimationFrame callback runs just before a paint; a task queued from it, after. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function loadTogether(modules: readonly { remote: string; module: string }[], capMs: number): Promise<void> {
  return Promise.race([
    Promise.allSettled(modules.map(({ remote, module }) => loadRemoteModule(remote, module))).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
  ]);
}

/**
 * Loads a page's secondary regions once the page has painted, together: the promise settles when
 * all have loaded or failed, or after `capMs`, whichever comes first. Regions given it as
 * `startAfter` (RemoteModule) keep their skeletons until then and swap them in one frame, so a
 * card that grows does not push down another one already shown (layout shift); the cap keeps a
 * slow remote from holding back the others.
 */
export function useLoadAfterPaint(modules: readonly { remote: string; module: string }[], capMs: number): Promise<void> {
  const [gate] = useState(() => {
    let open!: () => void;
    const settled = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { settled, open };
  });
  useEffect(() => {
    // After the commit: the next paint shows the page around the regions.
    void afterNextPaint()
      .then(() => loadTogether(modules, capMs))
      .then(gate.open);
  }, [gate, modules, capMs]);
  return gate.settled;
}
