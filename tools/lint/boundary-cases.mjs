// Lints small snippets as if they stood at given paths, and prints which broke a boundary rule
// (JSON). boundaries.test.ts runs it: each rule of eslint.config.mjs must refuse its bad case and
// accept its good one, so the boundaries cannot be switched off unnoticed. A case names its rule
// when it is not the import restriction.
import path from 'node:path';
import { ESLint } from 'eslint';

export const CASES = [
  // Remotes never import remotes or the shell.
  {
    file: 'mfe-rounds/src/x.ts',
    code: "import { LeaguesPage } from '../../mfe-leagues/src/pages/leagues-page';\nexport { LeaguesPage };",
    bad: true,
  },
  { file: 'mfe-rounds/src/x.ts', code: "import { x } from 'mfe-calendar/src/api';\nexport { x };", bad: true },
  { file: 'mfe-auth/src/x.ts', code: "import { AppRoutes } from '../../shell/src/routes';\nexport { AppRoutes };", bad: true },
  {
    file: 'mfe-rounds/src/x.ts',
    code: "import { api } from '@fairway/platform';\nimport { roundsApi } from './api';\nexport { api, roundsApi };",
    bad: false,
  },
  // The shell never imports a remote's source.
  { file: 'shell/src/x.ts', code: "import { calendarApi } from '../../mfe-calendar/src/api';\nexport { calendarApi };", bad: true },
  // Packages never import apps.
  { file: 'packages/ui/src/x.ts', code: "import { AppRoutes } from '../../../shell/src/routes';\nexport { AppRoutes };", bad: true },
  {
    file: 'packages/platform/src/x.ts',
    code: "import { roundsApi } from '../../../mfe-rounds/src/api';\nexport { roundsApi };",
    bad: true,
  },
  { file: 'packages/contracts/src/x.ts', code: "import { api } from '@fairway/platform';\nexport { api };", bad: true },
  // Services and the gateway never import front-end code.
  { file: 'services/rounds/src/x.ts', code: "import { Button } from '@fairway/ui';\nexport { Button };", bad: true },
  { file: 'api-gateway/src/x.ts', code: "import { createElement } from 'react';\nexport { createElement };", bad: true },
  { file: 'services/rounds/src/x.ts', code: "import { PAR } from '@fairway/contracts';\nexport { PAR };", bad: false },
  // The demo world stays a chunk of its own.
  {
    file: 'packages/platform/src/api/x.ts',
    code: "import { createDemoAdapter } from '../demo/adapter';\nexport { createDemoAdapter };",
    bad: true,
  },
  { file: 'packages/platform/src/api/x.ts', code: "import { isDemoMode } from '../demo/demo-flag';\nexport { isDemoMode };", bad: false },
  { file: 'packages/platform/src/api/x.ts', code: "export const load = () => import('../demo/adapter');", bad: false },
  { file: 'packages/platform/src/demo/demo-flag.ts', code: "import { world } from './world';\nexport { world };", bad: true },
  // react-router-dom: only the names the shared facade re-exports.
  {
    file: 'mfe-leagues/src/x.ts',
    code: "import { createBrowserRouter } from 'react-router-dom';\nexport { createBrowserRouter };",
    bad: true,
  },
  { file: 'mfe-leagues/src/x.ts', code: "import { Link, useParams } from 'react-router-dom';\nexport { Link, useParams };", bad: false },
  { file: 'mfe-leagues/src/x.ts', code: "import type { RouteObject } from 'react-router-dom';\nexport type { RouteObject };", bad: false },
  // A format is told apart by its traits, never by its name, outside its folder and the engine.
  ...[
    "export const f = (format: string) => format === 'stableford';",
    "export const f = (format: string) => 'net-average' !== format;",
    "export const f = (format: string) => { switch (format) { case 'points': return 1; default: return 0; } };",
  ].flatMap((code) => [
    { file: 'mfe-leagues/src/x.ts', code, bad: true, rule: 'no-restricted-syntax' },
    { file: 'bench/soak/x.ts', code, bad: true, rule: 'no-restricted-syntax' },
    { file: 'packages/contracts/src/league-formats/x.ts', code, bad: false, rule: 'no-restricted-syntax' },
  ]),
  {
    file: 'services/notifications/src/x.ts',
    code: "import { formatTraits } from '@fairway/contracts';\nexport const f = (format: string) => formatTraits(format).holeByHole;",
    bad: false,
    rule: 'no-restricted-syntax',
  },
];

const ROOT = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const results = [];
for (const { file, code, bad, rule = '@typescript-eslint/no-restricted-imports' } of CASES) {
  const [report] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  const refused = report.messages.some((message) => message.ruleId === rule);
  const others = report.messages.filter((message) => message.ruleId !== rule).map((m) => m.message);
  results.push({ file, code, bad, refused, others });
}
process.stdout.write(JSON.stringify(results));
