import { afterAll } from 'vitest';
import type { Permission } from '../../../contract/permissions';
import type { Db } from '../../../server/db/client';
import {
  belangrijkeDatums,
  dossierDocumenten,
  dossiers,
  dossierWijzigingen,
  gebruikerRollen,
  gebruikers,
  gebruikerTeams,
  geldverstrekkers,
  hypotheken,
  kantoren,
  rolPermissies,
  rollen,
  teams,
} from '../../../server/db/schema';
import { DEMO_PASSWORD } from '../../../server/demo/demo';
import { hashPassword } from '../../../server/services/auth/passwords';
import { ownServer } from '../helpers';

/**
 * A small, hand-checked data set for the insight figures (docs/insight.md): its own office,
 * money provider, team, handler and advisers, and nine dossiers around the turn of 2024/2025, where
 * ISO week 1 of 2025 runs from Monday 30 December 2024 to Sunday 5 January 2025 and 1 January 2025
 * (Nieuwjaarsdag) is a vrije dag. Times are Amsterdam times. The expected figures are worked out in
 * insight.test.ts, next to what they check.
 *
 * | dossier | received | kind | where now | history (stap rows unless said) |
 * |---|---|---|---|---|
 * | D1 | Mon 30-12 10:00 | HDN, adviser X, handler (UITGEZET) | RENTEAANBOD.AANGEVRAAGD since Fri 03-01 09:00 | ONTVANGEN→BEOORDELEN Tue 31-12 09:00, →GOEDGEKEURD Thu 02-01 09:00, fase+stap →RENTEAANBOD.AANGEVRAAGD Fri 03-01 09:00 |
 * | D2 | Sun 05-01 12:00 | HDN, adviser X, handler (BEHANDELING) | AANVRAAG.AANVULLEN since Tue 07-01 10:00 | →BEOORDELEN Mon 06-01 09:00, →AANVULLEN Tue 07-01 10:00 |
 * | D3 | Mon 06-01 09:00 | not HDN, adviser X | AANVRAAG.ONTVANGEN | none |
 * | D4 | Sun 29-12 12:00 | HDN, no adviser | AANVRAAG.GOEDGEKEURD since Thu 02-01 09:00 | →BEOORDELEN Mon 30-12 09:00, →AANVULLEN Tue 31-12 09:00, →GOEDGEKEURD Thu 02-01 09:00 |
 * | D5 | Tue 31-12 10:00 | BTL, not HDN, adviser Y, archived | AANVRAAG.BEOORDELEN, AFGEWEZEN | →BEOORDELEN Tue 31-12 15:00; status →AFGEWEZEN Fri 03-01 10:00 |
 * | D6 | Mon 16-12 09:00 | HDN | HYPOTHEEKAANBOD.UITGEBRACHT since Tue 31-12 11:00 | DOCUMENTEN_BEOORDELEN→UITGEBRACHT Tue 31-12 11:00 |
 * | D7 | Tue 17-12 09:00 | HDN, hoofdsom 300.000, a declined document | HYPOTHEEKAANBOD.GETEKEND since Fri 03-01 10:00 | DOCUMENTEN_BEOORDELEN→UITGEBRACHT Thu 02-01 10:00, →GETEKEND Fri 03-01 10:00 |
 * | D8 | Wed 18-12 09:00 | HDN, adviser Y, hoofdsom 250.000 | PASSEREN.GEPASSEERD, AFGEROND | GEPLAND→GEPASSEERD Fri 03-01 12:00; status →AFGEROND Mon 06-01 10:00 |
 * | D9 | now | HDN, adviser X | AANVRAAG.ONTVANGEN since now | none |
 *
 * All of the test office (VOLMACHT) and the test money provider, none CDS. Important dates: D1
 * financieringsvoorbehoud Fri 03-01, D2 passeerdatum Sat 04-01, D8 passeerdatum Fri 03-01.
 * Requested documents: D1 asked Tue 31-12, received Thu 02-01; D2 asked Mon 06-01, received Thu
 * 09-01; D3 asked Mon 06-01, received Mon 13-01; D7 declined (R), asked 17-12, received 20-12.
 */
export interface InsightFixture {
  office: number;
  otherOffice: number;
  lender: number;
  team: number;
  handler: number;
  adviser: { id: number; username: string };
  adviser2: number;
  d: Record<'D1' | 'D2' | 'D3' | 'D4' | 'D5' | 'D6' | 'D7' | 'D8' | 'D9', number>;
}

const at = (local: string) => new Date(`${local}+01:00`);

