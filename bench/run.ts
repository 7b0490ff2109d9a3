import { spawnSync } from 'node:child_process';
import { buildServer } from '../scripts/build-server.mjs';
import { benchBundle } from './bundle';
import { benchDesks } from './desks';
import { benchDossiers } from './dossiers';
import { benchFirstPdf } from './first-pdf';
import { benchSignedIn } from './signed-in';
import { benchFirstRow } from './first-row';
import { benchLoad } from './load';
import { benchMemory } from './memory';
import { benchStartup } from './startup';
import { benchTasks } from './tasks';
import { benchMail } from './mail';
import { benchInsight } from './insight';
import { benchPageTools } from './page-tools';
import { benchSearch } from './search';
import { benchZip } from './zip';

/** `npm run bench`: prints figures against the targets; not part of the test suite. */
const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
// The server too, so no start below includes building it (scripts/build-server.mjs).
await buildServer();

benchBundle();
await benchStartup();
await benchMemory();
await benchSignedIn();
await benchFirstRow();
await benchDossiers();
await benchLoad();
await benchTasks();
await benchDesks();
await benchMail();
await benchInsight();
await benchSearch();
await benchPageTools();
await benchZip();
await benchFirstPdf();
