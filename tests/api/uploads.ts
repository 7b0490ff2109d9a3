import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Caller, XSRF, caller, checkedRequestId, signIn } from './helpers';

export interface Part {
  name: string;
  /** A file part when set. */
  filename?: string;
  contentType?: string;
  value: string | Uint8Array;
}

/** A multipart/form-data body as a browser sends it. */
function multipart(parts: readonly Part[]) {
  const boundary = `----hypotheek${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`;
    const type = part.contentType ?? (part.filename !== undefined ? 'application/octet-stream' : undefined);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`));
    chunks.push(Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Sends a multipart body with the bearer token and the XSRF pair, as the upload control does. */
export async function sendMultipart(app: FastifyInstance, token: string, method: 'POST' | 'PUT', url: string, parts: readonly Part[]) {
  const { payload, contentType } = multipart(parts);
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, authorization: `Bearer ${token}` },
  });
  let body: unknown = res.body;
  try {
    body = JSON.parse(res.body);
  } catch {
    // not JSON: keep the text
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: res.statusCode, body: checkedRequestId(`${method} ${url}`, res.statusCode, body as any, res.headers), headers: res.headers };
}

/** Every file under the storage root, temporary ones included. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** The first bytes of a JPEG (JFIF), enough for file-type to recognise one. */
export const JPEG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, ...new Array(200).fill(0)]);

/**
 * A user of `typeCode` holding exactly `permissions` through a role of its own, made through the
 * Beheer API as an administrator would; answers its caller.
 */
export async function userWith(
  app: FastifyInstance,
  beheerder: Caller,
  username: string,
  typeCode: 'H' | 'M' | 'A',
  permissions: readonly string[],
  geldverstrekkerId: number | null = null,
  kantoorId: number | null = null,
) {
  const rol = await beheerder.post('/api/v1/rols', { naam: `Rol ${username}`, omschrijving: 'test', permissies: permissions });
  if (rol.status !== 201 && rol.status !== 200) throw new Error(`role: ${rol.status} ${JSON.stringify(rol.body)}`);
  const user = await beheerder.post('/api/v1/beheer/gebruikers', {
    username,
    voorLetters: 'T.',
    tussenVoegsels: null,
    achterNaam: 'Tester',
    email: `${username}@test.example.nl`,
    typeCode,
    kantoorId,
    geldverstrekkerId,
    rolIds: [rol.body.id],
    teamIds: [(await beheerder.get('/api/v1/teams?active=true')).body[0].id],
    active: true,
  });
  if (user.status !== 201) throw new Error(`user: ${user.status} ${JSON.stringify(user.body)}`);
  const token = String(user.body.wachtwoordLink).split('/').pop();
  await caller(app).post('/password/forgot', { token, password: 'Welkom2026!veilig' });
  return signIn(app, username, 'Welkom2026!veilig');
}
