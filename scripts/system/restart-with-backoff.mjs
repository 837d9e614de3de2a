// The restart policy of the supervisor: a server that dies on its own is restarted after a
// backoff while the others keep serving.

/** Restart delays after a server dies: 0.5 s, then doubling up to 30 s. */
const RESTART_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 16000, 30000];
/** A server that ran this long before dying starts again from the shortest delay. */
const HEALTHY_RUN_MS = 60_000;

/**
 * Restarts a server that exits on its own (any exit not asked for by stop()), after a delay that
 * doubles with each failure in a row, and says so. The flow-controller shape is concurrently's.
 */
export class RestartWithBackoff {
  constructor({ log, isSupervising, whenReady }) {
    this.log = log;
    this.isSupervising = isSupervising;
    this.whenReady = whenReady;
    this.timers = new Set();
  }

  handle(commands) {
    for (const command of commands) {
      let failures = 0;
      let startedAt = Date.now();
      let diedAt = 0;
      command.close.subscribe(({ exitCode, killed }) => {
        if (killed || !this.isSupervising()) return;
        diedAt = Date.now();
        if (Date.now() - startedAt >= HEALTHY_RUN_MS) failures = 0;
        const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)];
        failures += 1;
        this.log(`${command.name} exited (${exitCode}); restarting in ${delay / 1000} s (failure ${failures} in a row)`);
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (!this.isSupervising()) return;
          startedAt = Date.now();
          command.start();
          this.log(`${command.name} restarted (pid ${command.pid})`);
          this.whenReady(command).then(
            () => this.log(`${command.name} is serving again, ${((Date.now() - diedAt) / 1000).toFixed(1)} s after it died`),
            () => {}, // it died again: its close says so
          );
        }, delay);
        this.timers.add(timer);
      });
    }
    // concurrently finishes once every command has closed: with a single supervised process (the
    // one-process back end started alone) that is every crash, and cancelling then would drop the
    // very restart just scheduled. Only stop() (supervising no more) ends the restarts.
    return { commands, onFinish: () => (this.isSupervising() ? undefined : this.cancel()) };
  }

  cancel() {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
