import path from 'node:path';
import { loadConfig } from '../../config';
import { createBackup } from './backup';
import { restoreBackup } from './restore';

/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (docs/deploy.md "Backups"), with the
 * server's own settings: DATABASE_URL or DATA_DIR, and S3_URL.
 */
const [command, file] = process.argv.slice(2);
if (!['backup', 'restore'].includes(command) || !file) {
  console.error(`Gebruik: npm run ${command === 'restore' ? 'restore' : 'backup'} -- <bestand>`);
  process.exit(2);
}
const config = loadConfig();
const target = path.resolve(file);
try {
  if (command === 'backup') {
    const manifest = await createBackup(config, target);
    const files = manifest.files.store === 'archive' ? `${manifest.files.count} bestanden (${(manifest.files.bytes / 1e6).toFixed(1)} MB)` : `de bestanden staan in ${manifest.files.location}, niet in de backup`;
    console.log(`Backup geschreven naar ${target}: de database (${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'ingebouwd'}) en ${files}.`);
  } else {
    const { manifest, files } = await restoreBackup(config, target);
    const where = config.databaseUrl ? 'de database van DATABASE_URL' : `de ingebouwde database in ${config.dataDir}`;
    const stored = manifest.files.store === 'archive' ? `${files} bestanden in ${config.dataDir}/files` : `geen bestanden: die staan in ${manifest.files.location} (zet S3_URL op die bucket)`;
    console.log(`Backup van ${manifest.createdAt} teruggezet in ${where}, met ${stored}.`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
