import { and, asc, eq, getTableColumns, notExists, type InferSelectModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  bancaireDekkingen,
  bankgaranties,
  boInfo,
  btlContractanten,
  dossierApprovals,
  dossierBerichten,
  dossierOpmerkingen,
  dossiers,
  extractedParties,
  fondsverdelingen,
  hypotheekOpties,
  inkomens,
  kadasterItems,
  kortingsregelingen,
  maatwerk,
  notarisCds,
  notarissen,
  objecten,
  premieAfspraken,
  tussenpersonen,
  verplichtingen,
} from '../../../server/db/schema';
import { listApprovals } from '../../../server/services/dossier-detail/approvals';
import { readAuditTrail } from '../../../server/services/dossier-detail/audit-trail';
import { documentChecks } from '../../../server/services/dossier-detail/document-checks';
import { INKOMEN_SOORTEN, readBezittingen, readIncome, readVerplichtingen, type InkomenPad } from '../../../server/services/dossier-detail/income';
import { dossierLabelList, remarksOf } from '../../../server/services/dossier-detail/labels';
import { readDossierMessages } from '../../../server/services/dossier-detail/messages';
import { readFinancieleDekking, readHypotheek } from '../../../server/services/dossier-detail/mortgage';
import { readObjects } from '../../../server/services/dossier-detail/objects';
import { overview, overviewLenings, overviewObject, overviewStatusDates } from '../../../server/services/dossier-detail/overview';
import { listSingle } from '../../../server/services/dossier-detail/single-records';
import { pickDossier } from './fixtures';
import { signIn, testServer } from '../helpers';

/**
 * The response schemas of the detail (issue #9 §3) serialise every answer: one that does not fit
 * answers 500, and a field the schema lacks is silently dropped. So each read is compared, field
 * for field, with what its service returns, on dossiers that hold every kind of sub-record.
 */
const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');

/** The first ordinary (non-CDS) dossier that has a row in `table`; undefined when the demo has none. */
async function dossierWith(table: PgTable & { dossierId: PgColumn }) {
  const [row] = await db
    .select({ id: dossiers.id })
    .from(table)
    .innerJoin(dossiers, eq(dossiers.id, table.dossierId))
    .where(eq(dossiers.cds, false))
    .orderBy(asc(dossiers.id))
    .limit(1);
  if (!row) return undefined;
  const [dossier] = await db.select().from(dossiers).where(eq(dossiers.id, row.id));
  return dossier;
}

/** What the browser receives for a service's answer: its JSON. */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

async function expectAnswer(url: string, expected: unknown) {
  const res = await medewerker.get(url);
  expect(res.status, `${url}: ${JSON.stringify(res.body)}`).toBe(200);
  expect(res.body, url).toEqual(asJson(expected));
  return res.body;
}

/** The columns a record reached by its own id answers: all but the timestamps. */
const answered = (table: PgTable) => Object.keys(getTableColumns(table)).filter((c) => c !== 'createdAt' && c !== 'updatedAt').sort();

const dossierTables = [inkomens, verplichtingen, objecten, notarissen, tussenpersonen, dossierApprovals, dossierBerichten, dossierOpmerkingen];
const found = (await Promise.all(dossierTables.map(dossierWith))).filter((d) => d !== undefined);
const rich = [...new Map(found.map((d) => [d.id, d])).values()];

