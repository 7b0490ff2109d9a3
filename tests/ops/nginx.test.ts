import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStream } from './support/events';
import { freePort } from '../support/freePort';
import { query, startCluster, type Cluster } from './support/postgres';
import { bigPdf, multipart, send } from './support/requests';
import { createTask, headers, jsonHeaders, startServer, stopStarted, tempDir, waitUntil, type ServerProcess } from './support/server';

/**
 * Debian's nginx with exactly the server block of docs/deploy.md (only its ports, certificate
 * paths and listen addresses replaced) in front of two API processes on one PostgreSQL and one
 * file store: sign-in over TLS, an event made on either process followed through the proxy, and
 * a 20 MB PDF uploaded through it.
 */
const demoCluster = inject('demoCluster');
const NGINX = '/usr/sbin/nginx';

/** The nginx code block of docs/deploy.md, as an operator copies it. */
function documentedBlock() {
  const doc = fs.readFileSync('docs/deploy.md', 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error('docs/deploy.md has no nginx block');
  return block;
}

/** Replaces `from` by `to`, failing when the block no longer has it: the test must run the documented block. */
const replaced = (text: string, from: string, to: string) => {
  if (!text.includes(from)) throw new Error(`the nginx block of docs/deploy.md no longer has ${from}`);
  return text.replaceAll(from, to);
};

describe.skipIf(!demoCluster || !fs.existsSync(NGINX))('nginx in front of two processes', () => {
  let cluster: Cluster;
  let dataDir: string;
  let prefix: string;
  let nginx: ChildProcess;
  let base: string;
  let ca: string;
  let httpPort: number;
  const servers: ServerProcess[] = [];

  /** A request through nginx over TLS, trusting the test's own certificate. */
  const request = (url: string, init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {}) =>
    send(`${base}${url}`, { ...init, ca });

  beforeAll(async () => {
    cluster = await startCluster(demoCluster);
    dataDir = tempDir();
    fs.cpSync(inject('demoDataDir')!, dataDir, { recursive: true });
    const env = { DATABASE_URL: cluster.url, DATA_DIR: dataDir, SECURE_COOKIES: 'true', PUBLIC_URL: 'https://backoffice.example.nl', EVENT_HEARTBEAT_MS: '2000' };
    servers.push(await startServer(env), await startServer(env));

    // nginx's own prefix: its config, certificate, temp folders, pid and logs in one temp dir,
    // readable by its worker processes (which run as www-data when the test runs as root).
    prefix = tempDir('hyp-ops-nginx-');
    fs.chmodSync(prefix, 0o755);
    const cert = path.join(prefix, 'cert.pem');
    const key = path.join(prefix, 'key.pem');
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=backoffice.example.nl', '-addext', 'subjectAltName=IP:127.0.0.1,DNS:backoffice.example.nl', '-keyout', key, '-out', cert], { encoding: 'utf8' });
    if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`);
    ca = fs.readFileSync(cert, 'utf8');
    httpPort = await freePort();
    const httpsPort = await freePort();
    let block = documentedBlock();
    block = replaced(block, 'server 127.0.0.1:8081;', `server 127.0.0.1:${servers[0].port};`);
    block = replaced(block, 'server 127.0.0.1:8082;', `server 127.0.0.1:${servers[1].port};`);
    block = replaced(block, 'listen 80;', `listen 127.0.0.1:${httpPort};`);
    block = replaced(block, 'listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`);
    block = replaced(block, '/etc/ssl/backoffice/fullchain.pem', cert);
    block = replaced(block, '/etc/ssl/backoffice/privkey.pem', key);
    block = replaced(block, '/var/log/nginx/backoffice.log', path.join(prefix, 'backoffice.log'));
    const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
    const config = `
worker_processes 1;
pid ${path.join(prefix, 'nginx.pid')};
error_log ${path.join(prefix, 'error.log')} warn;
events { worker_connections 256; }
http {
  access_log ${path.join(prefix, 'access.log')};
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${block}
}
`;
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), config);
    nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let failed = '';
    nginx.stderr!.on('data', (chunk: Buffer) => (failed += chunk.toString()));
    base = `https://127.0.0.1:${httpsPort}`;
    await waitUntil(
      async () => {
        if (nginx.exitCode !== null) throw new Error(`nginx stopped: ${failed}${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
        return (await request('/api/ready')).status === 200;
      },
      15_000,
      'nginx answers',
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      nginx.kill('SIGQUIT');
      await new Promise((resolve) => nginx.once('exit', resolve));
    }
    await stopStarted();
    cluster?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(prefix, { recursive: true, force: true });
  });

  it('signs in over TLS, follows events made on either process, and takes a 20 MB PDF', async () => {
    // Sign-in through the proxy, with a forged X-Forwarded-For that nginx must replace.
    const signedIn = await request('/authenticate', { method: 'POST', headers: { ...jsonHeaders(), 'x-forwarded-for': '203.0.113.9' }, body: JSON.stringify({ username: 'medewerker', password: 'demo' }) });
    expect(signedIn.status).toBe(200);
    const { access_token: token, userId } = JSON.parse(signedIn.body.toString('utf8')) as { access_token: string; userId: number };
    expect(signedIn.headers['strict-transport-security']).toBeDefined();
    // SECURE_COOKIES=true behind TLS: a browser's first call gets the XSRF cookie only over HTTPS.
    const first = await request('/api/health');
    expect(String(first.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/);
    // One id through both logs: nginx's access log names the process's request id.
    const signInId = String(signedIn.headers['x-request-id']);
    expect(signInId).toMatch(/^[0-9a-f]{20}$/);
    await waitUntil(async () => fs.readFileSync(path.join(prefix, 'backoffice.log'), 'utf8').includes(`"POST /authenticate HTTP/1.1" 200`), 5000, 'the access log line');
    expect(fs.readFileSync(path.join(prefix, 'backoffice.log'), 'utf8')).toContain(`id=${signInId}`);
    const [logged] = await query<{ ip: string }>(cluster.url, `select ip from beveiligingslog where gebruikersnaam = 'medewerker' order by id desc limit 1`);
    expect(logged.ip).toBe('127.0.0.1');

    // The plain-HTTP server sends browsers to HTTPS.
    const plain = await send(`http://127.0.0.1:${httpPort}/dossiers`, { headers: { host: 'backoffice.example.nl' } });
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toBe('https://backoffice.example.nl/dossiers');

    // The stream through the proxy lands on one process; a task made directly on each process
    // reaches it, so one of them comes from the other process.
    const ticketAnswer = await request('/api/v1/events/ticket', { method: 'POST', headers: headers(token) });
    expect(ticketAnswer.status).toBe(201);
    const stream = await openStream(base, (JSON.parse(ticketAnswer.body.toString('utf8')) as { ticket: string }).ticket, ca);
    for (const server of servers) {
      const taskId = await createTask(server.url, token, userId);
      await stream.waitFor((frame) => frame.event === 'task.created' && frame.data?.taskId === taskId);
    }
    // Heartbeats pass at once (no buffering): at 2 s apart, two within 5 s.
    await waitUntil(async () => stream.frames.filter((frame) => frame.comment === 'heartbeat').length >= 2, 6000, 'heartbeats through the proxy');
    stream.close();

    // A 20 MB PDF through the proxy into a new document, and read back whole.
    const created = await request('/api/v1/dossiers/1/renteaanbod/documenten', { method: 'POST', headers: jsonHeaders(token), body: JSON.stringify({ naam: 'Taxatierapport groot' }) });
    expect(created.status).toBe(201);
    const { id } = JSON.parse(created.body.toString('utf8')) as { id: number };
    const pdf = await bigPdf(20_000_000);
    expect(pdf.length).toBeGreaterThan(20_000_000);
    const upload = multipart('taxatie-groot.pdf', 'application/pdf', pdf);
    const uploaded = await request(`/api/v1/printdocs/${id}`, { method: 'POST', headers: { ...headers(token), 'content-type': upload.contentType }, body: upload.body });
    expect(uploaded.status, uploaded.body.toString('utf8')).toBe(200);
    const back = await request(`/api/v1/printdocs/${id}`, { headers: headers(token) });
    expect(back.status).toBe(200);
    expect(createHash('sha256').update(back.body).digest('hex')).toBe(createHash('sha256').update(pdf).digest('hex'));

    // Metrics are not served under the public name.
    expect((await request('/metrics')).status).toBe(404);
  });
});
