import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { query, startCluster, type Cluster } from './support/postgres';
import { bigPdf, multipart, send } from './support/requests';
import { headers, jsonHeaders, signIn, startServer, stopStarted, tempDir } from './support/server';

/**
 * `npm run backup` and `npm run restore` (docs/deploy.md "Backups"): an archive of a running
 * server's database and stored files, put back into an empty database and DATA_DIR, from which a
 * server serves the same dossiers, documents (byte for byte) and users with their passwords.
 */
const demoCluster = inject('demoCluster');
const NEW_PASSWORD = 'Hersteld-Wachtwoord-2026!';

/** `npm run <script> -- <file>` with the server's settings. */
function npm(script: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync('npm', ['run', '--silent', script, '--', file], { env: { ...process.env, DATABASE_URL: '', S3_URL: '', ...env }, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every stored file under a DATA_DIR with the SHA-256 of its bytes. */
function storedFiles(dataDir: string) {
  const root = path.join(dataDir, 'files');
  const found: Record<string, string> = {};
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (path.relative(root, full).startsWith('.tmp')) continue;
    found[path.relative(root, full)] = createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return found;
}

/** What a signed-in medewerker sees of the organisation: dossiers, users, and one document's bytes. */
async function whatServes(base: string, password: string, documentId: number) {
  const { token } = await signIn(base, 'medewerker', password);
  const dossiers = (await (await fetch(`${base}/api/v1/dossiers?page=0&size=25&sort=id,asc`, { headers: headers(token) })).json()) as { totalElements: number; content: { id: number }[] };
  const document = await fetch(`${base}/api/v1/printdocs/${documentId}`, { headers: headers(token) });
  expect(document.status).toBe(200);
  return {
    dossiers: dossiers.totalElements,
    firstDossiers: dossiers.content.map((d) => d.id),
    document: createHash('sha256').update(Buffer.from(await document.arrayBuffer())).digest('hex'),
  };
}

/** Changes medewerker's password and uploads a PDF into a new document of dossier 1; answers the document's id. */
async function changeSomething(base: string) {
  const { token } = await signIn(base, 'medewerker');
  const changed = await fetch(`${base}/api/v1/password/reset`, { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify({ currentPassword: 'demo', newPassword: NEW_PASSWORD }) });
  expect(changed.status).toBe(204);
  const again = (await signIn(base, 'medewerker', NEW_PASSWORD)).token;
  const created = await fetch(`${base}/api/v1/dossiers/1/renteaanbod/documenten`, { method: 'POST', headers: jsonHeaders(again), body: JSON.stringify({ naam: 'Taxatierapport' }) });
  const { id } = (await created.json()) as { id: number };
  const upload = multipart('taxatie.pdf', 'application/pdf', await bigPdf(1_000_000));
  const uploaded = await send(`${base}/api/v1/printdocs/${id}`, { method: 'POST', headers: { ...headers(again), 'content-type': upload.contentType }, body: upload.body });
  expect(uploaded.status).toBe(200);
  return id;
}

describe.skipIf(!demoCluster)('backup and restore', () => {
  let cluster: Cluster;
  const dirs: string[] = [];
  const dir = () => {
    const made = tempDir();
    dirs.push(made);
    return made;
  };

  beforeAll(async () => {
    cluster = await startCluster(demoCluster);
  });
  afterAll(async () => {
    await stopStarted();
    cluster?.destroy();
    for (const made of dirs) fs.rmSync(made, { recursive: true, force: true });
  });

  it('on PostgreSQL: backs up a running server and restores into an empty database and DATA_DIR', async () => {
    const dataDir = dir();
    fs.cpSync(inject('demoDataDir')!, dataDir, { recursive: true });
    const original = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    const documentId = await changeSomething(original.url);
    const before = await whatServes(original.url, NEW_PASSWORD, documentId);

    const archive = path.join(dir(), 'backup.tar');
    const backup = npm('backup', archive, { DATABASE_URL: cluster.url, DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    await original.stop();

    const restoredUrl = await cluster.createDatabase('hersteld');
    const restoredDir = dir();
    const restore = npm('restore', archive, { DATABASE_URL: restoredUrl, DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    // Every stored file, byte for byte, and every row of users and documents.
    expect(storedFiles(restoredDir)).toEqual(storedFiles(dataDir));
    for (const table of ['gebruikers', 'dossiers', 'documenten', 'bestanden']) {
      const sql = `select md5(string_agg(t::text, '|' order by t::text)) as sum from ${table} t`;
      expect((await query(restoredUrl, sql))[0], table).toEqual((await query(cluster.url, sql))[0]);
    }

    // Never over data: a second restore into the now filled database and DATA_DIR is refused.
    const again = npm('restore', archive, { DATABASE_URL: restoredUrl, DATA_DIR: dir() });
    expect(again.code).toBe(1);
    expect(again.output).toContain('niet leeg');

    const restored = await startServer({ DATABASE_URL: restoredUrl, DATA_DIR: restoredDir });
    try {
      expect(await whatServes(restored.url, NEW_PASSWORD, documentId)).toEqual(before);
    } finally {
      await restored.stop();
    }
  });

  it('with S3_URL: leaves the files in the bucket and says so', async () => {
    const archive = path.join(dir(), 'backup.tar');
    const s3 = { S3_URL: 's3://SLEUTEL:S3-Geheim-99@127.0.0.1:9/archief/hyp?forcePathStyle=true&tls=false' };
    const backup = npm('backup', archive, { DATABASE_URL: cluster.url, DATA_DIR: dir(), ...s3 });
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain('s3://127.0.0.1:9/archief/hyp');
    const listing = spawnSync('tar', ['-tf', archive], { encoding: 'utf8' }).stdout.trim().split('\n');
    expect(listing).toEqual(['backup.json', 'database.pgdump']);
    const manifest = spawnSync('tar', ['-xOf', archive, 'backup.json'], { encoding: 'utf8' }).stdout;
    expect(JSON.parse(manifest)).toMatchObject({ database: { kind: 'postgres' }, files: { store: 's3', location: 's3://127.0.0.1:9/archief/hyp' } });
    expect(manifest).not.toContain('S3-Geheim-99');

    const restoredUrl = await cluster.createDatabase('hersteld_s3');
    const restore = npm('restore', archive, { DATABASE_URL: restoredUrl, DATA_DIR: dir(), ...s3 });
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain('s3://127.0.0.1:9/archief/hyp');
    expect(Number((await query<{ n: string }>(restoredUrl, 'select count(*) as n from dossiers'))[0].n)).toBeGreaterThan(0);
  });

  it('on the embedded database: refuses while a server holds it, then backs it up and restores it into an empty DATA_DIR', async () => {
    const dataDir = dir();
    // The first start fills the embedded demo: some 10 s on a quiet machine, minutes on a busy one.
    const original = await startServer({ DATA_DIR: dataDir }, { waitMs: 400_000 });
    const documentId = await changeSomething(original.url);
    const before = await whatServes(original.url, NEW_PASSWORD, documentId);
    const archive = path.join(dir(), 'backup.tar');
    const refused = npm('backup', archive, { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('in gebruik');
    expect(fs.existsSync(archive)).toBe(false);
    await original.stop();

    const backup = npm('backup', archive, { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    const restoredDir = dir();
    const restore = npm('restore', archive, { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    expect(storedFiles(restoredDir)).toEqual(storedFiles(dataDir));

    const restored = await startServer({ DATA_DIR: restoredDir }, { waitMs: 120_000 });
    try {
      expect(await whatServes(restored.url, NEW_PASSWORD, documentId)).toEqual(before);
    } finally {
      await restored.stop();
    }
  }, 600_000);
});
