// `npm test`: the whole suite in one command. Type-check and lint, then unit and component tests,
// the API tests on embedded PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), a
// build of the browser app, and the browser tests in Debian's Chromium. Ends with one line
// 'tests: N passed, N failed' over every vitest run.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`=== ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

function vitest(title, project, env = {}) {
  const output = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  run(title, process.execPath, [
    'node_modules/vitest/vitest.mjs', 'run', '--project', project,
    '--reporter=default', '--reporter=json', `--outputFile.json=${output}`,
  ], env);
  if (!fs.existsSync(output)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(output, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

const bin = (name) => path.join('node_modules', '.bin', name);

// One project per side (docs/architecture.md): the app without Node's types, the server without the DOM.
for (const side of ['app', 'server', 'tools']) run(`type-check (${side})`, bin('tsc'), ['-p', `tsconfig.${side}.json`]);
run('lint', 'npm', ['run', '--silent', 'lint']);
vitest('unit and component tests', 'unit');
vitest('API tests (PGlite)', 'api', { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) vitest('API tests (PostgreSQL)', 'api');
if (run('build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'])) {
  vitest('browser tests', 'e2e');
}

fs.rmSync(resultsDir, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
