import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { amsterdamDay } from '../services/workload/calendar';
import type { FileStorage } from '../services/storage/storage';
import { insertFile } from '../services/storage/records';
import type { Db } from '../db/client';
import {
  backofficeTemplateGebruik,
  backofficeTemplates,
  backofficeTemplateVariabelen,
  informatieItems,
  informatieTypes,
} from '../db/schema';

/** A small A4 PDF with a title and some lines of text, made on the spot: no binary files in git. */
export async function demoPdf(title: string, lines: readonly string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Hypotheek Backoffice demo');
  const page = pdf.addPage([595.28, 841.89]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  page.drawText(title, { x: 56, y: 770, size: 18, font: bold, color: rgb(0.1, 0.2, 0.45) });
  lines.forEach((line, i) => page.drawText(line, { x: 56, y: 730 - i * 18, size: 11, font: regular }));
  return pdf.save();
}

const TEMPLATES = [
  {
    name: 'Ontvangstbevestiging aanvraag',
    onderwerp: 'Wij hebben uw hypotheekaanvraag ontvangen',
    omschrijving: 'Naar de adviseur zodra een nieuwe aanvraag binnen is.',
    variables: ['dossierNummer', 'aanvragerNaam', 'adviseurNaam', 'datumVandaag'],
    pdf: ['Ontvangstbevestiging', 'Geachte adviseur,', 'Wij hebben de aanvraag voor {aanvragerNaam} ontvangen onder dossier {dossierNummer}.', 'Binnen twee werkdagen ontvangt u een eerste beoordeling.'],
  },
  {
    name: 'Ontbrekende stukken',
    onderwerp: 'Er ontbreken nog stukken in dossier {dossierNummer}',
    omschrijving: 'Herinnering aan de adviseur wanneer documenten uitblijven.',
    variables: ['dossierNummer', 'aanvragerNaam', 'behandelaarNaam'],
    pdf: ['Checklist ontbrekende stukken', 'Werkgeversverklaring (niet ouder dan 3 maanden)', 'Salarisstrook van de laatste maand', 'Kopie geldig legitimatiebewijs', 'Taxatierapport (NWWI-gevalideerd)'],
  },
  {
    name: 'Passeerinstructie notaris',
    onderwerp: 'Passeerinstructie dossier {dossierNummer}',
    omschrijving: 'Naar de notaris met de instructie voor het passeren.',
    variables: ['dossierNummer', 'geldverstrekkerNaam', 'hypotheekBedrag', 'passeerDatum'],
    pdf: ['Passeerinstructie', 'Hypotheekbedrag: {hypotheekBedrag}', 'Geplande passeerdatum: {passeerDatum}', 'Geldverstrekker: {geldverstrekkerNaam}'],
  },
];

const INFORMATION = [
  {
    type: 'Rentewijziging',
    titel: 'Rentewijziging per 1 december',
    samenvatting: 'De hypotheekrente voor 10 en 20 jaar vast daalt met 0,10%.',
    body: '<p>Per <strong>1 december</strong> verlagen wij de rente voor de rentevaste perioden van 10 en 20 jaar met 0,10%. Offertes die voor die datum zijn uitgebracht, houden hun rente.</p>',
    pdf: ['Rentewijziging per 1 december', 'Rentevast 10 jaar: -0,10%', 'Rentevast 20 jaar: -0,10%', 'Lopende offertes behouden hun rente.'],
  },
  {
    type: 'Storing en onderhoud',
    titel: 'Gepland onderhoud zaterdagnacht',
    samenvatting: 'Zaterdag tussen 22:00 en 02:00 uur is de backoffice niet bereikbaar.',
    body: '<p>Vanwege onderhoud is de backoffice zaterdag tussen 22:00 en 02:00 uur niet bereikbaar. Aanvragen via HDN worden daarna verwerkt.</p>',
    pdf: null,
  },
  {
    type: 'Nieuwsbrief intermediair',
    titel: 'Nieuwsbrief november',
    samenvatting: 'Duurzaamheidsbudget, de nieuwe leennormen en ons vernieuwde acceptatieteam.',
    body: '<h3>In deze nieuwsbrief</h3><ul><li>Extra leenruimte voor energiebesparende maatregelen</li><li>Leennormen volgend jaar</li><li>Maak kennis met ons acceptatieteam</li></ul>',
    pdf: ['Nieuwsbrief november', 'Extra leenruimte voor energiebesparende maatregelen', 'De leennormen voor volgend jaar', 'Maak kennis met ons acceptatieteam'],
  },
  {
    type: 'Acceptatiebeleid',
    titel: 'Acceptatie van inkomen uit flexibele arbeid',
    samenvatting: 'Hoe wij het inkomen van flexwerkers en zzp\u2019ers toetsen.',
    body: '<p>Voor flexwerkers gebruiken wij het <em>Perspectiefverklaring</em>-inkomen of het gemiddelde van de laatste drie jaar. Zie de bijlage voor de volledige werkinstructie.</p>',
    pdf: ['Acceptatiebeleid flexibele arbeid', 'Perspectiefverklaring of gemiddelde over drie jaar', 'Zzp: IB-aangiftes en inkomensverklaring van een rekenexpert', 'Uitzendkrachten fase A/B: werkgeversverklaring met intentie'],
  },
];

/** Demo back-office templates and information items, each PDF stored like an upload. */
export async function seedFileDemo(db: Db, storage: FileStorage, today = amsterdamDay(new Date())) {
  const variables = await db.select().from(backofficeTemplateVariabelen);
  const types = await db.select().from(informatieTypes);
  for (const t of TEMPLATES) {
    const staged = await storage.stageBytes(await demoPdf(t.pdf[0], t.pdf.slice(1)), `${t.name}.pdf`);
    const file = { ...staged, mimeType: 'application/pdf' };
    await storage.withCommit([file], () =>
      db.transaction(async (tx) => {
        const bestandId = await insertFile(tx, file, null);
        const [row] = await tx.insert(backofficeTemplates).values({ name: t.name, onderwerp: t.onderwerp, omschrijving: t.omschrijving, bestandId }).returning();
        const ids = variables.filter((v) => t.variables.includes(v.naam)).map((v) => v.id);
        await tx.insert(backofficeTemplateGebruik).values(ids.map((variabeleId) => ({ templateId: row.id, variabeleId })));
        return { result: undefined };
      }),
    );
  }
  for (const item of INFORMATION) {
    const type = types.find((ty) => ty.naam === item.type);
    if (!type) continue;
    const staged = item.pdf ? await storage.stageBytes(await demoPdf(item.pdf[0], item.pdf.slice(1)), `${item.titel}.pdf`) : null;
    const file = staged ? { ...staged, mimeType: 'application/pdf' } : null;
    await storage.withCommit(file ? [file] : [], () =>
      db.transaction(async (tx) => {
        const bestandId = file ? await insertFile(tx, file, null) : null;
        await tx.insert(informatieItems).values({ typeId: type.id, titel: item.titel, samenvatting: item.samenvatting, body: item.body, publicatieDatum: today, bestandId });
        return { result: undefined };
      }),
    );
  }
}
