import { Faker, base, nl } from '@faker-js/faker';
import { and, asc, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { PortaalVeld } from '../../contract/log-codes';
import { recordBtlIntake } from '../services/logs/btl';
import { receivePortalChange } from '../services/logs/portal';
import { receiveSystemEvent } from '../services/logs/system-events';
import type { SessionUser } from '../services/permissions/access';
import { openDossierIds, runRuleset } from '../services/rules/engine';
import type { Db } from '../db/client';
import { berichtenlog, dossierDocumenten, dossiers, gebruikerRollen, gebruikers, hypotheekgevers, rolPermissies, rollen } from '../db/schema';
import { DEMO_ROLES } from './roles';

/** A faker of its own, so the logs do not shift the rest of the demo's random data. */
const faker = new Faker({ locale: [nl, base], seed: 20261128 });
const DAY = 24 * 3600_000;

/** The system accounts of the two channels that send messages in (docs/logs.md); they cannot sign in here. */
const SYSTEM_ACCOUNTS = [
  { username: 'koppeling.systemevents', achterNaam: 'Koppeling system events', email: 'systemevents@backoffice.example.nl' },
  { username: 'koppeling.klantportaal', achterNaam: 'Koppeling klantportaal', email: 'klantportaal@backoffice.example.nl' },
];

export async function hasLogDemo(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(berichtenlog);
  return n > 0;
}

/** The Koppeling role and its system accounts, made when missing (also in a demo database from before them). */
async function systemAccounts(db: Db): Promise<SessionUser[]> {
  const wanted = DEMO_ROLES.find((r) => r.naam === 'Koppeling')!;
  let [role] = await db.select({ id: rollen.id }).from(rollen).where(eq(rollen.naam, wanted.naam));
  if (!role) {
    [role] = await db.insert(rollen).values({ naam: wanted.naam, omschrijving: wanted.omschrijving }).returning({ id: rollen.id });
    await db.insert(rolPermissies).values(wanted.permissions.map((permissie) => ({ rolId: role.id, permissie }))).onConflictDoNothing();
  }
  const accounts: SessionUser[] = [];
  for (const account of SYSTEM_ACCOUNTS) {
    let [user] = await db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.username, account.username));
    if (!user) {
      [user] = await db.insert(gebruikers).values({ ...account, typeCode: 'S', passwordHash: null }).returning({ id: gebruikers.id });
      await db.insert(gebruikerRollen).values({ gebruikerId: user.id, rolId: role.id });
    }
    accounts.push({ id: user.id, sessionId: 'seed', username: account.username, typeCode: 'S', kantoorId: null, geldverstrekkerId: null, permissions: new Set<string>(wanted.permissions) });
  }
  return accounts;
}

/** A moment up to `maxDays` after `from`; one that would lie ahead is put in the last three days instead. */
function after(from: Date, maxDays: number) {
  const at = from.getTime() + faker.number.int({ min: 1, max: maxDays * 24 * 60 }) * 60_000;
  return new Date(at < Date.now() ? at : Date.now() - faker.number.int({ min: 10, max: 72 * 60 }) * 60_000);
}

/**
 * The demo's message logs and stipulations (docs/logs.md, docs/stipulations.md), made by the same
 * services that take real messages: the BTL applications of the BTL dossiers taken in outside HDN,
 * system events of HDN, Hyarchis and Windward about real dossiers (and a few the back office cannot
 * use), client-portal changes of real applicants, and a first evaluation of the stipulations of the
 * open dossiers. Deterministic; a few hundred rows.
 */
