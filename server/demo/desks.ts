import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DeskRole, VoorbespreekOordeel, VoorbespreekStatus } from '../../contract/desks';
import { insertFile } from '../services/storage/records';
import type { FileStorage } from '../services/storage/storage';
import type { Db } from '../db/client';
import {
  deskBijlagen,
  deskGelezen,
  deskOnderwerpen,
  dossiers,
  gebruikers,
  ontvangercodes,
  overruleBerichten,
  overruleStatussen,
  overruleVerzoeken,
  voorbespreekBerichten,
  voorbespreekGesprekken,
} from '../db/schema';
import { demoPdf } from './files';

type Speaker = 'adviseur' | 'medewerker' | 'employee' | 'verstrekker';
const ROLE: Record<Speaker, DeskRole> = { adviseur: 'ADVISEUR', medewerker: 'MEDEWERKER', employee: 'MEDEWERKER', verstrekker: 'GELDVERSTREKKER' };

interface Line {
  by: Speaker;
  text: string;
  /** Hours after the conversation began. */
  at: number;
  pdf?: { naam: string; title: string; lines: string[] };
  verdict?: 'Akkoord' | 'Niet akkoord';
  oordeel?: VoorbespreekOordeel;
}

const OVERRULES: { subject: [string, string | null]; serviceStatus: string; lines: Line[]; archived?: boolean }[] = [
  {
    subject: ['Inkomen', 'Tijdelijk dienstverband zonder intentieverklaring'],
    serviceStatus: 'Doorgezet naar geldverstrekker',
    lines: [
      { by: 'adviseur', at: 0, text: 'Aanvrager werkt sinds twee jaar via een detacheringsbureau; de werkgever geeft geen intentieverklaring af. Het inkomen is stabiel, zie de bijgevoegde jaaropgaven. Kunnen jullie hier een uitzondering op maken?', pdf: { naam: 'Jaaropgaven 2024-2025.pdf', title: 'Jaaropgaven 2024 en 2025', lines: ['Werkgever: Detachering Noord B.V.', 'Bruto jaarinkomen 2024: € 48.200', 'Bruto jaarinkomen 2025: € 51.750'] } },
      { by: 'medewerker', at: 3, text: 'Dank je. Ik heb het verzoek met de jaaropgaven doorgezet naar de acceptant van de geldverstrekker.' },
      { by: 'verstrekker', at: 26, text: 'We kijken ernaar. Is er ook een perspectiefverklaring van het detacheringsbureau?' },
    ],
  },
  {
    subject: ['Financieringslast', 'Overschrijding woonquote'],
    serviceStatus: 'Verwerkt',
    lines: [
      { by: 'adviseur', at: 0, text: 'De woonquote wordt met € 9.000 overschreden. Klanten hebben een spaarbuffer van € 40.000 en lossen een deel af bij oplevering. Verzoek om overrule.' },
      { by: 'employee', at: 2, text: 'Verzoek ontvangen; de berekening van de woonquote is gecontroleerd en klopt.' },
      { by: 'verstrekker', at: 30, text: 'Akkoord onder voorwaarde dat de extra aflossing van € 10.000 in de akte wordt opgenomen.', verdict: 'Akkoord' },
      { by: 'adviseur', at: 31, text: 'Dank jullie wel, ik pas de aanvraag aan.' },
    ],
  },
  {
    subject: ['Onderpand', 'Erfpacht'],
    serviceStatus: 'Ontvangen',
    lines: [{ by: 'adviseur', at: 0, text: 'Het onderpand ligt op voortdurende erfpacht met een canon die over vier jaar wordt herzien. Is financiering tot 100% van de marktwaarde mogelijk?' }],
  },
  {
    subject: ['Leeftijd en looptijd', null],
    serviceStatus: 'Verwerkt',
    archived: true,
    lines: [
      { by: 'adviseur', at: 0, text: 'Aanvrager gaat over zes jaar met pensioen; het pensioeninkomen is lager dan het huidige inkomen. Kan de toets op het huidige inkomen plaatsvinden?' },
      { by: 'verstrekker', at: 25, text: 'Niet akkoord: de lasten na pensionering zijn niet te dragen zonder extra aflossing.', verdict: 'Niet akkoord' },
      { by: 'medewerker', at: 27, text: 'Het verzoek is afgehandeld en gearchiveerd.' },
    ],
  },
];

