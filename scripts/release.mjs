#!/usr/bin/env node
// The release channel from the command line (docs/deploy.md, "Release channel"):
//   npm run release -- status
//   npm run release -- <remote> <manifest URL> [--canary <percent>]
//   npm run release -- <remote> --promote
//   npm run release -- <remote> --rollback
// Talks to a shell server (SHELL_URL, default http://localhost:3000) with the deploy token:
// DEPLOY_TOKEN, or from the project folder the development token a shell server outside
// production keeps in .data/deploy-token. The change is recorded as RELEASE_ACTOR (default
// user@host). It applies on the next page load on every shell replica.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const USAGE = `usage: npm run release -- status
       npm run release -- <remote> <manifest URL> [--canary <percent>]
       npm run release -- <remote> --promote | --rollback`;

function fail(message, code = 1) {
  console.error(message);
  process.exit(code);
}

function parse(args) {
  if (args.length === 1 && args[0] === 'status') return { command: 'status' };
  const [remote, second, ...rest] = args;
  if (!remote || !second) fail(USAGE, 2);
  if (second === '--promote' && rest.length === 0) return { command: 'change', remote, body: { action: 'promote' } };
  if (second === '--rollback' && rest.length === 0) return { command: 'change', remote, body: { action: 'rollback' } };
  if (second.startsWith('--')) fail(USAGE, 2);
  if (rest.length === 0) return { command: 'change', remote, body: { action: 'activate', manifestUrl: second } };
  if (rest[0] === '--canary' && rest.length === 2 && /^\d+$/.test(rest[1])) {
    return { command: 'change', remote, body: { action: 'canary', manifestUrl: second, percent: Number(rest[1]) } };
  }
  return fail(USAGE, 2);
}

function deployToken() {
  if (process.env.DEPLOY_TOKEN) return process.env.DEPLOY_TOKEN;
  const file = path.join(import.meta.dirname, '..', '.data', 'deploy-token');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  return fail('No deploy token: set DEPLOY_TOKEN (a shell server outside production writes one to .data/deploy-token when it starts)');
}

const describe = (state) =>
  state.canaryUrl ? `${state.stableUrl}, canary ${state.canaryUrl} for ${state.canaryPercent}%` : `${state.stableUrl}`;

function printStatus({ remotes, changes }) {
  console.log('remote    stable / canary');
  for (const [remote, state] of Object.entries(remotes)) {
    console.log(`${remote.padEnd(9)} stable ${state.stableUrl}`);
    if (state.canaryUrl) console.log(`${''.padEnd(9)} canary ${state.canaryUrl} (${state.canaryPercent}% of visitors)`);
    if (state.rollbackTo) console.log(`${''.padEnd(9)} --rollback returns all to ${state.rollbackTo}`);
  }
  console.log(changes.length ? '\nlatest changes (newest first)' : '\nno changes recorded');
  for (const change of changes) {
    console.log(`${change.at}  ${change.actor}  ${change.remote} ${change.action}: ${describe(change.from)} -> ${describe(change.to)}`);
  }
}

const options = parse(process.argv.slice(2));
const shellUrl = (process.env.SHELL_URL || 'http://localhost:3000').replace(/\/$/, '');
const headers = { Authorization: `Bearer ${deployToken()}`, 'Content-Type': 'application/json' };
const actor = process.env.RELEASE_ACTOR || `${os.userInfo().username}@${os.hostname()}`;
let response;
try {
  response =
    options.command === 'status'
      ? await fetch(`${shellUrl}/release-channel`, { headers })
      : await fetch(`${shellUrl}/release-channel/${encodeURIComponent(options.remote)}`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...options.body, actor }),
        });
} catch (error) {
  fail(`The shell server at ${shellUrl} did not answer (${error.cause?.message ?? error.message}); set SHELL_URL`);
}
const body = await response.json().catch(() => ({}));
if (!response.ok) fail(`Refused (${response.status}): ${body.message ?? 'no reason given'}`);
if (options.command === 'status') printStatus(body);
else {
  console.log(`${options.remote} ${options.body.action}: ${describe(body.from)} -> ${describe(body.to)}`);
  console.log('Applies on the next page load on every shell replica (within a second).');
}
