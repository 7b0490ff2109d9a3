import type { DataProvider, Identifier, PaginationPayload, RaRecord, SortPayload } from 'ra-core';
import { app } from '../i18n/nl';
import type { EntityDef, FieldMeta } from '../../contract/entity';
import { loadEntity } from './entities';
import { reportFailure } from './failures';
import { ApiError, request } from './http';

/** A page as the API answers it (DESIGN.md, API conventions). */
export interface Page<T> {
  content: T[];
  totalElements: number;
}

/** Only the writable fields travel; id and version are the server's. */
const writable = (entity: EntityDef, data: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(entity.fields).map((field) => [field, data[field] ?? null]));

/** react-admin's paging (1-based) and sort as the API wants them: zero-based `page`, `sort=column,asc|desc`. */
const listQuery = (pagination: PaginationPayload | undefined, sort: SortPayload | undefined, filter: Record<string, unknown> = {}) => ({
  ...filter,
  page: (pagination?.page ?? 1) - 1,
  size: pagination?.perPage ?? 25,
  sort: sort?.field ? `${sort.field},${sort.order === 'DESC' ? 'desc' : 'asc'}` : undefined,
});

const one = (entity: EntityDef, id: Identifier) => request<RaRecord>(`${entity.apiPath}/${encodeURIComponent(id)}`);

/** Filters typed as a JSON body carries them: the list's Ja/Nee select gives 'true'/'false', ids may come from the URL as text. */
const searchBody = (entity: EntityDef, filter: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filter).map(([name, value]) => {
      const kind = (entity.fields as Record<string, FieldMeta>)[name]?.kind;
      if (kind === 'boolean' && (value === 'true' || value === 'false')) return [name, value === 'true'];
      if ((kind === 'reference' || kind === 'number') && typeof value === 'string' && value !== '') return [name, Number(value)];
      return [name, value];
    }),
  );

/** A page of the list: `GET {apiPath}` with the filters in the query, or the spec's `POST {searchPath}` with them in the body. */
const listPage = (entity: EntityDef, pagination: PaginationPayload | undefined, sort: SortPayload | undefined, filter: Record<string, unknown>) => {
  if (!entity.searchPath) return request<Page<RaRecord>>(entity.apiPath, { query: listQuery(pagination, sort, filter) });
  return request<Page<RaRecord>>(entity.searchPath, { method: 'POST', query: listQuery(pagination, sort), body: searchBody(entity, filter) });
};

export const crud: DataProvider = {
  getList: async (resource, { pagination, sort, filter }) => {
    const result = await listPage(await loadEntity(resource), pagination, sort, filter);
    return { data: result.content, total: result.totalElements } as never;
  },
  getOne: async (resource, { id }) => ({ data: (await one(await loadEntity(resource), id)) as never }),
  getMany: async (resource, { ids }) => {
    const entity = await loadEntity(resource);
    return { data: (await Promise.all(ids.map((id) => one(entity, id)))) as never };
  },
  getManyReference: async (resource, { target, id, pagination, sort, filter }) => {
    const result = await listPage(await loadEntity(resource), pagination, sort, { ...filter, [target]: id });
    return { data: result.content, total: result.totalElements } as never;
  },
  create: async (resource, { data }) => {
    const entity = await loadEntity(resource);
    const created = await request<RaRecord>(entity.apiPath, { method: 'POST', body: writable(entity, data), formErrors: true });
    return { data: created as never };
  },
  update: async (resource, { id, data, previousData }) => {
    const entity = await loadEntity(resource);
    // The version read with the record, so a change made meanwhile by someone else answers 409.
    const body = { ...writable(entity, data), version: previousData.version };
    const updated = await request<RaRecord>(`${entity.apiPath}/${encodeURIComponent(id)}`, { method: 'PUT', body, formErrors: true });
    return { data: updated as never };
  },
  updateMany: async (resource, { ids, data }) => {
    const entity = await loadEntity(resource);
    await Promise.all(
      ids.map(async (id) => {
        const current = await one(entity, id);
        return request(`${entity.apiPath}/${encodeURIComponent(id)}`, {
          method: 'PUT',
          body: { ...writable(entity, { ...current, ...data }), version: current.version },
        });
      }),
    );
    return { data: ids };
  },
  delete: async (resource, { id, previousData }) => {
    const entity = await loadEntity(resource);
    if (!entity.deletable) throw notDeletable(entity);
    await request(`${entity.apiPath}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    return { data: (previousData ?? { id }) as never };
  },
  deleteMany: async (resource, { ids }) => {
    const entity = await loadEntity(resource);
    if (!entity.deletable) throw notDeletable(entity);
    await Promise.all(ids.map((id) => request(`${entity.apiPath}/${encodeURIComponent(id)}`, { method: 'DELETE' })));
    return { data: ids };
  },
};

/** Refused in the browser, but shown like any server refusal. */
const notDeletable = (entity: EntityDef) => {
  const body = { type: 'GENERAL', messages: [app.errors.deleteNotAllowed] };
  reportFailure({ status: 400, body, url: entity.apiPath });
  return new ApiError(400, body);
};
