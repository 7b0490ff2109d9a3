import { readFileSync } from 'node:fs';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { declaredPermissions, defineEntity } from '../../../contract/entity';
import { PERMISSION_CATALOG } from '../../../contract/permission-catalog';
import { PERMISSIONS } from '../../../contract/permissions';
import { entities } from '../../../contract/registry';
import { entityTable } from '../../../server/db/entity-table';
import { entityTables } from '../../../server/db/entity-tables';
import * as schema from '../../../server/db/schema';
import { notariskantoorEntity } from '../declared-resource/notariskantoren';

/** The database the migrations make, as drizzle-kit recorded it with the last one. */
const lastSnapshot = () => {
  const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as { entries: { idx: number }[] };
  const last = String(journal.entries.at(-1)?.idx).padStart(4, '0');
  return JSON.parse(readFileSync(`server/db/migrations/meta/${last}_snapshot.json`, 'utf8'));
};

/** drizzle-kit's snapshot of these tables, each once (the registry's map holds the named ones again), as `npm run db:generate` makes it. */
const snapshotOf = (...tables: unknown[]) =>
  generateDrizzleJson(Object.fromEntries([...new Set(tables)].map((table, i) => [i, table])), undefined, undefined, 'snake_case');

describe('the migrations', () => {
  it('hold every table as the schema and the registry declare it: `npm run db:generate` has nothing to write', async () => {
    expect(await generateMigration(lastSnapshot(), snapshotOf(...Object.values(schema), ...Object.values(entityTables)))).toEqual([]);
  });
});

describe('a new resource from its declaration alone (tests/unit/declared-resource/notariskantoren.ts)', () => {
  it('gets its table from the declaration: types, required, unique, default and the versioned columns', async () => {
    const table = entityTable(notariskantoorEntity, () => schema);
    const [create] = await generateMigration(snapshotOf(), snapshotOf(table));
    expect(create).toContain('CREATE TABLE "notariskantoren"');
    for (const column of [
      '"id" serial PRIMARY KEY NOT NULL',
      '"naam" text NOT NULL',
      '"plaats" text NOT NULL',
      '"telefoon" text,',
      '"email" text,',
      '"actief" boolean DEFAULT true NOT NULL',
      '"kvk_nummer" text,',
      '"version" integer DEFAULT 1 NOT NULL',
      '"created_at" timestamp with time zone DEFAULT now() NOT NULL',
      '"updated_at" timestamp with time zone DEFAULT now() NOT NULL',
      'CONSTRAINT "notariskantoren_naam_unique" UNIQUE("naam")',
    ]) {
      expect(create).toContain(column);
    }
  });

  it('brings its permission and description, which the catalog joins to the listed ones', () => {
    expect(declaredPermissions([...entities, notariskantoorEntity])).toMatchObject({ BEHEER_NOTARISKANTOREN: 'Notariskantoren beheren' });
    expect((PERMISSIONS as readonly string[]).includes('BEHEER_NOTARISKANTOREN')).toBe(false);
  });

  it('cannot name a permission that nobody declares', () => {
    const entity = defineEntity({
      ...notariskantoorEntity,
      // @ts-expect-error BEHEER_NOTARISKANTOOR is neither listed nor declared by this entity.
      access: { read: 'signedIn', write: ['BEHEER_NOTARISKANTOOR'] },
    });
    expect(entity.access.write).toEqual(['BEHEER_NOTARISKANTOOR']);
  });
});

describe('the permission catalog', () => {
  it('has no entity declare a listed permission again, nor two entities one permission with two descriptions', () => {
    const declared = (entities as readonly { permissionDescriptions?: Record<string, string> }[]).flatMap((entity) => Object.entries(entity.permissionDescriptions ?? {}));
    expect(declared.filter(([name]) => (PERMISSIONS as readonly string[]).includes(name))).toEqual([]);
    for (const [name, description] of declared) expect((PERMISSION_CATALOG as Record<string, string>)[name]).toBe(description);
  });
});