export async function seedLogDemo(db: Db) {
  const [events, portal] = await systemAccounts(db);

  const btl = await db.select({ id: dossiers.id }).from(dossiers).where(and(eq(dossiers.btl, true), eq(dossiers.aanleverenViaHdnjn, 0))).orderBy(asc(dossiers.id)).limit(60);
  await recordBtlIntake(db, btl.map((d) => d.id));

  const hdn = await db.select().from(dossiers).where(eq(dossiers.aanleverenViaHdnjn, 1)).orderBy(desc(dossiers.ontvangenOp), asc(dossiers.id)).limit(40);
  for (const d of hdn) {
    await receiveSystemEvent(db, events, { bron: 'HDN', event: 'AANVRAAG_ONTVANGEN', eventId: `HDN-${faker.string.numeric(10)}`, dossierId: d.id, gegevens: { berichtSoort: 'AanvraagBericht', ontvanger: 'BACKOFFICE', aanvragers: d.naamHypotheekGever } }, after(d.ontvangenOp, 1));
  }
  const received = await db
    .select({ dossierId: dossierDocumenten.dossierId, soort: dossierDocumenten.soort, ontvangenOp: dossierDocumenten.ontvangenOp })
    .from(dossierDocumenten)
    .where(isNotNull(dossierDocumenten.ontvangenOp))
    .orderBy(desc(dossierDocumenten.ontvangenOp), asc(dossierDocumenten.id))
    .limit(40);
  for (const doc of received) {
    await receiveSystemEvent(db, events, { bron: 'HYARCHIS', event: 'DOCUMENT_ONTVANGEN', eventId: faker.string.uuid(), dossierId: doc.dossierId, gegevens: { documentSoort: doc.soort, classificatie: 'AUTOMATISCH', zekerheid: faker.number.float({ min: 0.8, max: 0.99, fractionDigits: 2 }) } }, after(doc.ontvangenOp!, 1));
  }
  const passed = await db.select().from(dossiers).where(and(eq(dossiers.fase, 'PASSEREN'), eq(dossiers.stap, 'GEPASSEERD'), isNotNull(dossiers.kenmerk))).orderBy(desc(dossiers.stapSinds), asc(dossiers.id)).limit(20);
  for (const d of passed) {
    await receiveSystemEvent(db, events, { bron: 'WINDWARD', event: 'LENING_GEPASSEERD', eventId: `WW-${faker.string.numeric(8)}`, kenmerk: d.kenmerk, gegevens: { leningnummer: faker.string.numeric(10), ingangsdatum: d.stapSinds.toISOString().slice(0, 10) } }, after(d.stapSinds, 2));
  }
  const recent = new Date(Date.now() - 7 * DAY);
  await receiveSystemEvent(db, events, { bron: 'HYARCHIS', event: 'DOCUMENT_GESPLITST', eventId: faker.string.uuid(), dossierId: hdn[0]?.id, gegevens: { paginas: 12 } }, after(recent, 5));
  await receiveSystemEvent(db, events, { bron: 'WINDWARD', event: 'LENING_GEPASSEERD', eventId: `WW-${faker.string.numeric(8)}`, kenmerk: 'ONBEKEND-0001', gegevens: {} }, after(recent, 5));
  await receiveSystemEvent(db, events, { bron: 'BTL', event: 'AANVRAAG_ONTVANGEN', eventId: `BTL-${faker.string.numeric(8)}`, dossierId: btl[0]?.id ?? hdn[0]?.id, gegevens: {} }, after(recent, 5));

  const applicants = await db
    .select({ h: hypotheekgevers, ontvangenOp: dossiers.ontvangenOp })
    .from(hypotheekgevers)
    .innerJoin(dossiers, eq(dossiers.id, hypotheekgevers.dossierId))
    .where(and(eq(dossiers.status, 'LOPEND'), sql`${hypotheekgevers.email} is not null`))
    .orderBy(asc(hypotheekgevers.id))
    .limit(400);
  const portalStart = new Date(Date.now() - 30 * DAY);
  for (const [i, { h }] of faker.helpers.arrayElements(applicants, Math.min(25, applicants.length)).entries()) {
    const kind = i % 4;
    const wijzigingen: { veld: PortaalVeld; oudeWaarde: string | null; nieuweWaarde: string }[] =
      kind === 0
        ? [
            { veld: 'straatNaam', oudeWaarde: h.straatNaam, nieuweWaarde: faker.location.street() },
            { veld: 'huisNummer', oudeWaarde: h.huisNummer === null ? null : String(h.huisNummer), nieuweWaarde: String(faker.number.int({ min: 1, max: 200 })) },
            { veld: 'postcode', oudeWaarde: h.postcode, nieuweWaarde: `${faker.number.int({ min: 1000, max: 9999 })}${faker.string.alpha({ length: 2, casing: 'upper' })}` },
            { veld: 'plaatsNaam', oudeWaarde: h.plaatsNaam, nieuweWaarde: faker.location.city() },
          ]
        : kind === 1
          ? [{ veld: 'email', oudeWaarde: h.email, nieuweWaarde: faker.internet.email({ firstName: h.voorNamen ?? undefined, lastName: h.achterNaam }).toLowerCase() }]
          : kind === 2
            ? [{ veld: 'telefoonNummer', oudeWaarde: h.telefoonNummer, nieuweWaarde: `06${faker.string.numeric(8)}` }]
            : [{ veld: 'iban', oudeWaarde: h.iban, nieuweWaarde: faker.finance.iban({ countryCode: 'NL' }) }];
    await receivePortalChange(
      db,
      portal,
      { verzoekNummer: `KP-${String(2026_0000 + i * 37).padStart(8, '0')}`, dossierId: h.dossierId, hypotheekgeverId: h.id, wijzigingen, toelichting: kind === 0 ? 'Wij zijn verhuisd.' : null },
      after(portalStart, 29),
    );
  }

  const open = await openDossierIds(db);
  await runRuleset(db, open.slice(0, 40), 'STIPULATIONS_REFRESH', null);
}
