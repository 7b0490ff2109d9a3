import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DEMO_DOSSIERS } from './demo-accounts';
import { isEmpty, seedDemo } from './demo';
import { awaitUnansweredRequests } from './document-files';
import { seedDossiers } from './dossiers';
import { seedFileDemo } from './files';
import { openStorage } from '../services/storage/open-storage';

/**
 * `npm run seed [-- --dossiers N]`: migrates the database (embedded, or DATABASE_URL) and fills an
 * empty one with the demo organisation and its dossiers; `--dossiers N` adds N generated dossiers,
 * also to a filled database (`npm run seed -- --dossiers 100000` for the benchmarks).
 */
const { values } = parseArgs({ options: { dossiers: { type: 'string' } } });
const extra = values.dossiers === undefined ? undefined : Number(values.dossiers);
if (extra !== undefined && !(Number.isInteger(extra) && extra > 0)) {
  console.error('--dossiers verwacht een positief geheel aantal, bijvoorbeeld --dossiers 100000.');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const started = performance.now();
// Under the start lock: a server starting meanwhile waits instead of filling the demo as well.
await database.exclusive(async () => {
  if (await isEmpty(database.db)) {
    await seedDemo(database.db);
    if (extra === undefined) await seedDossiers(database.db, DEMO_DOSSIERS);
    await seedFileDemo(database.db, await openStorage(config));
    console.log('Demo-organisatie aangemaakt.');
  } else if (extra === undefined) {
    console.log('De database bevat al gebruikers; er is niets toegevoegd.');
  }
});
if (extra !== undefined) {
  await seedDossiers(database.db, extra, {
    onProgress: (done) => process.stdout.write(`\r${done.toLocaleString('nl-NL')} van ${extra.toLocaleString('nl-NL')} dossiers`),
  });
  // The bulk dossiers get no files: their requests wait for them.
  await awaitUnansweredRequests(database.db);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\n${extra.toLocaleString('nl-NL')} dossiers toegevoegd in ${seconds} s.`);
}
await database.close();