describe('the reads of the dossier detail answer every field their service returns', () => {
  it('finds dossiers with sub-records of most kinds', () => expect(rich.length).toBeGreaterThan(2));

  it.each(rich.map((d) => [d.id, d]))('dossier %i', async (_id, dossier) => {
    const id = dossier.id;
    await expectAnswer(`/api/v1/dossiers/${id}/overview`, await overview(db, dossier));
    await expectAnswer(`/api/v1/overzicht/${id}/lenings`, await overviewLenings(db, id));
    await expectAnswer(`/api/v1/overzicht/${id}/object`, await overviewObject(db, id));
    await expectAnswer(`/api/v1/overzicht/${id}/financiele-dekking`, await readFinancieleDekking(db, id));
    await expectAnswer(`/api/v1/overzicht/${id}/dossier-status-dates`, await overviewStatusDates(db, dossier));
    await expectAnswer(`/api/v1/dossiers/${id}/hypotheek`, await readHypotheek(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/financieledekking`, await readFinancieleDekking(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/object?origin=AANVRAAG`, await readObjects(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/notarises`, (await listSingle(db, 'notaris', id))[0] ?? null);
    await expectAnswer(`/api/v1/dossiers/${id}/tuessenpersons`, (await listSingle(db, 'tussenpersoon', id))[0] ?? null);
    for (const kind of Object.keys(INKOMEN_SOORTEN) as InkomenPad[]) {
      await expectAnswer(`/api/v1/dossier/${id}/inkomen/${kind}`, await readIncome(db, id, kind));
    }
    await expectAnswer(`/api/v1/dossier/${id}/inkomen/bezittingen`, await readBezittingen(db, id));
    await expectAnswer(`/api/v1/dossier/${id}/inkomen/verplichtingen`, await readVerplichtingen(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/approvals`, await listApprovals(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/wijzigingen?page=0&size=50`, await readAuditTrail(db, id, 0, 50, true));
    await expectAnswer(`/api/v1/dossiers/${id}/label`, await dossierLabelList(db, id));
    await expectAnswer(`/api/v1/dossier/remark/${id}`, await remarksOf(db, id));
    await expectAnswer(`/api/v1/dossiers/${id}/messages?page=0&size=50`, await readDossierMessages(db, id, 0, 50, true));
    await expectAnswer(`/api/v1/dossiers/${id}/rs/checksoortdocument`, await documentChecks(db, dossier));
  });

  it('each mortgage sub-read answers its rows whole', async () => {
    const first = async <T extends PgTable>(table: T) => (await db.select().from(table as PgTable).limit(1))[0] as InferSelectModel<T>;
    const checks = [
      [`lening/${(await first(hypotheekOpties)).hypotheekId}/hypotheekopties`, ['id', 'meeneembaar', 'verhogingMogelijk', 'inschrijvingsBedrag', 'renteaanpassing', 'boetevrijAflossenPercentage']],
      [`lening/${(await first(bancaireDekkingen)).hypotheekId}/bancairedekking`, ['id', 'leningdeelId', 'leningdeelVolgnummer', 'soort', 'contractNummer', 'waarde', 'inlegPerMaand', 'ingangsDatum']],
      [`lening/${(await first(maatwerk)).hypotheekId}/maatwerk`, ['id', 'reden', 'toelichting', 'beoordeeldDoor', 'beoordeeldOp']],
      [`lening/${(await first(hypotheekOpties)).hypotheekId}/financieledekking`, ['koopsom', 'hoofdsom', 'eigenMiddelen', 'bezittingen', 'totaalDekking', 'tekort']],
      [`leningdeel/${(await first(premieAfspraken)).leningdeelId}/premieafspraken`, ['id', 'soort', 'bedragPerMaand', 'ingangsDatum', 'looptijdMaanden']],
      [`leningdeel/${(await first(fondsverdelingen)).leningdeelId}/fondsverdeling`, ['id', 'fondsNaam', 'percentage']],
      [`leningdeel/${(await first(kortingsregelingen)).leningdeelId}/kortingsregeling`, ['id', 'soort', 'percentage', 'voorwaarde']],
    ] as const;
    for (const [path, fields] of checks) {
      const res = await medewerker.get(`/api/v1/dossiers/hypotheek/${path}`);
      expect(res.status, path).toBe(200);
      const answer = Array.isArray(res.body) ? res.body[0] : res.body;
      expect(Object.keys(answer).sort(), path).toEqual([...fields].sort());
    }
  });

  it('records reached by their own id answer every column but the timestamps, on creation and on reading', async () => {
    const withoutBoInfo = notExists(db.select({ id: boInfo.id }).from(boInfo).where(eq(boInfo.dossierId, dossiers.id)));
    const { id: dossierId } = await pickDossier(db, and(eq(dossiers.cds, false), withoutBoInfo), 150);
    const made: [typeof objecten, number][] = [];
    const kinds = [
      ['contractor', btlContractanten, { type: 'COMPANY', name: 'Vastgoed Beheer BV' }],
      ['assets', objecten, { soortObject: 'Appartement', straatNaam: 'Kerkstraat', huisNummer: 12, postcode: '3511AB', plaatsNaam: 'Utrecht' }],
      ['bankgarantie', bankgaranties, { bank: 'ING Bank', begunstigde: 'Notariskantoor Jansen', bedrag: 25000, vervalDatum: '2031-01-31' }],
      ['notaris-cds', notarisCds, { kantoorNaam: 'Notariskantoor Jansen' }],
      ['boInfo', boInfo, { internKenmerk: 'BO123' }],
      ['extracted-parties', extractedParties, { bron: 'PASPOORT', rol: 'AANVRAGER', achterNaam: 'Jansen' }],
    ] as const;
    try {
      for (const [path, table, body] of kinds) {
        const created = await medewerker.post(`/api/v1/${path}`, { dossierId, ...body });
        expect(created.status, `${path}: ${JSON.stringify(created.body)}`).toBe(201);
        made.push([table as typeof objecten, created.body.id]);
        expect(Object.keys(created.body).sort(), path).toEqual(answered(table));
        if (path === 'extracted-parties') continue;
        const read = await medewerker.get(`/api/v1/${path}/${created.body.id}`);
        expect(read.status, path).toBe(200);
        expect(read.body, path).toEqual(created.body);
      }
      const parties = await medewerker.get(`/api/v1/extracted-parties?dossierId=${dossierId}`);
      expect(parties.status).toBe(200);
      expect(Object.keys(parties.body.content[0]).sort()).toEqual(answered(extractedParties));

      const objectId = made.find(([table]) => table === objecten)?.[1];
      const item = await medewerker.post(`/api/v1/objects/${objectId}/kadaster`, { kadastraleGemeente: 'Utrecht', sectie: 'A', perceelnummer: '1234' });
      expect(item.status, JSON.stringify(item.body)).toBe(201);
      expect(Object.keys(item.body).sort()).toEqual(answered(kadasterItems).filter((c) => c !== 'objectId'));
      expect((await medewerker.get(`/api/v1/objects/${objectId}/kadaster`)).body).toContainEqual(item.body);
    } finally {
      for (const [table, id] of made) await db.delete(table).where(eq(table.id, id));
    }
  });
});
