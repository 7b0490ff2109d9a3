import { and, asc, count, eq, inArray, isNull, isNotNull } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import { personName } from '../../contract/names';
import { fileIncoming, insertCopies, parseMessage } from '../services/mail/intake';
import type { FileStorage } from '../services/storage/storage';
import type { Db } from '../db/client';
import { dossiers, gebruikers, gebruikerTeams, mails, postvakken, postvakRechten, teams } from '../db/schema';
import { demoPdf } from './files';

const HOUR = 3600_000;

/** Whether the demo database has its mail. */
export async function hasMail(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(mails);
  return n > 0;
}

type Dossier = { id: number; offerteNr: string | null; kenmerk: string | null; naamHypotheekGever: string };

/** What comes in at a mortgage back office: from advisers, applicants, notaries and lenders. Each names its dossier the way people do. */
const INCOMING: { from: 'adviseur' | 'klant' | 'notaris' | 'geldverstrekker'; subject: (d: Dossier) => string; body: (d: Dossier) => string; pdf?: [string, string[]] }[] = [
  {
    from: 'adviseur',
    subject: (d) => `Aanvulling dossier ${d.id}: werkgeversverklaring`,
    body: (d) => `Goedemorgen,\n\nHierbij de getekende werkgeversverklaring van ${d.naamHypotheekGever} voor dossier ${d.id}.\nKunt u laten weten of hiermee de inkomenstoets rond is?\n\nMet vriendelijke groet,`,
    pdf: ['Werkgeversverklaring.pdf', ['Werkgeversverklaring', 'Werkgever: Bouwbedrijf De Vries B.V.', 'Dienstverband: vast, 36 uur per week', 'Bruto jaarsalaris: € 58.400']],
  },
  {
    from: 'klant',
    subject: (d) => `Vraag over mijn offerte ${d.offerteNr ?? d.id}`,
    body: () => 'Beste heer, mevrouw,\n\nIk heb de offerte ontvangen, maar de rente is hoger dan mijn adviseur noemde. Klopt dat?\nWij willen graag voor het einde van de maand tekenen.\n\nGroet,',
  },
  {
    from: 'notaris',
    subject: (d) => `Conceptakte ${d.kenmerk ?? `dossier ${d.id}`}`,
    body: (d) => `Geachte heer, mevrouw,\n\nBijgaand de conceptakte van levering en hypotheek voor ${d.naamHypotheekGever}.\nDe passeerdatum staat gepland over twee weken. Graag ontvangen wij de hypotheekopdracht.\n\nMet vriendelijke groet,\nNotariskantoor Van der Berg`,
    pdf: ['Conceptakte.pdf', ['Conceptakte van levering en hypotheekverlening', 'Passeerdatum: onder voorbehoud', 'Verkrijger(s): zie bijlage A']],
  },
  {
    from: 'geldverstrekker',
    subject: (d) => `Acceptatie: aanvullende voorwaarde dossier ${d.id}`,
    body: () => 'Geachte relatie,\n\nDe aanvraag is voorlopig geaccepteerd onder voorwaarde van een gevalideerd taxatierapport (NWWI).\nWij ontvangen dit graag binnen tien werkdagen.\n\nMet vriendelijke groet,\nAfdeling Acceptatie',
  },
  {
    from: 'adviseur',
    subject: () => 'Taxatierapport en energielabel',
    body: (d) => `Hallo,\n\nIn de bijlage het taxatierapport van de woning. Het energielabel volgt morgen. Het gaat om de aanvraag met offertenummer ${d.offerteNr ?? 'nog onbekend'}.\n\nGroet,`,
    pdf: ['Taxatierapport.pdf', ['Taxatierapport (NWWI)', 'Marktwaarde: € 425.000', 'Marktwaarde na verbouwing: € 445.000', 'Energielabel: B (voorlopig)']],
  },
  {
    from: 'klant',
    subject: () => 'Loonstroken en bankafschriften',
    body: () => 'Goedemiddag,\n\nMijn adviseur vroeg mij de laatste drie loonstroken rechtstreeks te sturen. Bij deze.\n\nVriendelijke groet,',
    pdf: ['Loonstroken.pdf', ['Loonstrook september, oktober en november', 'Netto per maand: € 3.214,56']],
  },
  {
    from: 'adviseur',
    subject: () => 'Spoed: passeerdatum vervroegd',
    body: (d) => `Beste collega's,\n\nDe verkoper wil eerder leveren. Kan de hypotheekopdracht voor ${d.naamHypotheekGever} (kenmerk ${d.kenmerk ?? '-'}) deze week nog naar de notaris?\n\nAlvast dank!`,
  },
  {
    from: 'geldverstrekker',
    subject: (d) => `Bindend aanbod ${d.offerteNr ?? `dossier ${d.id}`}`,
    body: () => 'Geachte relatie,\n\nHierbij ontvangt u het bindend aanbod. Het aanbod is drie maanden geldig.\n\nMet vriendelijke groet,',
    pdf: ['Bindend aanbod.pdf', ['Bindend aanbod', 'Hoofdsom: € 380.000', 'Rentevaste periode: 20 jaar', 'Geldig tot: drie maanden na dagtekening']],
  },
];

