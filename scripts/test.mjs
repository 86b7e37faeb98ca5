#!/usr/bin/env node
// `npm test`: type-check, lint, format check, web build, then every Vitest suite (unit, server
// integration on PGlite, browser). When DATABASE_URL is set the server suite runs a second time
// against that PostgreSQL server. Ends with one line: `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const tmp = '.tmp';
mkdirSync(tmp, { recursive: true });
let passed = 0;
let failed = 0;
const failures = [];

function step(name, command, args, env = process.env) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  const ok = result.status === 0;
  if (!ok) failures.push(name);
  return ok;
}

function check(name, command, args) {
  if (step(name, command, args)) passed += 1;
  else failed += 1;
}

function vitest(name, args, env) {
  const report = `${tmp}/vitest-${name}.json`;
  rmSync(report, { force: true });
  const ok = step(
    `tests (${name})`,
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  try {
    const summary = JSON.parse(readFileSync(report, 'utf8'));
    passed += summary.numPassedTests;
    failed += summary.numFailedTests;
    // A suite that failed to load has no failing test of its own: count it once.
    if (!ok && summary.numFailedTests === 0) failed += Math.max(1, summary.numFailedTestSuites);
  } catch {
    failed += 1;
  }
}

try {
  ensureChromium();
  passed += 1;
} catch (error) {
  console.error(error);
  failures.push('chromium');
  failed += 1;
}

check('type-check (tsc -b)', 'npx', ['tsc', '-b']);
check('lint (eslint)', 'npx', ['eslint', '.', '--max-warnings', '0']);
check('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
check('web build (vite)', 'npm', ['run', '-s', 'build', '-w', '@haetbit/web']);

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
vitest('pglite', [], envWithoutDatabase);
if (DATABASE_URL) {
  vitest('postgres', ['--project', 'server'], { ...process.env, DATABASE_URL });
}

const line = `${passed} passed, ${failed} failed`;
writeFileSync(`${tmp}/test-summary.txt`, `${line}\n`);
if (failures.length > 0) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${line}`);
process.exit(failed > 0 ? 1 : 0);
