'use strict';
// What a remote exposes: every module file of its src/exposes/, under its own name ('./Landing'
// for Landing.tsx). The federation table in @fairway/platform says what each must be; the check
// is scripts/mf/exposed-modules.ts.
const fs = require('node:fs');
const path = require('node:path');

/** @param {string} appDir @returns {Record<string, string>} */
function exposesOf(appDir) {
  const files = fs.readdirSync(path.join(appDir, 'src/exposes')).filter((file) => /^\w+\.tsx?$/.test(file));
  return Object.fromEntries(files.map((file) => [`./${file.replace(/\.tsx?$/, '')}`, `./src/exposes/${file}`]));
}

module.exports = { exposesOf };
