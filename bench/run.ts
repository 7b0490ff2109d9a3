import { spawnSync } from 'node:child_process';
import { benchBundle } from './bundle';
import { benchDesks } from './desks';
import { benchDossiers } from './dossiers';
import { benchFirstPdf } from './first-pdf';
import { benchSignedIn } from './signed-in';
import { benchFirstRow } from './first-row';
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

benchBundle();
await benchStartup();
await benchSignedIn();
await benchFirstRow();
await benchDossiers();
await benchTasks();
await benchDesks();
await benchMail();
await benchInsight();
await benchSearch();
await benchPageTools();
await benchZip();
await benchFirstPdf();