const PRE_DISCUSSIONS: { klant: string; subject: [string, string | null]; handler: Speaker | null; status: VoorbespreekStatus; lines: Line[]; linked?: boolean; archived?: boolean }[] = [
  {
    klant: 'Fam. de Boer',
    subject: ['Inkomen', 'Zelfstandige zonder jaarcijfers'],
    handler: 'employee',
    status: 'BEANTWOORD',
    lines: [
      { by: 'adviseur', at: 0, text: 'Klant is sinds anderhalf jaar zzp-er (installatietechniek) en heeft één jaarcijfer plus een prognose van de accountant. Is een aanvraag kansrijk?', pdf: { naam: 'Prognose accountant.pdf', title: 'Prognose 2026', lines: ['Omzet 2025: € 96.000', 'Winst 2025: € 61.500', 'Prognose winst 2026: € 64.000'] } },
      { by: 'employee', at: 4, text: 'Met één jaarcijfer is dat lastig. Als de accountant een verklaring over het lopende jaar afgeeft, is het haalbaar onder voorwaarden.', oordeel: 'HAALBAAR_ONDER_VOORWAARDEN' },
    ],
  },
  {
    klant: 'Dhr. J. Visser',
    subject: ['Financiering', 'Overbrugging'],
    handler: null,
    status: 'OPEN',
    lines: [{ by: 'adviseur', at: 0, text: 'Klant koopt een nieuwe woning voordat de huidige is verkocht. De overbrugging is € 180.000 voor twaalf maanden. Welke stukken hebben jullie nodig voor een voorbespreking?' }],
  },
  {
    klant: 'Mevr. S. Bakker',
    subject: ['Onderpand', 'Woonboerderij'],
    handler: 'medewerker',
    status: 'OPEN',
    linked: true,
    lines: [
      { by: 'adviseur', at: 0, text: 'Woonboerderij met 1,2 hectare grond; de taxatie splitst woning en grond. Financieren jullie de grond mee?' },
      { by: 'medewerker', at: 5, text: 'Grond tot één hectare nemen we mee in de marktwaarde. Wat is de bestemming van de rest?' },
      { by: 'adviseur', at: 7, text: 'Agrarisch, verpacht aan de buurman. De pachtovereenkomst stuur ik mee.' },
    ],
  },
  {
    klant: 'Fam. Jansen',
    subject: ['Verhuur', null],
    handler: 'medewerker',
    status: 'BEEINDIGD',
    lines: [
      { by: 'adviseur', at: 0, text: 'Klanten willen de huidige woning verhuren en een nieuwe kopen. Telt de huurinkomst mee?' },
      { by: 'medewerker', at: 6, text: 'Voor 70% van de markthuur, met een getekend huurcontract.', oordeel: 'HAALBAAR' },
      { by: 'adviseur', at: 8, text: 'Helder, dank. Ik sluit de voorbespreking af.' },
    ],
  },
  {
    klant: 'Dhr. en mevr. Smit',
    subject: ['Inkomen', 'Inkomen uit het buitenland'],
    handler: 'employee',
    status: 'BEANTWOORD',
    archived: true,
    lines: [
      { by: 'adviseur', at: 0, text: 'Eén aanvrager werkt in Duitsland en wordt daar betaald. Kunnen we dat inkomen meenemen?' },
      { by: 'employee', at: 3, text: 'Niet zonder Nederlandse belastingaangifte over de afgelopen twee jaar.', oordeel: 'NIET_HAALBAAR' },
    ],
  },
];

const HOUR = 3600_000;

export async function hasDesks(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(voorbespreekGesprekken);
  return n > 0;
}

/**
 * A handful of conversations in both desks for the demo accounts (docs/desks.md "Demo data"):
 * overrule requests on dossiers of the demo adviser's office that the demo lender provides, and
 * pre-discussions of that office, some answered, one ended, one archived, a few with a PDF.
 * Deterministic: the same dossiers, texts and times relative to `now`.
 */
