import { fakerNL as faker } from '@faker-js/faker';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { bsnCheckDigit } from '../../contract/bsn';
import { FASES, STAPPEN, SUB_STATUSES, stappenVan, type Fase } from '../../contract/dossier';
import { WORKLOAD_STATUS_CODES, type WorkloadStatus } from '../../contract/workload';
import { dossierNames } from '../services/dossiers/summary';
import type { Db } from '../db/client';
import {
  belangrijkeDatums,
  bezittingen,
  btlContractanten,
  dossierBehandelaars,
  dossierBerichten,
  dossierDocumenten,
  dossierWijzigingen,
  dossierLabels,
  dossierOpmerkingen,
  dossiers,
  dossierStapPeriodes,
  gebruikers,
  geldverstrekkers,
  hypotheekgevers,
  hypotheken,
  inkomens,
  kantoren,
  labels,
  leningdelen,
  notarissen,
  objecten,
  offerteData,
  organisaties,
  tussenpersonen,
  verplichtingen,
} from '../db/schema';
import { bulkInsert, reserveIds, withoutSecondaryIndexes, type Columns } from './bulk';
import {
  ENERGIELABELS,
  KREDIETGEVERS,
  OBJECT_SOORTEN,
  OPMERKINGEN,
  PLAATSEN,
  STRATEN,
  WERKGEVERS,
  splitSurname,
} from './dossier-data';
import { seedDossierLinks } from './dossier-links';
import { insertDossierDocuments } from './documents';
import { insertDossierHistory, withStretchesDerivedAfter } from './history';
import { insertDossierMessages } from './messages';
import { insertMortgageDetails, MORTGAGE_DETAIL_TABLES } from './mortgage-details';

const DAY = 86_400_000;
/** Staff who pick up dossiers: medewerkers and employees. */
const WORKLOAD_TYPES = ['M', 'E'];

type Row = Record<string, unknown>;

interface Context {
  now: number;
  offices: { id: number; bedrijfsNaam: string }[];
  advisersByOffice: Map<number, { id: number; naam: string }[]>;
  lenders: { id: number; ontvangerCode: string }[];
  staff: number[];
  organisations: number[];
  labels: number[];
}

/** Every (phase, step) with every workload status: the first dossiers cover them all. */
const COVERAGE = FASES.flatMap((f) =>
  STAPPEN[f.id].flatMap((s) => WORKLOAD_STATUS_CODES.map((w) => ({ fase: f.id as Fase, stap: s.id as string, workload: w }))),
);

const r = () => faker.number.float({ min: 0, max: 1 });
const between = (min: number, max: number) => faker.number.int({ min, max });
const pick = <T>(items: readonly T[]) => faker.helpers.arrayElement(items);
const weighted = <T>(choices: [T, number][]) =>
  faker.helpers.weightedArrayElement(choices.map(([value, weight]) => ({ value, weight })));
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const round = (value: number, step: number) => Math.round(value / step) * step;

function bsn() {
  for (;;) {
    const first = String(between(1, 6)) + faker.string.numeric(7);
    const check = bsnCheckDigit(first);
    if (check !== null) return first + check;
  }
}

function postcode(range: [number, number]) {
  const letters = faker.helpers.arrayElement(['A', 'B', 'C', 'E', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'R', 'T', 'V', 'W', 'X', 'Z']);
  // SA, SD and SS are never issued; leaving S out as the first letter avoids them.
  return `${between(range[0], range[1])}${letters}${faker.string.alpha({ length: 1, casing: 'upper' })}`;
}

function address() {
  const plaats = pick(PLAATSEN);
  return {
    straatNaam: pick(STRATEN),
    huisNummer: between(1, 240),
    huisNummerToevoeging: r() < 0.1 ? pick(['A', 'B', '1', '2', 'bis']) : null,
    postcode: postcode(plaats.postcodes),
    plaatsNaam: plaats.naam,
    regio: plaats.regio,
  };
}

