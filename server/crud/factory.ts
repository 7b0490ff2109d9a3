import { and, count, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EntityDef, FieldMeta } from '../../contract/entity';
import type { UserCode } from '../../contract/permissions';
import { SERVER_MESSAGES } from '../../contract/errors';
import { version } from '../../contract/field-rules';
import { idParam } from '../../contract/rules';
import { notFound, notYours, validationError } from '../errors';
import { type Access, access, type SessionUser } from '../services/permissions/access';
import { type CheckedFile, readUpload, type UploadRule } from '../services/storage/upload';
import { filterConditions, listQuerySchema, orderBy, type Page, pageOrAll, parseSort, searchBodySchema, searchQuerySchema } from './list-query';
import { noContent, page, pageOrList, rowSchema } from '../openapi/responses';
import { updateVersioned } from './versioned';

type Row = Record<string, unknown>;

export interface ListParams extends Row {
  page?: number;
  size?: number;
  sort?: string | string[];
  reverse?: boolean;
}

/** What the generated routes call. The default works on the entity's table; an extension may replace any part. */
export interface CrudService {
  list(user: SessionUser, query: ListParams): Promise<object[] | Page<object>>;
  get(user: SessionUser, id: number): Promise<object>;
  create(user: SessionUser, body: Row, file?: CheckedFile): Promise<object>;
  update(user: SessionUser, id: number, version: number, body: Row, file?: CheckedFile): Promise<object>;
  remove(user: SessionUser, id: number): Promise<void>;
}

/** Per-resource additions to the generic routes, declared next to the registry (server/routes/beheer/resources.ts). */
export interface CrudExtension {
  /** Extra list query parameters, validated with the rest. */
  listQuery?: z.ZodRawShape;
  /** Conditions from those parameters. */
  listFilters?: (query: Record<string, unknown>, user: SessionUser) => (SQL | undefined)[];
  /** The rows a user may see and change at all (data scoping); applies to every route. */
  scope?: (user: SessionUser) => SQL | undefined;
  /** Whether a user may change this (visible) record; otherwise 403. */
  canWrite?: (row: Row, user: SessionUser) => boolean;
  /** Adjusts or refuses a body before it is written (e.g. a lender only writes its own rows). */
  beforeWrite?: (body: Row, user: SessionUser) => Row;
  /** Who may list, read and write, where it differs from the entity's permissions (e.g. staff types only). */
  access?: { list?: Access; read?: Access; write?: Access };
  /** Labels of fields beyond the entity's own (e.g. the version), for Dutch validation messages. */
  labels?: Record<string, string>;
  /** The bodies of create and update (update with its version) where they are more than the entity's schema. */
  bodies?: { create?: z.ZodType; update?: z.ZodType };
  /** The answer of one record and of a list item, where the service returns more or less than the table's row. */
  answers?: { record: z.ZodType; listItem?: z.ZodType };
  /** The query and body of the search call, where the spec gives them other rules than the entity's filters. */
  search?: { query: z.ZodType; body: z.ZodType };
  /** The spec's PUT carries the id in the body, not in the path. */
  updateIdInBody?: boolean;
  /** The spec lists the collection only through its search call: no GET on the collection. */
  searchOnly?: boolean;
  /** Create and update may come as multipart: the fields as JSON in part `field`, and one file by `rule`. */
  upload?: { field: string; rule: UploadRule };
  /** The service behind the routes, where the table's default does not do (links, files, joins). */
  service?: (app: FastifyInstance, defaults: CrudService) => Partial<CrudService>;
}

/** PostgreSQL's unique_violation, as the driver or drizzle's wrapper carries it. */
export const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  return e?.code === '23505' || (!!e?.cause && isUniqueViolation(e.cause));
};

const idParams = idParam();

/** The entity's own labels by field, for Dutch validation messages. */
export const labelsOf = (entity: EntityDef) =>
  Object.fromEntries(Object.entries(entity.fields as Record<string, FieldMeta>).map(([name, meta]) => [name, meta.label]));

