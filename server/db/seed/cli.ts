import { loadConfig } from '../../config';
import { openDatabase } from '../client';
import { isEmpty, seedDemo } from './demo';

/** `npm run seed`: migrates and fills the demo organisation on an empty database (embedded or DATABASE_URL). */
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
if (await isEmpty(database.db)) {
  await seedDemo(database.db);
  console.log('Demodata aangemaakt.');
} else {
  console.log('De database bevat al gebruikers; er is niets toegevoegd.');
}
await database.close();