// A few of faker's Dutch first names are stored garbled ('Ã\x96mer'); those are skipped.
function firstName(sex?: 'male' | 'female') {
  for (;;) {
    const name = faker.person.firstName(sex);
    if (/^[A-Z]/.test(name)) return name;
  }
}

function person(receivedMs: number, surname?: string) {
  const sex = r() < 0.5 ? 'male' : 'female';
  const names = Array.from({ length: between(1, 3) }, () => firstName(sex));
  const { tussenVoegsels, achterNaam } = splitSurname(surname ?? faker.person.lastName());
  const age = between(23, 68);
  return {
    geslacht: sex === 'male' ? 'M mannelijk' : 'V vrouwelijk',
    voorNamen: names.join(' '),
    voorLetters: names.map((n) => `${n[0]}.`).join(''),
    tussenVoegsels,
    achterNaam,
    age,
    geboorteDatum: day(receivedMs - age * 365.25 * DAY - between(0, 364) * DAY),
    bsn: bsn(),
    email: `${names[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${achterNaam.toLowerCase().replace(/[^a-z]/g, '')}@${pick(['ziggo.nl', 'kpnmail.nl', 'gmail.com', 'outlook.com', 'hotmail.nl'])}`,
    telefoonNummer: `06${faker.string.numeric(8)}`,
  };
}

/** Loads what dossiers refer to: offices with their advisers, money providers, staff, labels. */
async function loadContext(db: Db, now: Date): Promise<Context> {
  const offices = await db.select({ id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam }).from(kantoren).orderBy(kantoren.id);
  const advisers = await db
    .select({ id: gebruikers.id, kantoorId: gebruikers.kantoorId, voorLetters: gebruikers.voorLetters, achterNaam: gebruikers.achterNaam })
    .from(gebruikers)
    .where(and(eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)))
    .orderBy(gebruikers.id);
  const advisersByOffice = new Map<number, { id: number; naam: string }[]>();
  for (const a of advisers) {
    if (a.kantoorId === null) continue;
    advisersByOffice.set(a.kantoorId, [...(advisersByOffice.get(a.kantoorId) ?? []), { id: a.id, naam: `${a.voorLetters} ${a.achterNaam}` }]);
  }
  const staff = await db
    .select({ id: gebruikers.id })
    .from(gebruikers)
    .where(and(inArray(gebruikers.typeCode, WORKLOAD_TYPES), eq(gebruikers.active, true)))
    .orderBy(gebruikers.id);
  const lenders = await db
    .select({ id: geldverstrekkers.id, ontvangerCode: geldverstrekkers.ontvangerCode })
    .from(geldverstrekkers)
    .orderBy(geldverstrekkers.id);
  const organisations = await db.select({ id: organisaties.id }).from(organisaties).orderBy(organisaties.id);
  const labelRows = await db.select({ id: labels.id }).from(labels).orderBy(labels.id);
  if (offices.length === 0 || lenders.length === 0 || staff.length === 0) {
    throw new Error('Dossiers need offices, money providers and staff: seed the demo organisation first.');
  }
  return {
    now: now.getTime(),
    offices,
    advisersByOffice,
    lenders,
    staff: staff.map((s) => s.id),
    organisations: organisations.map((o) => o.id),
    labels: labelRows.map((l) => l.id),
  };
}

/** The rows of one chunk, per table, before the ids of applicants and mortgages are known. */
interface Chunk {
  dossiers: Row[];
  applicants: { dossierId: number; row: Row; incomes: Row[] }[];
  mortgages: { dossierId: number; row: Row; parts: Row[] }[];
  rows: Map<object, Row[]>;
}

function add(chunk: Chunk, table: object, row: Row) {
  const list = chunk.rows.get(table) ?? [];
  list.push(row);
  chunk.rows.set(table, list);
}