async function insightFixture(db: Db): Promise<InsightFixture> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [lender] = await db.insert(geldverstrekkers).values({ naam: 'Inzicht Testbank', ontvangerCode: 'INZTST' }).returning();
  const [office] = await db.insert(kantoren).values({ bedrijfsNaam: 'Inzicht Testkantoor', plaatsNaam: 'Utrecht', kantoorType: 'VOLMACHT' }).returning();
  const [otherOffice] = await db.insert(kantoren).values({ bedrijfsNaam: 'Inzicht Ander kantoor', plaatsNaam: 'Zwolle', kantoorType: 'NIET_VOLMACHT' }).returning();
  const [team] = await db.insert(teams).values({ teamNaam: 'Inzicht team', teamEmail: 'inzicht@backoffice.example.nl' }).returning();
  const [handler] = await db
    .insert(gebruikers)
    .values({ username: 'inzicht.behandelaar', email: 'behandelaar@backoffice.example.nl', voorLetters: 'I.', achterNaam: 'Behandelaar', typeCode: 'M' })
    .returning();
  await db.insert(gebruikerTeams).values({ gebruikerId: handler.id, teamId: team.id });
  const [role] = await db.insert(rollen).values({ naam: 'Inzicht adviseur' }).returning();
  const rights: Permission[] = ['MENU_DOSSIERS_VIEW', 'MENU_BTL_DOSSIERS_VIEW', 'MENU_LOYALTY_VIEW', 'MENU_DASHBOARDS_VIEW'];
  await db.insert(rolPermissies).values(rights.map((permissie) => ({ rolId: role.id, permissie })));
  const [adviser, adviser2] = await db
    .insert(gebruikers)
    .values([
      { username: 'inzicht.adviseur', passwordHash, email: 'x@kantoor.example.nl', voorLetters: 'X.', achterNaam: 'Xander', typeCode: 'A', kantoorId: office.id },
      { username: 'inzicht.adviseur2', passwordHash, email: 'y@kantoor.example.nl', voorLetters: 'Y.', achterNaam: 'Ypma', typeCode: 'A', kantoorId: office.id },
    ])
    .returning();
  await db.insert(gebruikerRollen).values([adviser, adviser2].map((a) => ({ gebruikerId: a.id, rolId: role.id })));

  const base = { kantoorId: office.id, geldverstrekkerId: lender.id, naamHypotheekGever: 'Inzicht', sorteerNaam: 'inzicht', zoekNaam: 'inzicht' };
  const now = new Date();
  const rows = [
    { ...base, adviseurId: adviser.id, ontvangenOp: at('2024-12-30T10:00:00'), fase: 'RENTEAANBOD', stap: 'AANGEVRAAGD', stapSinds: at('2025-01-03T09:00:00'), workloadStatus: 'UITGEZET', workloadGebruikerId: handler.id },
    { ...base, adviseurId: adviser.id, ontvangenOp: at('2025-01-05T12:00:00'), fase: 'AANVRAAG', stap: 'AANVULLEN', stapSinds: at('2025-01-07T10:00:00'), workloadStatus: 'BEHANDELING', workloadGebruikerId: handler.id },
    { ...base, adviseurId: adviser.id, ontvangenOp: at('2025-01-06T09:00:00'), fase: 'AANVRAAG', stap: 'ONTVANGEN', stapSinds: at('2025-01-06T09:00:00'), aanleverenViaHdnjn: 0 },
    { ...base, ontvangenOp: at('2024-12-29T12:00:00'), fase: 'AANVRAAG', stap: 'GOEDGEKEURD', stapSinds: at('2025-01-02T09:00:00') },
    { ...base, adviseurId: adviser2.id, ontvangenOp: at('2024-12-31T10:00:00'), fase: 'AANVRAAG', stap: 'BEOORDELEN', stapSinds: at('2024-12-31T15:00:00'), status: 'AFGEWEZEN', btl: true, aanleverenViaHdnjn: 0, gearchiveerd: true },
    { ...base, ontvangenOp: at('2024-12-16T09:00:00'), fase: 'HYPOTHEEKAANBOD', stap: 'UITGEBRACHT', stapSinds: at('2024-12-31T11:00:00') },
    { ...base, ontvangenOp: at('2024-12-17T09:00:00'), fase: 'HYPOTHEEKAANBOD', stap: 'GETEKEND', stapSinds: at('2025-01-03T10:00:00') },
    { ...base, adviseurId: adviser2.id, ontvangenOp: at('2024-12-18T09:00:00'), fase: 'PASSEREN', stap: 'GEPASSEERD', stapSinds: at('2025-01-03T12:00:00'), status: 'AFGEROND', workloadStatus: 'AFGEROND' },
    { ...base, adviseurId: adviser.id, ontvangenOp: now, fase: 'AANVRAAG', stap: 'ONTVANGEN', stapSinds: now },
  ] as const;
  const ids = (await db.insert(dossiers).values(rows.map((r) => ({ ...r, fase: r.fase as 'AANVRAAG' }))).returning({ id: dossiers.id })).map((r) => r.id);
  const [D1, D2, D3, D4, D5, D6, D7, D8, D9] = ids;

  const change = (dossierId: number, when: string, veld: string, oudeWaarde: string, nieuweWaarde: string) => ({ dossierId, gewijzigdOp: at(when), veld, oudeWaarde, nieuweWaarde });
  await db.insert(dossierWijzigingen).values([
    change(D1, '2024-12-31T09:00:00', 'stap', 'ONTVANGEN', 'BEOORDELEN'),
    change(D1, '2025-01-02T09:00:00', 'stap', 'BEOORDELEN', 'GOEDGEKEURD'),
    change(D1, '2025-01-03T09:00:00', 'fase', 'AANVRAAG', 'RENTEAANBOD'),
    change(D1, '2025-01-03T09:00:00', 'stap', 'GOEDGEKEURD', 'AANGEVRAAGD'),
    change(D2, '2025-01-06T09:00:00', 'stap', 'ONTVANGEN', 'BEOORDELEN'),
    change(D2, '2025-01-07T10:00:00', 'stap', 'BEOORDELEN', 'AANVULLEN'),
    change(D4, '2024-12-30T09:00:00', 'stap', 'ONTVANGEN', 'BEOORDELEN'),
    change(D4, '2024-12-31T09:00:00', 'stap', 'BEOORDELEN', 'AANVULLEN'),
    change(D4, '2025-01-02T09:00:00', 'stap', 'AANVULLEN', 'GOEDGEKEURD'),
    change(D5, '2024-12-31T15:00:00', 'stap', 'ONTVANGEN', 'BEOORDELEN'),
    change(D5, '2025-01-03T10:00:00', 'status', 'LOPEND', 'AFGEWEZEN'),
    change(D6, '2024-12-31T11:00:00', 'stap', 'DOCUMENTEN_BEOORDELEN', 'UITGEBRACHT'),
    change(D7, '2025-01-02T10:00:00', 'stap', 'DOCUMENTEN_BEOORDELEN', 'UITGEBRACHT'),
    change(D7, '2025-01-03T10:00:00', 'stap', 'UITGEBRACHT', 'GETEKEND'),
    change(D8, '2025-01-03T12:00:00', 'stap', 'GEPLAND', 'GEPASSEERD'),
    change(D8, '2025-01-06T10:00:00', 'status', 'LOPEND', 'AFGEROND'),
  ]);
  await db.insert(hypotheken).values([
    { dossierId: D7, hoofdsom: 300_000 },
    { dossierId: D8, hoofdsom: 250_000 },
  ]);
  await db.insert(belangrijkeDatums).values([
    { dossierId: D1, soort: 'FINANCIERINGSVOORBEHOUD', datum: '2025-01-03' },
    { dossierId: D2, soort: 'PASSEERDATUM', datum: '2025-01-04' },
    { dossierId: D8, soort: 'PASSEERDATUM', datum: '2025-01-03' },
  ]);
  await db.insert(dossierDocumenten).values([
    { dossierId: D1, soort: 'BKR', status: 'G', opgevraagdOp: at('2024-12-31T10:00:00'), ontvangenOp: at('2025-01-02T10:00:00') },
    { dossierId: D2, soort: 'BKR', status: 'G', opgevraagdOp: at('2025-01-06T10:00:00'), ontvangenOp: at('2025-01-09T10:00:00') },
    { dossierId: D3, soort: 'BKR', status: 'O', opgevraagdOp: at('2025-01-06T10:00:00'), ontvangenOp: at('2025-01-13T10:00:00') },
    { dossierId: D7, soort: 'TAXATIE', status: 'R', opgevraagdOp: at('2024-12-17T10:00:00'), ontvangenOp: at('2024-12-20T10:00:00'), beoordeeldOp: at('2024-12-20T11:00:00') },
  ]);
  return {
    office: office.id,
    otherOffice: otherOffice.id,
    lender: lender.id,
    team: team.id,
    handler: handler.id,
    adviser: { id: adviser.id, username: adviser.username },
    adviser2: adviser2.id,
    d: { D1, D2, D3, D4, D5, D6, D7, D8, D9 },
  };
}

/** The data set once per database: each insight test file has a database of its own (helpers.ts ownServer). */
const fixtures = new WeakMap<Db, Promise<InsightFixture>>();

function sharedInsightFixture(db: Db): Promise<InsightFixture> {
  if (!fixtures.has(db)) fixtures.set(db, insightFixture(db));
  return fixtures.get(db)!;
}

/**
 * A server with a database of its own holding the data set, closed after the file's tests: the
 * hand-checked figures sum over every row, which other files would move.
 */
export async function insightServer() {
  const { app, database } = await ownServer();
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  return { app, database, db: database.db, fx: await sharedInsightFixture(database.db) };
}