const SENDERS = {
  klant: [['M. de Boer', 'm.deboer@voorbeeld.nl'], ['S. Yilmaz', 'sevda.yilmaz@voorbeeld.nl'], ['P. Jansen', 'pjansen@voorbeeld.nl']],
  notaris: [['Notariskantoor Van der Berg', 'passeren@vanderbergnotarissen.example.nl']],
  geldverstrekker: [['Acceptatie Hypotheken', 'acceptatie@geldverstrekker.example.nl']],
} as const;

async function raw(message: ConstructorParameters<typeof MailComposer>[0]) {
  return new MailComposer(message).compile().build();
}

/**
 * Demo mail (docs/mail.md "Demo data"): for the demo staff, their teams and the demo adviser, about
 * forty Dutch messages filed through the real intake (parsed, attachments to the file store, linked
 * to the dossier they name), some with a PDF, some read, flagged, with a deadline or archived, and
 * a few sent ones; and the rights for medewerker to read a colleague's mailbox and the Postkamer's,
 * and to send as his own team.
 */
export async function seedMail(db: Db, storage: FileStorage, now = new Date()) {
  const users = await db.select().from(gebruikers).where(inArray(gebruikers.username, ['medewerker', 'employee', 'adviseur', 'medewerker1', 'adviseur1', 'adviseur2']));
  const by = Object.fromEntries(users.map((u) => [u.username, u]));
  if (!by.medewerker || !by.employee || !by.adviseur) return;
  const boxOfUser = async (id: number) => (await db.select({ id: postvakken.id }).from(postvakken).where(eq(postvakken.gebruikerId, id)))[0].id;
  const teamOf = async (userId: number) =>
    (await db.select({ id: gebruikerTeams.teamId }).from(gebruikerTeams).where(eq(gebruikerTeams.gebruikerId, userId)).orderBy(asc(gebruikerTeams.teamId)))[0]?.id;
  const teamBox = async (teamId: number | undefined) => (teamId ? (await db.select({ id: postvakken.id }).from(postvakken).where(eq(postvakken.teamId, teamId)))[0]?.id : undefined);
  const staffDossiers: Dossier[] = await db
    .select({ id: dossiers.id, offerteNr: dossiers.offerteNr, kenmerk: dossiers.kenmerk, naamHypotheekGever: dossiers.naamHypotheekGever })
    .from(dossiers)
    .where(and(eq(dossiers.cds, false), eq(dossiers.btl, false), isNotNull(dossiers.offerteNr)))
    .orderBy(asc(dossiers.id))
    .limit(30);
  const officeDossiers: Dossier[] = by.adviseur.kantoorId
    ? await db
        .select({ id: dossiers.id, offerteNr: dossiers.offerteNr, kenmerk: dossiers.kenmerk, naamHypotheekGever: dossiers.naamHypotheekGever })
        .from(dossiers)
        .where(and(eq(dossiers.kantoorId, by.adviseur.kantoorId), eq(dossiers.btl, false), eq(dossiers.cds, false)))
        .orderBy(asc(dossiers.id))
        .limit(10)
    : [];
  if (!staffDossiers.length) return;

  const medewerkerBox = await boxOfUser(by.medewerker.id);
  const employeeBox = await boxOfUser(by.employee.id);
  const adviseurBox = await boxOfUser(by.adviseur.id);
  const targets = [medewerkerBox, employeeBox, await teamBox(await teamOf(by.medewerker.id)), await teamBox(await teamOf(by.employee.id))].filter((b): b is number => b !== undefined);
  const adviserSenders = [by.adviseur, by.adviseur1, by.adviseur2].filter(Boolean).map((u) => [personName(u), u.email] as const);

  let n = 0;
  const file = async (target: number, message: Parameters<typeof raw>[0], at: Date) => {
    n += 1;
    const parsed = await parseMessage(await raw({ ...message, messageId: `<demo-${n}@hypotheek-backoffice.demo>`, date: at }));
    return (await fileIncoming(db, storage, parsed, [target], { ontvangenOp: at }))[0];
  };

  const filed: number[] = [];
  for (let i = 0; i < 32; i++) {
    const kind = INCOMING[i % INCOMING.length];
    const dossier = staffDossiers[(i * 7) % staffDossiers.length];
    const [naam, adres] = kind.from === 'adviseur' ? adviserSenders[i % adviserSenders.length] : SENDERS[kind.from][i % SENDERS[kind.from].length];
    const attachments = kind.pdf ? [{ filename: kind.pdf[0], content: Buffer.from(await demoPdf(kind.pdf[0].replace(/\.pdf$/, ''), kind.pdf[1])), contentType: 'application/pdf' }] : [];
    const at = new Date(now.getTime() - ((i * 11) % 120) * HOUR - i * 60_000);
    const id = await file(targets[Math.floor(i / 2) % targets.length], { from: `"${naam}" <${adres}>`, to: 'backoffice@hypotheek-backoffice.demo', subject: kind.subject(dossier), text: `${kind.body(dossier)}\n${naam}`, attachments, headers: i % 9 === 6 ? { Importance: 'high' } : undefined }, at);
    if (id) filed.push(id);
  }
  // Mail for the demo adviser from the back office, about the office's own dossiers.
  for (let i = 0; i < 6 && officeDossiers.length; i++) {
    const dossier = officeDossiers[i % officeDossiers.length];
    const at = new Date(now.getTime() - (i * 19 + 2) * HOUR);
    const attachments = i % 2 === 0 ? [{ filename: 'Stukkenlijst.pdf', content: Buffer.from(await demoPdf('Stukkenlijst', [`Dossier ${dossier.id}`, 'Ontbreekt: werkgeversverklaring', 'Ontbreekt: taxatierapport'])), contentType: 'application/pdf' }] : [];
    const id = await file(
      adviseurBox,
      {
        from: `"${personName(by.medewerker)}" <${by.medewerker.email}>`,
        to: by.adviseur.email,
        subject: i % 2 === 0 ? `Ontbrekende stukken dossier ${dossier.id}` : `Status aanvraag ${dossier.naamHypotheekGever} (dossier ${dossier.id})`,
        text: i % 2 === 0
          ? `Beste adviseur,\n\nVoor dossier ${dossier.id} missen wij nog de stukken uit de bijlage. Wilt u die binnen vijf werkdagen aanleveren?\n\nMet vriendelijke groet,\n${personName(by.medewerker)}`
          : `Beste adviseur,\n\nDe aanvraag van ${dossier.naamHypotheekGever} is in behandeling bij acceptatie. U hoort binnen twee werkdagen meer.\n\nMet vriendelijke groet,\n${personName(by.medewerker)}`,
        attachments,
      },
      at,
    );
    if (id) filed.push(id);
  }

  // States a working mailbox has: read, flagged, a deadline, moved, archived.
  for (const [i, id] of filed.entries()) {
    await db
      .update(mails)
      .set({
        gelezen: i % 3 !== 0,
        opvolgen: i % 5 === 1,
        deadline: i % 6 === 2 ? new Date(now.getTime() + ((i % 4) - 1) * 24 * HOUR) : null,
        map: i % 8 === 4 ? 'IN_BEHANDELING' : i % 11 === 7 ? 'WACHT_OP_REACTIE' : 'INBOX',
        gearchiveerd: i % 10 === 9,
      })
      .where(eq(mails.id, id));
  }

  // What medewerker sent: in Verzonden, delivered to the adviser's mailbox too.
  for (let i = 0; i < 4; i++) {
    const dossier = officeDossiers[i % Math.max(officeDossiers.length, 1)] ?? staffDossiers[i];
    const at = new Date(now.getTime() - (i * 23 + 5) * HOUR);
    const message = await parseMessage(
      await raw({
        from: `"${personName(by.medewerker)}" <${by.medewerker.email}>`,
        to: `"${personName(by.adviseur)}" <${by.adviseur.email}>`,
        subject: `Hypotheekopdracht dossier ${dossier.id}`,
        text: `Beste adviseur,\n\nDe hypotheekopdracht voor dossier ${dossier.id} is vandaag naar de notaris verstuurd.\n\nMet vriendelijke groet,\n${personName(by.medewerker)}`,
        messageId: `<demo-sent-${i}@hypotheek-backoffice.demo>`,
        date: at,
      }),
    );
    await db.transaction(async (tx) => {
      await insertCopies(tx, message, [medewerkerBox], [], { richting: 'UIT', map: 'VERZONDEN', gelezen: true, verzendstatus: 'VERZONDEN', aangemaaktDoor: by.medewerker.id, ontvangenOp: at });
      await insertCopies(tx, message, [adviseurBox], [], { ontvangenOp: at, gelezen: i > 1 });
    });
  }

  // Rights from Beheer: medewerker reads and handles a colleague's mailbox and the Postkamer's
  // without sending as them, and sends as his own team (a member reads it already, sending takes
  // the right; docs/mail.md "Rights").
  const rights = [];
  if (by.medewerker1) rights.push({ gebruikerId: by.medewerker.id, postvakId: await boxOfUser(by.medewerker1.id), versturen: false });
  const [postkamer] = await db.select({ id: teams.id }).from(teams).where(and(eq(teams.teamNaam, 'Postkamer'), isNull(teams.moneyProviderId)));
  const postkamerBox = await teamBox(postkamer?.id);
  if (postkamerBox) rights.push({ gebruikerId: by.medewerker.id, postvakId: postkamerBox, versturen: false });
  const ownTeamBox = await teamBox(await teamOf(by.medewerker.id));
  if (ownTeamBox && ownTeamBox !== postkamerBox) rights.push({ gebruikerId: by.medewerker.id, postvakId: ownTeamBox, versturen: true });
  if (rights.length) await db.insert(postvakRechten).values(rights).onConflictDoNothing();
  if (postkamerBox) {
    const at = new Date(now.getTime() - 3 * HOUR);
    await file(postkamerBox, { from: '"Kadaster" <noreply@kadaster.example.nl>', to: 'postkamer@backoffice.example.nl', subject: 'Inschrijving hypotheekakte verwerkt', text: 'De inschrijving van de hypotheekakte is verwerkt in de openbare registers.' }, at);
  }
  if (by.medewerker1) {
    const at = new Date(now.getTime() - 6 * HOUR);
    await file(await boxOfUser(by.medewerker1.id), { from: '"P. Jansen" <pjansen@voorbeeld.nl>', to: by.medewerker1.email, subject: `Vraag over dossier ${staffDossiers[1].id}`, text: 'Wanneer kan ik het bindend aanbod verwachten?' }, at);
  }
}