function lifecycle(ctx: Context, index: number) {
  const covered = COVERAGE[index];
  const ageDays = covered ? between(0, 12) : Math.floor(730 * r() ** 2);
  const received = ctx.now - ageDays * DAY - between(0, 9 * 3600) * 1000;
  const finished = !covered && r() < Math.min(0.97, Math.max(0, (ageDays - 20) / 50));
  if (finished) {
    const status = weighted<'AFGEROND' | 'AFGEWEZEN' | 'BEEINDIGD'>([['AFGEROND', 72], ['AFGEWEZEN', 14], ['BEEINDIGD', 14]]);
    const [fase, stap]: [Fase, string] =
      status === 'AFGEROND'
        ? ['PASSEREN', 'GEPASSEERD']
        : status === 'AFGEWEZEN'
          ? pick([['AANVRAAG', 'BEOORDELEN'], ['HYPOTHEEKAANBOD', 'DOCUMENTEN_BEOORDELEN']] as [Fase, string][])
          : (() => {
              const f = pick(FASES).id;
              return [f, pick(stappenVan(f)).id] as [Fase, string];
            })();
    const stapSinds = Math.min(received + between(20, 90) * DAY, ctx.now - DAY);
    return { ageDays, received, status, fase, stap, stapSinds, workload: 'AFGEROND' as WorkloadStatus, finishedAt: Math.min(stapSinds + between(0, 72) * 3600_000, ctx.now) };
  }
  const fase: Fase = covered?.fase ?? weighted<Fase>([['AANVRAAG', 30], ['RENTEAANBOD', 25], ['HYPOTHEEKAANBOD', 30], ['PASSEREN', 15]]);
  const stap = covered?.stap ?? pick(stappenVan(fase)).id;
  const workload =
    covered?.workload ?? weighted<WorkloadStatus>([['UITZETTEN', 25], ['UITGEZET', 28], ['BEHANDELING', 35], ['AFGEROND', 12]]);
  const stapSinds = Math.max(received, ctx.now - between(0, 14 * 24) * 3600_000);
  // Part of what was finished is finished today, so the Afgehandeld counter has something to show.
  const finishedAt = r() < 0.4 ? ctx.now - between(0, 6 * 3600) * 1000 : stapSinds + r() * (ctx.now - stapSinds);
  return { ageDays, received, status: 'LOPEND' as const, fase, stap, stapSinds, workload, finishedAt };
}

