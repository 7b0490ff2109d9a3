// `npm test`: the whole suite in one command: type-checks and lint, unit and component tests, the
// API tests on embedded PGlite (and again on PostgreSQL when TEST_DATABASE_URL is set), a build of
// the browser app, the browser tests in Debian's Chromium, and the process-level tests (tests/ops:
// the built server on PostgreSQL clusters of their own, behind nginx). Ends with one line
// 'tests: N passed, N failed' over every vitest run, and the suite's time.
//
// The steps run two at a time, as many as these machines and CI have cores: first the three
// type-checks and lint, then the build, then the browser tests beside the unit tests and the two
// API runs one after another (each its own database, server and files). The browser tests are the
// longest step, so they start as soon as there is a build. The process-level tests start with them,
// a third lane that mostly waits on the processes it starts and stops. A step run beside another prints its output when it is done, in
// one piece; the browser tests print as they go. The unit tests take one worker here, so the
// browser tests always have a core of their own.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer } from './build-server.mjs';

const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hyp-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const CORES = 2;

const bin = (name) => path.join('node_modules', '.bin', name);

const command = (title, cmd, args, env = {}) => ({ title, cmd, args, env });

const vitest = (title, project, env = {}, extra = []) => {
  const report = path.join(resultsDir, `${title.replace(/\W+/g, '-')}.json`);
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', project, ...extra, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  return { ...command(title, process.execPath, args, env), report };
};

function count(step) {
  if (!step.report) return;
  if (!fs.existsSync(step.report)) {
    totals.failed += 1;
    return;
  }
  const report = JSON.parse(fs.readFileSync(step.report, 'utf8'));
  totals.passed += report.numPassedTests;
  // A file that failed without a failing test (it did not load) counts once; vitest's suite count
  // would count every describe block around a failed test as well.
  const brokenFiles = report.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'));
  totals.failed += report.numFailedTests + brokenFiles.length;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

/** Runs one step; streamed, it prints as it goes, else it hands its output over in one piece when done. */
function run(step, streamed) {
  const started = Date.now();
  if (streamed) console.log(`\n=== ${step.title}`);
  const child = spawn(step.cmd, step.args, { stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...step.env } });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const ok = code === 0;
      if (!streamed) {
        console.log(`\n=== ${step.title}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(`=== ${step.title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (!ok) failedSteps.push(step.title);
      count(step);
      resolve(ok);
    });
  });
}

/** Runs the steps `CORES` at a time, each started as soon as a slot is free. */
async function together(steps) {
  const queue = [...steps];
  const worker = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) await run(step, false);
  };
  await Promise.all(Array.from({ length: Math.min(CORES, steps.length) }, worker));
}

/** Runs the steps one after another. */
async function inTurn(steps) {
  for (const step of steps) await run(step, false);
}

const started = Date.now();
// One project per side (docs/architecture.md): the app without Node's types, the server without the DOM.
await together([
  ...['app', 'server', 'tools'].map((side) => command(`type-check (${side})`, bin('tsc'), ['-p', `tsconfig.${side}.json`])),
  command('lint', 'npm', ['run', '--silent', 'lint']),
]);
const build = command('build', process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn']);
const built = await run(build, false);
// The server is built once here: the browser tests' and the process-level tests' setups, started
// together, would each build it at the same time.
await buildServer();
await Promise.all([
  built ? run(vitest('browser tests', 'e2e'), true) : undefined,
  inTurn([
    vitest('unit and component tests', 'unit', {}, ['--maxWorkers=1']),
    vitest('API tests (PGlite)', 'api', { TEST_DATABASE_URL: '' }),
    ...(process.env.TEST_DATABASE_URL ? [vitest('API tests (PostgreSQL)', 'api')] : []),
  ]),
  run(vitest('process-level tests', 'ops'), false),
]);

fs.rmSync(resultsDir, { recursive: true, force: true });
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
console.log(`suite: ${((Date.now() - started) / 60000).toFixed(1)} min`);
process.exit(failedSteps.length || totals.failed ? 1 : 0);