export async function seedDesks(db: Db, storage: FileStorage, now = new Date()) {
  const users = await db.select().from(gebruikers).where(inArray(gebruikers.username, ['adviseur', 'medewerker', 'employee', 'verstrekker']));
  const by = Object.fromEntries(users.map((u) => [u.username, u])) as Record<Speaker, (typeof users)[number]>;
  if (!by.adviseur?.kantoorId || !by.verstrekker?.geldverstrekkerId || !by.medewerker || !by.employee) return;
  const shared = await db
    .select({ id: dossiers.id, kantoorId: dossiers.kantoorId, geldverstrekkerId: dossiers.geldverstrekkerId })
    .from(dossiers)
    .where(and(eq(dossiers.kantoorId, by.adviseur.kantoorId), eq(dossiers.geldverstrekkerId, by.verstrekker.geldverstrekkerId), eq(dossiers.cds, false)))
    // Running applications first: an overrule is asked while a dossier is still being assessed.
    .orderBy(sql`${dossiers.status} = 'LOPEND' and not ${dossiers.gearchiveerd} desc`, asc(dossiers.id))
    .limit(OVERRULES.length + 1);
  const subjects = await db.select().from(deskOnderwerpen);
  const subjectId = (desk: 'OVERRULE' | 'VOORBESPREEK', [main, sub]: [string, string | null]) => {
    const hoofd = subjects.find((s) => s.desk === desk && s.hoofdId === null && s.naam === main)!;
    return { hoofdOnderwerpId: hoofd.id, subOnderwerpId: sub ? subjects.find((s) => s.hoofdId === hoofd.id && s.naam === sub)!.id : null };
  };
  const statuses = await db.select().from(overruleStatussen).where(isNull(overruleStatussen.geldverstrekkerId));
  const statusId = (partij: string, naam: string) => statuses.find((s) => s.partij === partij && s.naam === naam)?.id ?? null;
  const [receiver] = await db.select({ code: ontvangercodes.code }).from(ontvangercodes).where(eq(ontvangercodes.active, true)).orderBy(asc(ontvangercodes.naam)).limit(1);
  if (!receiver) return;

  // Office hours: the conversations begin at 09:00 (Amsterdam, winter time) on earlier days.
  const nineOClock = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 8);
  const staged = async (line: Line) =>
    line.pdf ? [{ ...(await storage.stageBytes(await demoPdf(line.pdf.title, line.pdf.lines), line.pdf.naam)), mimeType: 'application/pdf' }] : [];

  for (const [i, request] of OVERRULES.entries()) {
    const dossier = shared[i];
    if (!dossier) break;
    const start = nineOClock - (OVERRULES.length - i) * 2 * 24 * HOUR;
    const files = (await Promise.all(request.lines.map(staged))).flat();
    await storage.withCommit(files, () =>
      db.transaction(async (tx) => {
        const verdict = request.lines.find((l) => l.verdict)?.verdict;
        const [row] = await tx
          .insert(overruleVerzoeken)
          .values({
            dossierId: dossier.id,
            kantoorId: dossier.kantoorId,
            geldverstrekkerId: dossier.geldverstrekkerId,
            ...subjectId('OVERRULE', request.subject),
            aangevraagdDoorId: by.adviseur.id,
            geldverstrekkerStatusId: statusId('GELDVERSTREKKER', verdict ?? (request.lines.some((l) => l.by === 'verstrekker') ? 'In beoordeling' : 'Ingediend')),
            serviceProviderStatusId: statusId('SERVICE_PROVIDER', request.serviceStatus),
            oordeelId: verdict ? statusId('GELDVERSTREKKER', verdict) : null,
            gearchiveerd: !!request.archived,
            gearchiveerdOp: request.archived ? new Date(start + 28 * HOUR) : null,
            createdAt: new Date(start),
          })
          .returning();
        let fileIndex = 0;
        let last = { id: 0, by: by.adviseur.id, at: new Date(start) };
        const readUpTo = new Map<Speaker, number>();
        for (const line of request.lines) {
          const at = new Date(start + line.at * HOUR);
          const [message] = await tx
            .insert(overruleBerichten)
            .values({ verzoekId: row.id, afzenderId: by[line.by].id, rol: ROLE[line.by], tekst: line.text, oordeelId: line.verdict ? statusId('GELDVERSTREKKER', line.verdict) : null, createdAt: at })
            .returning({ id: overruleBerichten.id });
          if (line.pdf) await tx.insert(deskBijlagen).values({ overruleBerichtId: message.id, bestandId: await insertFile(tx, files[fileIndex++], by[line.by].id), volgorde: 0 });
          last = { id: message.id, by: by[line.by].id, at };
          readUpTo.set(line.by, message.id);
        }
        await tx
          .update(overruleVerzoeken)
          .set({ laatsteBerichtId: last.id, laatsteAfzenderId: last.by, laatsteBerichtOp: last.at, aantalBerichten: request.lines.length })
          .where(eq(overruleVerzoeken.id, row.id));
        // Each writer has read up to their own last line, as when they wrote it.
        for (const [speaker, berichtId] of readUpTo) {
          await tx.insert(deskGelezen).values({ desk: 'OVERRULE', gesprekId: row.id, gebruikerId: by[speaker].id, berichtId });
        }
        return { result: undefined };
      }),
    );
  }

  const linkDossier = shared[OVERRULES.length] ?? shared[0];
  for (const [i, talk] of PRE_DISCUSSIONS.entries()) {
    const start = nineOClock - (PRE_DISCUSSIONS.length - i) * 24 * HOUR + i * HOUR;
    const files = (await Promise.all(talk.lines.map(staged))).flat();
    await storage.withCommit(files, () =>
      db.transaction(async (tx) => {
        const oordeel = talk.lines.findLast((l) => l.oordeel)?.oordeel ?? null;
        const [row] = await tx
          .insert(voorbespreekGesprekken)
          .values({
            klantNaam: talk.klant,
            ontvangerCode: receiver.code,
            ...subjectId('VOORBESPREEK', talk.subject),
            kantoorId: by.adviseur.kantoorId!,
            aangemaaktDoorId: by.adviseur.id,
            behandelaarId: talk.handler ? by[talk.handler].id : null,
            dossierId: talk.linked && linkDossier ? linkDossier.id : null,
            status: talk.status,
            oordeel,
            gearchiveerd: !!talk.archived,
            gearchiveerdOp: talk.archived ? new Date(start + 6 * HOUR) : null,
            beeindigdOp: talk.status === 'BEEINDIGD' ? new Date(start + 8 * HOUR) : null,
            startDatum: new Date(start),
          })
          .returning();
        let fileIndex = 0;
        let last = { id: 0, by: by.adviseur.id, at: new Date(start) };
        const readUpTo = new Map<Speaker, number>();
        for (const line of talk.lines) {
          const at = new Date(start + line.at * HOUR);
          const [message] = await tx
            .insert(voorbespreekBerichten)
            .values({ gesprekId: row.id, afzenderId: by[line.by].id, rol: ROLE[line.by], tekst: line.text, oordeel: line.oordeel ?? null, createdAt: at })
            .returning({ id: voorbespreekBerichten.id });
          if (line.pdf) await tx.insert(deskBijlagen).values({ voorbespreekBerichtId: message.id, bestandId: await insertFile(tx, files[fileIndex++], by[line.by].id), volgorde: 0 });
          last = { id: message.id, by: by[line.by].id, at };
          readUpTo.set(line.by, message.id);
        }
        await tx
          .update(voorbespreekGesprekken)
          .set({ laatsteBerichtId: last.id, laatsteAfzenderId: last.by, laatsteBerichtOp: last.at, aantalBerichten: talk.lines.length })
          .where(eq(voorbespreekGesprekken.id, row.id));
        for (const [speaker, berichtId] of readUpTo) {
          await tx.insert(deskGelezen).values({ desk: 'VOORBESPREEK', gesprekId: row.id, gebruikerId: by[speaker].id, berichtId });
        }
        return { result: undefined };
      }),
    );
  }
}