/** The CRUD service of an entity that is one table. */
function tableService(app: FastifyInstance, entity: EntityDef, table: PgTable, extension: CrudExtension): CrudService {
  const { db } = app;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const idColumn = columns.id;
  const fieldLabels = labelsOf(entity);
  const uniqueFields = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.unique);

  /** A duplicate of a unique field is the user's mistake: 400 on that field, not a server error. */
  const refuseDuplicate = (error: unknown): never => {
    if (!isUniqueViolation(error) || !uniqueFields.length) throw error;
    throw validationError(Object.fromEntries(uniqueFields.map(([name]) => [name, SERVER_MESSAGES.duplicate])), fieldLabels);
  };
  const scoped = (user: SessionUser, ...conditions: (SQL | undefined)[]) => and(extension.scope?.(user), ...conditions);

  const writable = async (user: SessionUser, id: number) => {
    const [current] = await db.select().from(table).where(scoped(user, eq(idColumn, id)));
    if (!current) throw notFound();
    if (extension.canWrite && !extension.canWrite(current, user)) throw notYours();
  };

  return {
    list: (user, query) => {
      const where = scoped(user, ...filterConditions(entity, table, query), ...(extension.listFilters?.(query, user) ?? []));
      const order = orderBy(parseSort(entity, table, query.sort, query.reverse));
      return pageOrAll(
        query,
        (limit, offset) => db.select().from(table).where(where).orderBy(...order).limit(limit).offset(offset),
        async () => (await db.select({ total: count() }).from(table).where(where))[0].total,
      );
    },
    get: async (user, id) => {
      const [row] = await db.select().from(table).where(scoped(user, eq(idColumn, id)));
      if (!row) throw notFound();
      return row;
    },
    create: async (user, body) => {
      const [row] = await db.insert(table).values(extension.beforeWrite?.(body, user) ?? body).returning().catch(refuseDuplicate);
      return row;
    },
    update: async (user, id, current, body) => {
      const values = extension.beforeWrite?.(body, user) ?? body;
      await writable(user, id);
      return updateVersioned(db, table as PgTable & { version: PgColumn; updatedAt: PgColumn }, eq(idColumn, id), current, values).catch(refuseDuplicate);
    },
    remove: async (user, id) => {
      await writable(user, id);
      await db.delete(table).where(eq(idColumn, id));
    },
  };
}

/** Who may read an entity's records, as its declaration says. */
const readAccess = (read: EntityDef['access']['read']): Access =>
  read === 'signedIn' ? access.signedIn() : Array.isArray(read) ? { kind: 'anyOf', permissions: read } : access.signedIn((read as { types: readonly UserCode[] }).types);

