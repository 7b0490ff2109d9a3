import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG } from '../../src/schema/rules';
import { changeRequestStatussen, documentStatussen, geldverstrekkers, kantoren, organisaties, systemEvents } from '../db/schema';
import { access } from '../services/permissions/access';

/** Reference lists (spec 002 §7 "Reference data"); the browser loads each once and caches it. */
const refdataRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Organisations dossiers are processed for (spec 002 §7); a lender sees the general ones and its own. */
  app.get(
    '/api/v1/organisations',
    {
      schema: { querystring: z.object({ moneyProviderId: z.coerce.number({ error: MSG.integer }).int(MSG.integer).optional() }) },
      config: { access: access.signedIn(), fieldLabels: { moneyProviderId: 'Geldverstrekker' } },
    },
    async (request) => {
      const { user, query } = request;
      return app.db
        .select({ id: organisaties.id, naam: organisaties.naam, geldverstrekkerId: organisaties.geldverstrekkerId })
        .from(organisaties)
        .where(
          and(
            eq(organisaties.active, true),
            query.moneyProviderId === undefined ? undefined : eq(organisaties.geldverstrekkerId, query.moneyProviderId),
            user.typeCode === 'H'
              ? or(isNull(organisaties.geldverstrekkerId), eq(organisaties.geldverstrekkerId, user.geldverstrekkerId ?? -1))
              : undefined,
          ),
        )
        .orderBy(sql`lower(${organisaties.naam})`, asc(organisaties.id));
    },
  );

  app.get('/api/v1/rs/geldverstrekkers', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: geldverstrekkers.id, naam: geldverstrekkers.naam, ontvangerCode: geldverstrekkers.ontvangerCode })
      .from(geldverstrekkers)
      .where(eq(geldverstrekkers.active, true))
      .orderBy(asc(geldverstrekkers.naam)),
  );

  app.get('/api/v1/rs/kantoren', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam })
      .from(kantoren)
      .where(eq(kantoren.active, true))
      .orderBy(asc(kantoren.bedrijfsNaam), asc(kantoren.id)),
  );

  // Kept in Beheer › Dossier Change Request Status; the id is the spec's status id.
  app.get('/api/v1/rs/changerequeststatuses', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: changeRequestStatussen.statusId, label: changeRequestStatussen.label, eindstatus: changeRequestStatussen.eindstatus })
      .from(changeRequestStatussen)
      .where(eq(changeRequestStatussen.active, true))
      .orderBy(asc(changeRequestStatussen.statusId)),
  );

  // The event names of Beheer › System Events, for the event templates; the name is the id.
  app.get('/api/v1/rs/events', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: systemEvents.naam, naam: systemEvents.naam, omschrijving: systemEvents.omschrijving })
      .from(systemEvents)
      .where(eq(systemEvents.active, true))
      .orderBy(asc(systemEvents.naam)),
  );

  // Kept in Beheer › documenten; the id is the status letter.
  app.get('/api/v1/rs/documentstatuses', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: documentStatussen.code, omschrijving: documentStatussen.omschrijving, icoon: documentStatussen.icoon })
      .from(documentStatussen)
      .where(eq(documentStatussen.active, true))
      .orderBy(asc(documentStatussen.volgorde)),
  );
};

export default refdataRoutes;