function generateDossier(ctx: Context, chunk: Chunk, id: number, index: number) {
  const life = lifecycle(ctx, index);
  const office = ctx.offices[index] ?? pick(ctx.offices);
  const advisers = ctx.advisersByOffice.get(office.id) ?? [];
  const adviser = advisers.length ? pick(advisers) : null;
  // The big money providers carry most dossiers, as in the market.
  const lender = ctx.lenders[index] ?? ctx.lenders[Math.floor(ctx.lenders.length * r() ** 2)];
  const cds = r() < 0.12;
  const btl = !cds && r() < 0.12;
  const hdn = btl ? (r() < 0.5 ? 1 : 0) : r() < 0.95 ? 1 : 0;
  const faseIndex = FASES.findIndex((f) => f.id === life.fase);
  const servicing = btl && life.status === 'AFGEROND';
  const staff = () => pick(ctx.staff);
  const workloadUser = life.workload === 'UITZETTEN' ? null : staff();

  // Applicants share one address; a partner keeps the surname in a third of the cases.
  const home = address();
  const first = person(life.received);
  const people = r() < 0.55 ? [first, person(life.received, r() < 0.33 ? [first.tussenVoegsels, first.achterNaam].filter(Boolean).join(' ') : undefined)] : [first];
  const contractors = btl ? contractorsFor(first) : [];
  let incomeTotal = 0;
  for (const p of people) {
    const { age, ...naw } = p;
    const { regio: _regio, ...addressFields } = home;
    const incomes = incomesFor(p.achterNaam, age, life.received);
    incomeTotal += incomes.reduce((sum, i) => sum + (i.brutoJaarbedrag as number), 0);
    chunk.applicants.push({ dossierId: id, row: { dossierId: id, ...naw, ...addressFields }, incomes });
  }
  for (const c of contractors) add(chunk, btlContractanten, { dossierId: id, ...c });

  // Offers exist from the rate offer on; the last one's kenmerk is the dossier's.
  const offerCount = life.status === 'AFGEWEZEN' && faseIndex === 0 ? 0 : Math.max(0, Math.min(faseIndex, 2));
  const offerteNr = offerCount ? `${lender.ontvangerCode}-${new Date(life.received).getUTCFullYear()}-${faker.string.numeric(6)}` : null;
  let kenmerk: string | null = null;
  let geldigTot: string | null = null;
  const property = propertyFor(btl);
  const hoofdsom = btl
    ? round(property.marktwaarde * (0.55 + r() * 0.2), 1000)
    : Math.max(100_000, Math.min(round(property.marktwaarde, 1000), Math.floor((incomeTotal * 4.7) / 1000) * 1000));
  for (let v = 1; v <= offerCount; v++) {
    const issued = life.received + v * between(5, 20) * DAY;
    kenmerk = `${lender.ontvangerCode}${faker.string.numeric(8)}`;
    geldigTot = day(issued + (v === 1 ? 90 : 180) * DAY);
    add(chunk, offerteData, { dossierId: id, volgnummer: v, kenmerk, uitgebrachtOp: day(issued), geldigTot, hoofdsom });
  }

  const names = dossierNames(people.map((p) => ({ ...p, postcode: home.postcode })), contractors, btl && hdn === 0);
  chunk.dossiers.push({
    id,
    organisatieId: ctx.organisations.length ? pick(ctx.organisations) : null,
    kantoorId: office.id,
    adviseurId: adviser?.id ?? null,
    geldverstrekkerId: lender.id,
    offerteNr,
    kenmerk,
    fase: life.fase,
    stap: life.stap,
    stapSinds: new Date(life.stapSinds).toISOString(),
    status: life.status,
    subStatus: life.status === 'LOPEND' && r() < 0.4 ? pick(SUB_STATUSES).id : null,
    prioriteit: r() < 0.1 ? 'HOOG' : 'LAAG',
    leningType: servicing ? weighted([['SERVICING', 85], ['SPECIAL_SERVICING', 15]]) : 'ORIGINATION',
    cds,
    btl,
    aanleverenViaHdnjn: hdn,
    gearchiveerd: life.status !== 'LOPEND' && life.ageDays > 180 && !servicing,
    ontvangenOp: new Date(life.received).toISOString(),
    geldigTot,
    ...names,
    workloadStatus: life.workload,
    workloadGebruikerId: workloadUser,
    workloadGewijzigdOp: new Date(life.workload === 'UITZETTEN' ? life.stapSinds : life.finishedAt).toISOString(),
  });

  if (ctx.labels.length && r() < 0.35) {
    for (const labelId of faker.helpers.arrayElements(ctx.labels, between(1, 2))) add(chunk, dossierLabels, { dossierId: id, labelId });
  }
  if (faseIndex >= 2) add(chunk, dossierBehandelaars, { dossierId: id, rol: 'ACCEPTANT', gebruikerId: staff() });
  if (cds) add(chunk, dossierBehandelaars, { dossierId: id, rol: 'CDS_BEHANDELAAR', gebruikerId: staff() });
  if (btl) add(chunk, dossierBehandelaars, { dossierId: id, rol: 'BTL_ACCEPTANT', gebruikerId: staff() });
  if (r() < 0.2) {
    add(chunk, dossierOpmerkingen, {
      dossierId: id,
      gebruikerId: staff(),
      tekst: pick(OPMERKINGEN),
      createdAt: new Date(life.received + r() * (ctx.now - life.received)).toISOString(),
    });
  }
  if (faseIndex < 3 && life.status === 'LOPEND') {
    add(chunk, belangrijkeDatums, { dossierId: id, soort: 'FINANCIERINGSVOORBEHOUD', datum: day(life.received + between(21, 42) * DAY) });
  }
  if (faseIndex === 3) {
    add(chunk, belangrijkeDatums, { dossierId: id, soort: 'PASSEERDATUM', datum: day(life.stapSinds + between(7, 30) * DAY) });
  }

  add(chunk, objecten, { dossierId: id, ...property });
  chunk.mortgages.push({
    dossierId: id,
    row: {
      dossierId: id,
      hoofdsom,
      nhg: !btl && hoofdsom <= 450_000 && r() < 0.6,
      eigenMiddelen: Math.max(0, round((property.koopsom ?? property.marktwaarde) * 1.03 - hoofdsom, 100)),
      ingangsDatum: faseIndex === 3 ? day(life.stapSinds + between(7, 30) * DAY) : null,
    },
    parts: loanParts(hoofdsom, btl, index),
  });
  if (faseIndex === 3 || life.status === 'AFGEROND') add(chunk, notarissen, notaryFor(id, property.plaatsNaam));
  add(chunk, tussenpersonen, {
    dossierId: id,
    naam: office.bedrijfsNaam,
    afmNummer: `120${faker.string.numeric(5)}`,
    tussenpersoonNummer: `TP${faker.string.numeric(5)}`,
    contactPersoon: adviser?.naam ?? null,
  });
  if (r() < 0.25) {
    const soort = weighted([['STUDIESCHULD', 40], ['DOORLOPEND_KREDIET', 30], ['PERSOONLIJKE_LENING', 20], ['PRIVATE_LEASE', 10]]);
    const bedrag = round(between(2_000, 40_000), 100);
    add(chunk, verplichtingen, {
      dossierId: id,
      soort,
      kredietgever: soort === 'STUDIESCHULD' ? 'DUO' : pick(KREDIETGEVERS),
      bedrag,
      maandlast: round(bedrag * (soort === 'STUDIESCHULD' ? 0.0045 : 0.02), 1),
    });
  }
  if (r() < 0.5) add(chunk, bezittingen, { dossierId: id, soort: 'SPAARGELD', omschrijving: 'Spaarrekening', waarde: round(between(5_000, 80_000), 100) });
}

