import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EntityDef, FieldMeta } from '../../contract/entity';
import { SERVER_MESSAGES } from '../../contract/errors';
import { notFound, notYours, stale, validationError } from '../errors';
import { access, type SessionUser } from '../services/permissions/access';
import { filterConditions, listQuerySchema, MAX_UNPAGED, orderBy, parseSort, searchBodySchema, searchQuerySchema } from './list-query';
import { idParam, int32 } from '../../contract/rules';

/** Per-resource additions to the generic routes. */
export interface CrudExtension {
  /** Extra list query parameters, validated with the rest. */
  listQuery?: z.ZodRawShape;
  /** Conditions from those parameters. */
  listFilters?: (query: Record<string, unknown>, user: SessionUser) => (SQL | undefined)[];
  /** The rows a user may see and change at all (data scoping); applies to every route. */
  scope?: (user: SessionUser) => SQL | undefined;
  /** Whether a user may change this (visible) record; otherwise 403. */
  canWrite?: (row: Record<string, unknown>, user: SessionUser) => boolean;
  /** Adjusts or refuses a body before it is written (e.g. a lender only writes its own rows). */
  beforeWrite?: (body: Record<string, unknown>, user: SessionUser) => Record<string, unknown>;
}

interface ListQuery {
  page?: number;
  size?: number;
  sort?: string | string[];
  reverse?: boolean;
}

/** PostgreSQL's unique_violation, as the driver or drizzle's wrapper carries it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
};

const idParams = idParam();

/**
 * List, get, create, update and (when the entity allows) delete for a schema-driven resource,
 * following the API conventions: zero-based paging, validated sort with id last, 409 on a stale
 * version, the entity's permissions on every route.
 */
export function crudRoutes(entity: EntityDef, table: PgTable, extension: CrudExtension = {}): FastifyPluginAsyncZod {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const versionColumn = columns.version;
  const fieldLabels = Object.fromEntries(
    Object.entries(entity.fields as Record<string, FieldMeta>).map(([name, meta]) => [name, meta.label]),
  );
  const read = entity.access.read === 'signedIn' ? access.signedIn() : access.anyOf(entity.access.read);
  const write = access.anyOf(entity.access.write);
  const querySchema = listQuerySchema(entity).extend(extension.listQuery ?? {});
  const updateSchema = entity.schema.extend({ version: int32({ error: 'Versie ontbreekt.' }).int() });
  const uniqueFields = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.unique);
  /** Fields fixed once the record exists (e.g. a code others refer to): an update leaves them as they are. */
  const createOnly = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.createOnly).map(([name]) => name);

  /** A duplicate of a unique field is the user's mistake: 400 on that field, not a server error. */
  const refuseDuplicate = (error: unknown): never => {
    if (!isUniqueViolation(error) || !uniqueFields.length) throw error;
    throw validationError(Object.fromEntries(uniqueFields.map(([name]) => [name, SERVER_MESSAGES.duplicate])), fieldLabels);
  };

  const scoped = (user: SessionUser, ...conditions: (SQL | undefined)[]) =>
    and(extension.scope?.(user), ...conditions);

  return async (app) => {
    const { db } = app;

    /** One page (or, without paging, the first MAX_UNPAGED rows) of what the user may see. */
    const list = async (user: SessionUser, query: Record<string, unknown> & ListQuery) => {
      const where = scoped(user, ...filterConditions(entity, table, query), ...(extension.listFilters?.(query, user) ?? []));
      const order = orderBy(parseSort(entity, table, query.sort, query.reverse));
      if (query.page === undefined && query.size === undefined) {
        return db.select().from(table).where(where).orderBy(...order).limit(MAX_UNPAGED);
      }
      const page = query.page ?? 0;
      const size = query.size ?? 25;
      const [content, [{ total }]] = await Promise.all([
        db.select().from(table).where(where).orderBy(...order).limit(size).offset(page * size),
        db.select({ total: count() }).from(table).where(where),
      ]);
      return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
    };

    app.get(entity.apiPath, { schema: { querystring: querySchema }, config: { access: read } }, async (request) =>
      list(request.user, request.query as Record<string, unknown> & ListQuery),
    );

    // Where the spec names a search call, the filters travel in its body and it always pages.
    if (entity.searchPath) {
      app.post(
        entity.searchPath,
        { schema: { querystring: searchQuerySchema(), body: searchBodySchema(entity) }, config: { access: read, fieldLabels: { ...fieldLabels, sort: 'Sortering' } } },
        async (request) => list(request.user, { ...request.body, ...request.query }),
      );
    }

    app.get(`${entity.apiPath}/:id`, { schema: { params: idParams }, config: { access: read } }, async (request) => {
      const [row] = await db.select().from(table).where(scoped(request.user, eq(idColumn, request.params.id)));
      if (!row) throw notFound();
      return row;
    });

    app.post(
      entity.apiPath,
      { schema: { body: entity.schema }, config: { access: write, fieldLabels } },
      async (request, reply) => {
        const body = extension.beforeWrite?.(request.body, request.user) ?? request.body;
        const [row] = await db.insert(table).values(body).returning().catch(refuseDuplicate);
        return reply.status(201).send(row);
      },
    );

    app.put(
      `${entity.apiPath}/:id`,
      { schema: { params: idParams, body: updateSchema }, config: { access: write, fieldLabels } },
      async (request) => {
        const { version, ...sent } = request.body as Record<string, unknown> & { version: number };
        const fields = Object.fromEntries(Object.entries(sent).filter(([name]) => !createOnly.includes(name)));
        const body = extension.beforeWrite?.(fields, request.user) ?? fields;
        const [current] = await db.select().from(table).where(scoped(request.user, eq(idColumn, request.params.id)));
        if (!current) throw notFound();
        if (extension.canWrite && !extension.canWrite(current, request.user)) throw notYours();
        const [row] = await db
          .update(table)
          .set({ ...body, version: version + 1, updatedAt: new Date() })
          .where(and(eq(idColumn, request.params.id), eq(versionColumn, version)))
          .returning()
          .catch(refuseDuplicate);
        // The version check in the update itself settles a race with another writer.
        if (!row) throw stale();
        return row;
      },
    );

    if (entity.deletable) {
      app.delete(
        `${entity.apiPath}/:id`,
        { schema: { params: idParams }, config: { access: write } },
        async (request, reply) => {
          const [current] = await db.select().from(table).where(scoped(request.user, eq(idColumn, request.params.id)));
          if (!current) throw notFound();
          if (extension.canWrite && !extension.canWrite(current, request.user)) throw notYours();
          await db.delete(table).where(eq(idColumn, request.params.id));
          return reply.status(204).send();
        },
      );
    }
  };
}
