import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { type EntityDef, type FieldMeta, openToLenders } from '../../../contract/entity';
import { entities } from '../../../contract/registry';
import { type Caller, signIn, testServer } from '../helpers';
import { sampleValue } from './samples';

/**
 * The contract every schema-driven resource keeps, generated from the registry: a resource added
 * there is tested here without a line of its own. Resource-specific rules have their own files.
 */
const { app } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');

let serial = 0;

/**
 * Resources whose service goes beyond one table (links, files, the spec's own paths) have suites
 * of their own (gebruikers.test.ts, information.test.ts, backoffice-templates.test.ts, mail/rights.test.ts,
 * rates/rate-writes.test.ts).
 */
const OWN_SUITES = ['gebruikers', 'roles', 'informatie', 'backoffice-email-templates', 'postvakrechten', 'rentetarieven'];
const factoryEntities = (entities as readonly EntityDef[]).filter((entity) => !OWN_SUITES.includes(entity.name));

/** A valid body for the entity, unique per call where the table wants unique values. */
async function validBody(entity: EntityDef, who: Caller = beheerder): Promise<Record<string, unknown>> {
  const n = ++serial;
  const body: Record<string, unknown> = {};
  for (const [field, meta] of Object.entries(entity.fields as Record<string, FieldMeta>)) {
    if (meta.kind === 'reference' && meta.reference) {
      const options = (await who.get(meta.reference.path)).body as { id: number }[];
      body[field] = options[0].id;
      continue;
    }
    body[field] = sampleValue(entity, field, n);
  }
  return body;
}

const sortableFields = (entity: EntityDef) =>
  Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.sortable).map(([name]) => name);

const compare = (a: unknown, b: unknown) => {
  // PostgreSQL sorts an empty value after every other one ascending (and so first descending).
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;
  return Number(a) - Number(b);
};

