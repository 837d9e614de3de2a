// The platform contract (exposed modules' props, the platform's API) is versioned: it may change
// only together with @fairway/platform's version, whose contract snapshot is then written once
// (platform-contract.mjs --write). A remote's exposed component that leaves the table fails the
// type-check (exposed-modules.ts); a table or API change without a bump fails here.
import fs from 'node:fs';
import { describePlatformContract, platformVersion, snapshotFile } from './platform-contract.mjs';

it("matches the committed contract of the platform's version", () => {
  const version = platformVersion();
  const file = snapshotFile(version);
  if (!fs.existsSync(file)) {
    throw new Error(`No contract snapshot of @fairway/platform ${version}: run node scripts/mf/platform-contract.mjs --write`);
  }
  const contract = describePlatformContract();
  if (contract !== fs.readFileSync(file, 'utf8')) {
    throw new Error(
      `The platform contract (exposed modules' props or the @fairway/platform API) changed, but @fairway/platform is still ` +
        `${version}: bump its version (docs/compatibility.md, "Versioning the platform") and run node scripts/mf/platform-contract.mjs --write. ` +
        `Differences: diff <(node scripts/mf/platform-contract.mjs) ${file}`,
    );
  }
}, 120_000);
