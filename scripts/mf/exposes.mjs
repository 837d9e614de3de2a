// What a remote exposes: every module file of its src/exposes/, under its own name ('./Landing'
// for Landing.tsx). The federation table in @fairway/platform says what each must be; the check
// is scripts/mf/exposed-modules.ts.
import fs from 'node:fs';
import path from 'node:path';

/** @param {string} appDir @returns {Record<string, string>} */
function exposesOf(appDir) {
  const files = fs.readdirSync(path.join(appDir, 'src/exposes')).filter((file) => /^\w+\.tsx?$/.test(file));
  return Object.fromEntries(files.map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]));
}

export { exposesOf };