/** The fields of a create or update sent as multipart: JSON in one part, and the file. */
async function readMultipart(request: FastifyRequest, app: FastifyInstance, schema: z.ZodType, upload: NonNullable<CrudExtension['upload']>, labels: Record<string, string>) {
  let raw: unknown = request.body;
  let file: CheckedFile | undefined;
  if (request.isMultipart()) {
    const parts = await readUpload(request, app.storage, upload.rule);
    file = parts.file;
    try {
      raw = JSON.parse(parts.fields[upload.field] ?? '');
    } catch {
      raw = undefined;
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    if (file) await app.storage.discard(file);
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[issue.path.join('.') || upload.field] ??= issue.message;
    throw validationError(fields, labels);
  }
  return { body: parsed.data as Row, file };
}

/**
 * List, get, create, update and (when the entity allows) delete for a schema-driven resource,
 * following the API conventions: zero-based paging, validated sort with id last, 409 on a stale
 * version, the entity's permissions on every route, a response schema on every answer.
 */
export function crudRoutes(entity: EntityDef, table: PgTable, extension: CrudExtension = {}): FastifyPluginAsyncZod {
  const fieldLabels = { ...labelsOf(entity), ...extension.labels };
  const read = extension.access?.read ?? readAccess(entity.access.read);
  const write = extension.access?.write ?? { kind: 'anyOf', permissions: entity.access.write };
  const createOnly = Object.entries(entity.fields as Record<string, FieldMeta>).filter(([, meta]) => meta.createOnly).map(([name]) => name);
  const createBody = extension.bodies?.create ?? entity.schema;
  /** Fields fixed once the record exists (e.g. a user name) are not part of an update. */
  const updateBody =
    extension.bodies?.update ??
    entity.schema.omit(Object.fromEntries(createOnly.map((name) => [name, true])) as never).extend({ version: version() });
  const record = extension.answers?.record ?? rowSchema(table, fieldLabels);
  const listItem = extension.answers?.listItem ?? record;
  const search = extension.search ?? { query: searchQuerySchema(), body: searchBodySchema(entity) };

  return async (app) => {
    const defaults = tableService(app, entity, table, extension);
    const service: CrudService = { ...defaults, ...extension.service?.(app, defaults) };
    const writeConfig = { access: write, fieldLabels };
    /** A body the route could not validate up front (multipart) is read and checked here. */
    const bodyOf = (request: FastifyRequest, schema: z.ZodType) =>
      extension.upload ? readMultipart(request, app, schema, extension.upload, fieldLabels) : Promise.resolve({ body: request.body as Row, file: undefined });

    if (!extension.searchOnly) {
      app.get(
        entity.apiPath,
        { schema: { querystring: listQuerySchema(entity).extend(extension.listQuery ?? {}), response: { 200: pageOrList(listItem) } }, config: { access: extension.access?.list ?? read } },
        async (request) => service.list(request.user, request.query as ListParams),
      );
    }

    // Where the spec names a search call, the filters travel in its body and it always pages.
    if (entity.searchPath) {
      app.post(
        entity.searchPath,
        {
          schema: { querystring: search.query, body: search.body, response: { 200: page(listItem) } },
          config: { access: extension.access?.list ?? read, fieldLabels: { ...fieldLabels, sort: 'Sortering' } },
        },
        async (request) => service.list(request.user, { ...(request.body as Row | null), ...(request.query as Row) }) as Promise<Page<object>>,
      );
    }

    app.get(`${entity.apiPath}/:id`, { schema: { params: idParams, response: { 200: record } }, config: { access: read } }, async (request) =>
      service.get(request.user, request.params.id),
    );

    app.post(
      entity.apiPath,
      { schema: { ...(extension.upload ? {} : { body: createBody }), response: { 201: record } }, config: writeConfig },
      async (request, reply) => {
        const { body, file } = await bodyOf(request, createBody);
        return reply.status(201).send(await service.create(request.user, body, file));
      },
    );

    const update = async (request: FastifyRequest, pathId?: number) => {
      const { body, file } = await bodyOf(request, updateBody);
      const { id = pathId, version: current, ...fields } = body as Row & { id?: number; version: number };
      return service.update(request.user, id as number, current, fields, file);
    };
    if (extension.updateIdInBody) {
      app.put(entity.apiPath, { schema: { ...(extension.upload ? {} : { body: updateBody }), response: { 200: record } }, config: writeConfig }, (request) =>
        update(request),
      );
    } else {
      app.put(
        `${entity.apiPath}/:id`,
        { schema: { params: idParams, ...(extension.upload ? {} : { body: updateBody }), response: { 200: record } }, config: writeConfig },
        (request) => update(request, request.params.id),
      );
    }

    if (entity.deletable) {
      app.delete(`${entity.apiPath}/:id`, { schema: { params: idParams, response: { 204: noContent } }, config: { access: write } }, async (request, reply) => {
        await service.remove(request.user, request.params.id);
        return reply.status(204).send();
      });
    }
  };
}
