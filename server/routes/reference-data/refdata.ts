import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MSG, queryInt32 } from '../../../contract/rules';
import {
  changeRequestStatussen,
  documentStatussen,
  dossiers,
  gebruikers,
  geldverstrekkers,
  kantoren,
  ontvangercodes,
  organisaties,
  systeemFases,
  systeemStatussen,
  systemEvents,
} from '../../db/schema';
import { access, type SessionUser } from '../../services/permissions/access';
import { lenderOwned } from '../../crud/lender-scope';

/**
 * The advisers a user's screens name (/adviseurs): an adviser the colleagues of its own office, a
 * lender the advisers of offices with dossiers at its money provider, staff all.
 */
function adviserScope(user: SessionUser): SQL | undefined {
  if (user.typeCode === 'A') return eq(gebruikers.kantoorId, user.kantoorId ?? -1);
  if (user.typeCode === 'H') {
    return inArray(gebruikers.id, sql`(select distinct ${dossiers.adviseurId} from ${dossiers} where ${dossiers.geldverstrekkerId} = ${user.geldverstrekkerId ?? -1})`);
  }
  return undefined;
}

/** Reference lists (spec 002 §7 "Reference data"); the browser loads each once and caches it. */
const refdataRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Organisations dossiers are processed for (spec 002 §7); a lender sees the general ones and its own. */
  app.get(
    '/api/v1/organisations',
    {
      schema: { querystring: z.object({ moneyProviderId: queryInt32({ error: MSG.integer }).int(MSG.integer).optional() }) },
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

  // HDN receiver codes of the Dutch mortgage labels (migration 0015); lite: code and name for selects.
  const receivers = (...conditions: SQL[]) =>
    app.db
      .select({ id: ontvangercodes.code, naam: ontvangercodes.naam })
      .from(ontvangercodes)
      .where(and(eq(ontvangercodes.active, true), ...conditions))
      .orderBy(asc(ontvangercodes.naam));

  app.get('/api/v1/rs/ontvangercodes', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: ontvangercodes.id, code: ontvangercodes.code, naam: ontvangercodes.naam, particulier: ontvangercodes.particulier, btl: ontvangercodes.btl })
      .from(ontvangercodes)
      .where(eq(ontvangercodes.active, true))
      .orderBy(asc(ontvangercodes.naam)),
  );

  app.get(
    '/api/v1/rs/ontvangercodes/lite',
    {
      schema: { querystring: z.object({ btlOnly: z.enum(['true', 'false'], { error: 'Kies true of false.' }).optional() }) },
      config: { access: access.signedIn(), fieldLabels: { btlOnly: 'Alleen buy-to-let' } },
    },
    async (request) => (request.query.btlOnly === 'true' ? receivers(eq(ontvangercodes.btl, true)) : receivers()),
  );

  app.get('/api/v1/rs/ontvangercodes/lite/residential', { config: { access: access.signedIn() } }, async () =>
    receivers(eq(ontvangercodes.particulier, true)),
  );

  // A system status is a phase with one of its steps (migration 0015, equal to contract/dossier.ts).
  app.get('/api/v1/rs/systeemstatuses', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({
        id: systeemStatussen.id,
        fase: systeemStatussen.fase,
        faseOmschrijving: systeemFases.omschrijving,
        stap: systeemStatussen.stap,
        omschrijving: systeemStatussen.omschrijving,
      })
      .from(systeemStatussen)
      .innerJoin(systeemFases, eq(systeemFases.code, systeemStatussen.fase))
      .orderBy(asc(systeemStatussen.volgorde)),
  );

  app.get('/api/v1/rs/systeemstatuses/fases', { config: { access: access.signedIn() } }, async () =>
    app.db.select({ id: systeemFases.code, omschrijving: systeemFases.omschrijving }).from(systeemFases).orderBy(asc(systeemFases.volgorde)),
  );

  // A step code recurs in several phases (UITGEBRACHT, GETEKEND): each answer names its phase.
  app.get('/api/v1/rs/systeemstatuses/staps', { config: { access: access.signedIn() } }, async () =>
    app.db
      .select({ id: systeemStatussen.id, code: systeemStatussen.stap, fase: systeemStatussen.fase, omschrijving: systeemStatussen.omschrijving })
      .from(systeemStatussen)
      .orderBy(asc(systeemStatussen.volgorde)),
  );

  app.get('/api/v1/adviseurs', { config: { access: access.signedIn() } }, async (request) =>
    app.db
      .select({
        id: gebruikers.id,
        voorLetters: gebruikers.voorLetters,
        tussenVoegsels: gebruikers.tussenVoegsels,
        achterNaam: gebruikers.achterNaam,
        kantoorId: gebruikers.kantoorId,
      })
      .from(gebruikers)
      .where(and(eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true), adviserScope(request.user)))
      .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id)),
  );

  // Kept in Beheer › documenten; the id is the status letter.
  // A lender sees the organisation's statuses and its own, as in Beheer; other lenders' stay hidden.
  app.get('/api/v1/rs/documentstatuses', { config: { access: access.signedIn() } }, async (request) =>
    app.db
      .select({ id: documentStatussen.code, omschrijving: documentStatussen.omschrijving, icoon: documentStatussen.icoon })
      .from(documentStatussen)
      .where(and(eq(documentStatussen.active, true), lenderOwned(documentStatussen.geldverstrekkerId).scope?.(request.user)))
      .orderBy(asc(documentStatussen.volgorde)),
  );
};

export default refdataRoutes;
