import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROL_LABELS, rolSchema } from '../../../contract/gebruiker';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { isPermission } from '../../../contract/permissions';
import type { Db } from '../../db/client';
import { permissies, rolPermissies, rollen } from '../../db/schema';
import { notFound, stale, validationError } from '../../errors';
import { access } from '../../services/permissions/access';
import { idParam, int32, queryInt32 } from '../../../contract/rules';

const BEHEER = access.anyOf(['BEHEER_ROLLEN']);
const idParams = idParam();
/** A few dozen roles: paged in memory, sorted by name only. */
const listQuery = z.object({
  page: queryInt32().int().min(0, 'De pagina begint bij 0.').optional(),
  size: queryInt32().int().min(1).max(500, 'Maximaal 500 per pagina.').default(25),
  sort: z.enum(['naam,asc', 'naam,desc'], { error: 'Op deze kolom kan niet gesorteerd worden.' }).default('naam,asc'),
});

async function rolWithPermissions(db: Db, id: number) {
  const [rol] = await db.select().from(rollen).where(eq(rollen.id, id));
  if (!rol) throw notFound();
  const rows = await db.select({ p: rolPermissies.permissie }).from(rolPermissies).where(eq(rolPermissies.rolId, id));
  return { ...rol, permissies: rows.map((r) => r.p).sort() };
}

/** Only the product's own permission strings make a role (spec 000 §2). */
function checkPermissions(names: string[], naam: string, clash: boolean) {
  const fields: Record<string, string> = {};
  const unknown = names.filter((n) => !isPermission(n));
  if (unknown.length) fields.permissies = `Onbekend recht: ${unknown.join(', ')}.`;
  if (clash) fields.naam = SERVER_MESSAGES.duplicate;
  if (Object.keys(fields).length) throw validationError(fields, ROL_LABELS);
  return [...new Set(names)].map((permissie) => ({ permissie, naam }));
}

/**
 * Beheer › Rollen (roles as named bundles of permission strings) and the lists Beheer › Rechten
 * and the user screens read. A role change counts at each holder's next request: the session
 * user is read with its permissions on every call (server/services/auth/session-user.ts).
 */
const rolRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  /** All roles (a reference list); with `page` the page shape of Beheer › Rollen, by name. */
  app.get('/api/v1/rols', { schema: { querystring: listQuery }, config: { access: access.signedIn() } }, async (request) => {
    const { page, size, sort } = request.query;
    const [roles, links] = await Promise.all([
      db.select().from(rollen).orderBy(sort === 'naam,desc' ? desc(sql`lower(${rollen.naam})`) : asc(sql`lower(${rollen.naam})`), asc(rollen.id)),
      db.select().from(rolPermissies),
    ]);
    const all = roles.map((r) => ({ ...r, permissies: links.filter((l) => l.rolId === r.id).map((l) => l.permissie).sort() }));
    if (page === undefined) return all;
    return { content: all.slice(page * size, (page + 1) * size), totalElements: all.length, totalPages: Math.ceil(all.length / size), number: page, size };
  });

  /** Every permission string; `id` is the string itself, so it serves as a reference list. */
  app.get('/api/v1/rols/permissie', { config: { access: access.signedIn() } }, async () =>
    db
      .select()
      .from(permissies)
      .orderBy(asc(permissies.naam))
      .then((rows) => rows.map((p) => ({ id: p.naam, ...p }))),
  );

  app.get('/api/v1/rols/:id', { schema: { params: idParams }, config: { access: BEHEER } }, async (request) =>
    rolWithPermissions(db, request.params.id),
  );

  app.post('/api/v1/rols', { schema: { body: rolSchema }, config: { access: BEHEER, fieldLabels: ROL_LABELS } }, async (request, reply) => {
    const { permissies: names, ...fields } = request.body;
    const [clash] = await db.select({ id: rollen.id }).from(rollen).where(eq(rollen.naam, fields.naam));
    const links = checkPermissions(names, fields.naam, !!clash);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(rollen).values({ naam: fields.naam, omschrijving: fields.omschrijving ?? '', tweeFactorVerplicht: fields.tweeFactorVerplicht }).returning({ id: rollen.id });
      if (links.length) await tx.insert(rolPermissies).values(links.map((l) => ({ rolId: row.id, permissie: l.permissie })));
      return row.id;
    });
    return reply.status(201).send(await rolWithPermissions(db, id));
  });

  app.put(
    '/api/v1/rols/:id',
    {
      schema: { params: idParams, body: rolSchema.extend({ version: int32({ error: 'Versie ontbreekt.' }).int() }) },
      config: { access: BEHEER, fieldLabels: ROL_LABELS },
    },
    async (request) => {
      const { id } = request.params;
      const { permissies: names, version, ...fields } = request.body;
      const [clash] = await db.select({ id: rollen.id }).from(rollen).where(eq(rollen.naam, fields.naam));
      const links = checkPermissions(names, fields.naam, !!clash && clash.id !== id);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(rollen)
          .set({ naam: fields.naam, omschrijving: fields.omschrijving ?? '', tweeFactorVerplicht: fields.tweeFactorVerplicht, version: version + 1, updatedAt: new Date() })
          .where(and(eq(rollen.id, id), eq(rollen.version, version)))
          .returning({ id: rollen.id });
        if (!row) {
          const [exists] = await tx.select({ id: rollen.id }).from(rollen).where(eq(rollen.id, id));
          throw exists ? stale() : notFound();
        }
        await tx.delete(rolPermissies).where(eq(rolPermissies.rolId, id));
        if (links.length) await tx.insert(rolPermissies).values(links.map((l) => ({ rolId: id, permissie: l.permissie })));
      });
      return rolWithPermissions(db, id);
    },
  );
};

export default rolRoutes;