/**
 * A busy desk for the benchmark (bench/desks.ts): in each desk `open` open conversations and as
 * many archived ones, spread over the dossiers and offices, with `messages` messages in all among
 * the open ones, and read marks as the writers leave them (the writer has read up to the last
 * message). Set-based SQL, seconds for 100,000 messages.
 */
export async function seedBulkDesks(db: Db, open: number, messages: number) {
  await db.execute(sql`
    with advisers as (select array_agg(id order by id) as ids from gebruikers where type_code = 'A' and active and kantoor_id is not null),
         d as (select array_agg(id order by id) as ids from dossiers where kantoor_id is not null),
         subject as (select min(id) as id from desk_onderwerpen where desk = 'OVERRULE' and hoofd_id is null and naam = 'Overig'),
         receiver as (select min(code) as code from ontvangercodes where active)
    insert into overrule_verzoeken (dossier_id, kantoor_id, geldverstrekker_id, hoofd_onderwerp_id, aangevraagd_door_id, gearchiveerd, created_at, laatste_bericht_op)
    select dos.id, dos.kantoor_id, dos.geldverstrekker_id, subject.id, advisers.ids[1 + g % cardinality(advisers.ids)], g > ${open},
           now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(1, ${2 * open}) g, advisers, d, subject, receiver
    join lateral (select id, kantoor_id, geldverstrekker_id from dossiers where id = d.ids[1 + (g * 7919) % cardinality(d.ids)]) dos on true
    on conflict do nothing`);
  await db.execute(sql`
    with offices as (select array_agg(id order by id) as ids from kantoren where active),
         subject as (select min(id) as id from desk_onderwerpen where desk = 'VOORBESPREEK' and hoofd_id is null and naam = 'Overig'),
         receiver as (select min(code) as code from ontvangercodes where active),
         starter as (select min(id) as id from gebruikers where type_code = 'M')
    insert into voorbespreek_gesprekken (klant_naam, ontvanger_code, hoofd_onderwerp_id, kantoor_id, aangemaakt_door_id, status, gearchiveerd, start_datum, laatste_bericht_op)
    select 'Klant ' || g, receiver.code, subject.id, offices.ids[1 + g % cardinality(offices.ids)], starter.id,
           (array['OPEN', 'BEANTWOORD', 'BEEINDIGD'])[1 + g % 3], g > ${open}, now() - g * interval '7 minutes', now() - g * interval '7 minutes'
    from generate_series(1, ${2 * open}) g, offices, subject, receiver, starter`);
  for (const [messagesTable, owner, conversations, desk] of [
    ['overrule_berichten', 'verzoek_id', 'overrule_verzoeken', 'OVERRULE'],
    ['voorbespreek_berichten', 'gesprek_id', 'voorbespreek_gesprekken', 'VOORBESPREEK'],
  ] as const) {
    await db.execute(sql`
      with open as (select array_agg(id order by id) as ids from ${sql.identifier(conversations)} where not gearchiveerd),
           staff as (select array_agg(id order by id) as ids from gebruikers where type_code in ('M', 'E') and active)
      insert into ${sql.identifier(messagesTable)} (${sql.identifier(owner)}, afzender_id, rol, tekst, created_at)
      select open.ids[1 + g % cardinality(open.ids)], staff.ids[1 + g % cardinality(staff.ids)], 'MEDEWERKER',
             'Gegenereerd bericht ' || g, now() - (${messages} - g) * interval '1 second'
      from generate_series(1, ${messages}) g, open, staff`);
    await db.execute(sql`
      update ${sql.identifier(conversations)} c
      set laatste_bericht_id = m.id, laatste_afzender_id = m.afzender_id, laatste_bericht_op = m.created_at, aantal_berichten = m.n
      from (select distinct on (${sql.identifier(owner)}) ${sql.identifier(owner)} as owner, id, afzender_id, created_at,
                   count(*) over (partition by ${sql.identifier(owner)}) as n
            from ${sql.identifier(messagesTable)} order by ${sql.identifier(owner)}, id desc) m
      where m.owner = c.id`);
    await db.execute(sql`
      insert into desk_gelezen (desk, gesprek_id, gebruiker_id, bericht_id)
      select ${desk}, id, laatste_afzender_id, laatste_bericht_id from ${sql.identifier(conversations)} where laatste_afzender_id is not null
      on conflict do nothing`);
  }
}