function incomesFor(achterNaam: string, age: number, receivedMs: number): Row[] {
  const since = (years: number) => day(receivedMs - between(1, years) * 365 * DAY);
  if (age >= 67) return [{ soort: 'PENSIOEN', omschrijving: 'SVB (AOW) en ABP', brutoJaarbedrag: round(between(18_000, 42_000), 100), ingangsDatum: since(3) }];
  const kind = weighted([['LOONDIENST', 80], ['ONDERNEMING', 12], ['UITKERING', 8]]);
  if (kind === 'ONDERNEMING') {
    return [{ soort: kind, omschrijving: `${achterNaam} Advies`, brutoJaarbedrag: round(between(25_000, 120_000), 100), ingangsDatum: since(12) }];
  }
  if (kind === 'UITKERING') return [{ soort: kind, omschrijving: 'UWV', brutoJaarbedrag: round(between(15_000, 26_000), 100), ingangsDatum: since(2) }];
  return [
    {
      soort: kind,
      omschrijving: pick(WERKGEVERS),
      dienstverband: weighted([['VAST', 75], ['TIJDELIJK_MET_INTENTIE', 15], ['FLEX', 10]]),
      brutoJaarbedrag: round(between(30_000, 95_000), 100),
      ingangsDatum: since(15),
    },
  ];
}

function propertyFor(btl: boolean) {
  const place = address();
  const base = { WEST: 480_000, MIDDEN: 430_000, ZUID: 380_000, OOST: 360_000, NOORD: 300_000 }[place.regio];
  const soort = pick(OBJECT_SOORTEN);
  const koopsom = round(base * (0.6 + r() * 1.2) * (soort === 'APPARTEMENT' ? 0.75 : 1), 500);
  const marktwaarde = round(koopsom * (0.97 + r() * 0.09), 1000);
  const { regio: _regio, ...addressFields } = place;
  return {
    soortObject: soort,
    ...addressFields,
    koopsom: btl ? null : koopsom,
    marktwaarde,
    wozWaarde: round(marktwaarde * (0.85 + r() * 0.13), 1000),
    bouwjaar: between(1920, 2025),
    energieLabel: pick(ENERGIELABELS),
    verhuurd: btl,
    huurPerMaand: btl ? round((marktwaarde * 0.045) / 12, 10) : null,
  };
}

