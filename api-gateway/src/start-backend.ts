// `npm run start:backend -w @fairway/api-gateway`: the four services and the gateway, with the
// environment of this shell (nothing required: embedded SQLite, database sessions).
import { startBackend } from './backend-processes';

async function main() {
  const backend = await startBackend();
  console.log(`back end ready: gateway ${backend.urls.gateway} (services on ports 4001-4004)`);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    backend.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // One process dying takes the rest down, so a half-running back end is never left behind.
  for (const [name, child] of Object.entries(backend.processes)) {
    child.once('exit', (code) => {
      if (stopping) return;
      console.error(`${name} exited with code ${code}; stopping the back end`);
      stopping = true;
      backend.stop().then(() => process.exit(1));
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