describe.each(factoryEntities.map((entity) => [entity.name, entity] as const))('resource %s', (_name, entity) => {
  const created: Record<string, unknown>[] = [];
  const create = async () => {
    const res = await beheerder.post(entity.apiPath, await validBody(entity));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    created.push(res.body);
    return res.body as Record<string, unknown> & { id: number; version: number };
  };

  it('creates a valid record with version 1 and reads it back', async () => {
    const body = await validBody(entity);
    const res = await beheerder.post(entity.apiPath, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ...body, id: expect.any(Number), version: 1 });
    expect((await beheerder.get(`${entity.apiPath}/${res.body.id}`)).body).toEqual(res.body);
  });

  it('pages zero-based and sorts either way on every sortable field, id last', async () => {
    await create();
    await create();
    await create();
    const all = await beheerder.get(`${entity.apiPath}?page=0&size=500`);
    expect(all.status).toBe(200);
    const total = all.body.totalElements as number;
    expect(total).toBeGreaterThanOrEqual(3);
    const second = await beheerder.get(`${entity.apiPath}?page=1&size=2`);
    expect(second.body).toMatchObject({ totalElements: total, totalPages: Math.ceil(total / 2), number: 1, size: 2 });
    const first = await beheerder.get(`${entity.apiPath}?page=0&size=2`);
    expect(first.body.content.map((r: { id: number }) => r.id)).not.toContain(second.body.content[0].id);
    for (const field of sortableFields(entity)) {
      for (const direction of ['asc', 'desc'] as const) {
        const res = await beheerder.get(`${entity.apiPath}?page=0&size=500&sort=${field},${direction}`);
        expect(res.status, `${field},${direction}`).toBe(200);
        const rows = res.body.content as Record<string, unknown>[];
        for (let i = 1; i < rows.length; i++) {
          const order = compare(rows[i - 1][field], rows[i][field]);
          const tie = order === 0 && (rows[i - 1].id as number) < (rows[i].id as number);
          expect(direction === 'asc' ? order < 0 || tie : order > 0 || tie, `${field},${direction} at ${i}`).toBe(true);
        }
      }
    }
    expect((await beheerder.get(`${entity.apiPath}?sort=version,asc`)).status).toBe(400);
  });

  it.runIf(entity.searchPath)('answers the spec\'s POST search: paged, sorted, filtered by the body', async () => {
    const record = await create();
    const path = entity.searchPath as string;
    const page = await beheerder.post(`${path}?page=0&size=2`, {});
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ number: 0, size: 2 });
    expect(page.body.content.length).toBeLessThanOrEqual(2);
    const [field] = sortableFields(entity);
    const sorted = await beheerder.post(`${path}?page=0&size=500&sort=${field},desc`, {});
    const values = (sorted.body.content as Record<string, unknown>[]).map((row) => row[field]);
    for (let i = 1; i < values.length; i++) expect(compare(values[i - 1], values[i])).toBeGreaterThanOrEqual(0);
    const textFilter = Object.entries(entity.fields as Record<string, FieldMeta>).find(([, meta]) => meta.filter && meta.kind === 'text');
    if (textFilter) {
      const [name] = textFilter;
      const found = await beheerder.post(`${path}?page=0&size=500`, { [name]: String(record[name]).toUpperCase() });
      expect(found.body.content.map((row: { id: number }) => row.id)).toContain(record.id);
      expect(found.body.content.every((row: Record<string, unknown>) => String(row[name]).toLowerCase().includes(String(record[name]).toLowerCase()))).toBe(true);
    }
    expect((await beheerder.post(`${path}?sort=version,asc`, {})).status).toBe(400);
    if (entity.access.read !== 'signedIn') expect((await medewerker.post(path, {})).status).toBe(403);
  });

  it('refuses an empty body with 400 VALIDATION and Dutch field messages', async () => {
    const res = await beheerder.post(entity.apiPath, {});
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    const messages = Object.values(res.body.fields as Record<string, string>);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages).toContain('Dit veld is verplicht.');
    // Every message names the Dutch label of its field.
    const labels = Object.values(entity.fields as Record<string, FieldMeta>).map((m) => m.label);
    for (const message of res.body.messages as string[]) expect(labels.some((label) => message.startsWith(`${label}: `)), message).toBe(true);
  });

  it('answers 409 for an update with a stale version and keeps the newer data', async () => {
    const record = await create();
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...fields } = record;
    const first = await beheerder.put(`${entity.apiPath}/${record.id}`, { ...fields, version: 1 });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await beheerder.put(`${entity.apiPath}/${record.id}`, { ...fields, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.staleRecord] });
    expect((await beheerder.get(`${entity.apiPath}/${record.id}`)).body.version).toBe(2);
  });

  if (entity.deletable) {
    it('deletes a record', async () => {
      const record = await create();
      expect((await beheerder.delete(`${entity.apiPath}/${record.id}`)).status).toBe(204);
      expect((await beheerder.get(`${entity.apiPath}/${record.id}`)).status).toBe(404);
    });
  } else {
    it('has no delete (records are switched off or kept)', async () => {
      const record = await create();
      expect((await beheerder.delete(`${entity.apiPath}/${record.id}`)).status).toBe(404);
    });
  }

  it('refuses a user without the permission, before the body is checked', async () => {
    const record = await create();
    expect((await medewerker.post(entity.apiPath, {})).status).toBe(403);
    expect((await medewerker.put(`${entity.apiPath}/${record.id}`, {})).status).toBe(403);
    if (entity.access.read !== 'signedIn') expect((await medewerker.get(entity.apiPath)).status).toBe(403);
  });

  it.runIf(!openToLenders(entity))("refuses a money provider: a lender's Beheer holds only the lists lenders work in", async () => {
    const record = await create();
    expect((await verstrekker.post(entity.apiPath, await validBody(entity))).status).toBe(403);
    expect((await verstrekker.put(`${entity.apiPath}/${record.id}`, { ...record })).status).toBe(403);
  });
});