/**
 * Every sixth dossier with more than one part has taken a pre-2013 savings or investment part along
 * (overgangsrecht); chosen by position, not by a random draw, so the rest of the demo data stays as it was.
 */
function carriedAlong(drawn: string, index: number, part: number, parts: number) {
  if (parts === 1 || part !== parts - 1 || index % 6 !== 5) return drawn;
  return Math.floor(index / 6) % 2 === 0 ? 'Bankspaar' : 'Beleggen';
}

function loanParts(hoofdsom: number, btl: boolean, index: number): Row[] {
  if (btl) {
    return [{ volgnummer: 1, aflosvorm: 'Aflossingsvrij', bedrag: hoofdsom, rentePercentage: 4.6 + round(r() * 1.3, 0.01), rentevastePeriodeMaanden: pick([60, 120]), fiscaalRegime: 'BOX3' }];
  }
  const count = weighted([[1, 55], [2, 35], [3, 10]]);
  const shares = count === 1 ? [1] : count === 2 ? [0.6, 0.4] : [0.5, 0.3, 0.2];
  const vast = weighted([[120, 50], [240, 20], [360, 10], [60, 10], [180, 10]]);
  return shares.map((share, i) => ({
    volgnummer: i + 1,
    // Interest-only parts may not exceed half of the loan; the first part always amortises.
    // The draw is made even for a carried-along part, so the random sequence stays the same.
    aflosvorm: i === 0 ? 'Annuiteit' : carriedAlong(pick(['Annuiteit', 'Aflossingsvrij', 'Lineair']), index, i, shares.length),
    bedrag: i === shares.length - 1 ? hoofdsom - shares.slice(0, -1).reduce((s, x) => s + round(hoofdsom * x, 1000), 0) : round(hoofdsom * share, 1000),
    rentePercentage: 3.4 + round(r() * 1.2, 0.01),
    rentevastePeriodeMaanden: vast,
    fiscaalRegime: 'BOX1',
  }));
}

function contractorsFor(applicant: { voorNamen: string; tussenVoegsels: string | null; achterNaam: string; email: string; telefoonNummer: string }) {
  const contact = [
    { type: 'EMAIL', value: applicant.email },
    { type: 'TELEFOON', value: applicant.telefoonNummer },
  ];
  const personRow = (type: string) => ({
    type,
    firstName: applicant.voorNamen.split(' ')[0],
    familyNamePrefix: applicant.tussenVoegsels,
    familyName: applicant.achterNaam,
    name: null,
    kvkNummer: null,
    contactDetails: contact,
  });
  if (r() < 0.6) {
    return [
      { type: 'COMPANY', firstName: null, familyNamePrefix: null, familyName: null, name: `${applicant.achterNaam} Vastgoed B.V.`, kvkNummer: faker.string.numeric(8), contactDetails: contact },
      personRow('REPRESENTATIVE'),
    ];
  }
  return [personRow('PERSON')];
}

function notaryFor(dossierId: number, plaatsNaam: string): Row {
  const partner = splitSurname(faker.person.lastName());
  const naam = [partner.tussenVoegsels, partner.achterNaam].filter(Boolean).join(' ');
  const slug = partner.achterNaam.toLowerCase().replace(/[^a-z]/g, '');
  return {
    dossierId,
    kantoorNaam: `Notariskantoor ${naam}`,
    notarisNaam: `mr. ${firstName().charAt(0)}. ${naam}`,
    plaatsNaam,
    email: `info@notaris-${slug}.nl`,
    telefoonNummer: `0${between(10, 79)}${faker.string.numeric(7)}`,
  };
}

const toColumns = (rows: Row[]): Columns => {
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return Object.fromEntries(keys.map((key) => [key, rows.map((row) => row[key] ?? null)]));
};

/**
 * Adds `count` generated dossiers with applicants, offers, labels, handlers and the sub-entities,
 * deterministic for a given database (fixed faker seed). The first ones cover every phase, step,
 * office, money provider and workload status; the rest follow a realistic spread over two years,
 * most older dossiers finished and archived. Inserts in chunks with `INSERT … SELECT FROM unnest`.
 */
export async function seedDossiers(db: Db, count: number, options: { chunkSize?: number; now?: Date; onProgress?: (done: number) => void } = {}) {
  faker.seed(20261122);
  const ctx = await loadContext(db, options.now ?? new Date());
  const chunkSize = options.chunkSize ?? 5000;
  const load = async () => {
    for (let done = 0; done < count; done += chunkSize) {
      const size = Math.min(chunkSize, count - done);
      await insertChunk(db, ctx, done, size);
      options.onProgress?.(done + size);
    }
  };
  if (count < 4 * chunkSize) {
    await load();
    return seedDossierLinks(db);
  }
  // Past a few chunks, rebuilding the indexes once beats maintaining them per row; the phase and
  // step stretches are derived once the audit trail's index is back.
  await withStretchesDerivedAfter(
    db,
    () => withoutSecondaryIndexes(db, SEEDED_TABLES, load),
    (derive) => withoutSecondaryIndexes(db, [dossierStapPeriodes], derive),
  );
  await seedDossierLinks(db);
  // Fresh planner statistics, and the visibility map that lets index-only scans skip the table.
  await db.execute(sql.raw(`vacuum (analyze) ${SEEDED_TABLES.map((t) => getTableConfig(t).name).join(', ')}`));
}

const SEEDED_TABLES = [
  dossiers, hypotheekgevers, hypotheken, offerteData, dossierLabels, dossierBehandelaars, dossierOpmerkingen,
  belangrijkeDatums, objecten, notarissen, tussenpersonen, verplichtingen, bezittingen, btlContractanten,
  inkomens, leningdelen, dossierBerichten, dossierDocumenten, dossierWijzigingen, dossierStapPeriodes,
  ...MORTGAGE_DETAIL_TABLES,
];

async function insertChunk(db: Db, ctx: Context, first: number, size: number) {
  const ids = await reserveIds(db, dossiers, size);
  const chunk: Chunk = { dossiers: [], applicants: [], mortgages: [], rows: new Map() };
  ids.forEach((id, i) => generateDossier(ctx, chunk, id, first + i));
  const applicantIds = await reserveIds(db, hypotheekgevers, chunk.applicants.length);
  const mortgageIds = await reserveIds(db, hypotheken, chunk.mortgages.length);
  chunk.applicants.forEach((a, i) => {
    for (const income of a.incomes) add(chunk, inkomens, { dossierId: a.dossierId, hypotheekgeverId: applicantIds[i], ...income });
  });
  chunk.mortgages.forEach((m, i) => {
    for (const part of m.parts) add(chunk, leningdelen, { hypotheekId: mortgageIds[i], ...part });
  });
  await db.transaction(async (tx) => {
    await bulkInsert(tx, dossiers, toColumns(chunk.dossiers));
    await bulkInsert(tx, hypotheekgevers, toColumns(chunk.applicants.map((a, i) => ({ id: applicantIds[i], ...a.row }))));
    await bulkInsert(tx, hypotheken, toColumns(chunk.mortgages.map((m, i) => ({ id: mortgageIds[i], ...m.row }))));
    for (const [table, rows] of chunk.rows) await bulkInsert(tx, table as typeof dossiers, toColumns(rows));
    await insertDossierMessages(tx, ids);
    await insertDossierHistory(tx, ids);
    await insertMortgageDetails(tx, ids);
    await insertDossierDocuments(tx, ids);
  });
}
