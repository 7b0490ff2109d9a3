import { and, asc, eq } from 'drizzle-orm';
import { DOC_SOORT_TYPES, DOCUMENT_MESSAGES } from '../../../contract/documents';
import { type DocumentLijst } from '../../../contract/document-lists';
import { MERGE_FIELDS } from '../../../contract/merge-fields';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { berichtTemplates, dossierBerichten, documenten, gebruikers } from '../../db/schema';
import { general, notFound } from '../../errors';
import { mergeValues } from '../bericht-templates/merge-values';
import { sanitizeHtml } from '../bericht-templates/sanitize';
import { choosableTemplates, populate } from '../bericht-templates/templates';
import { lockDossier, readDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import { pdfLib } from '../pdf/pdf-lib';
import { TextCursor } from '../pdf/text-layout';
import type { SessionUser } from '../permissions/access';
import { insertFile } from '../storage/records';
import type { FileStorage } from '../storage/storage';
import { addVersion, auditDocument } from './write';

/** Letters are the message templates of kind B (brief/fax, spec 002 §3). */
const LETTER = 'B';

/** GET /generate-document/templates: the letter templates the user may use. */
export async function letterTemplates(db: Db, user: SessionUser) {
  const rows = await choosableTemplates(db, user, undefined);
  return rows.filter((t) => t.categorie === LETTER).map(({ id, naam }) => ({ id, naam }));
}

/** HTML of a template as lines of text: paragraphs and breaks become new lines, tags go. */
const plainText = (html: string) =>
  sanitizeHtml()(html.replace(/<\/(p|div|li|h\d)>|<br\s*\/?>/gi, '\n'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

async function pdfOf(title: string, lines: readonly { text: string; bold?: boolean; size?: number }[]) {
  const { PageSizes, PDFDocument, StandardFonts } = await pdfLib();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreationDate(new Date());
  const [regular, bold] = await Promise.all([doc.embedFont(StandardFonts.Helvetica), doc.embedFont(StandardFonts.HelveticaBold)]);
  const cursor = new TextCursor(() => doc.addPage(PageSizes.A4), regular);
  for (const line of lines) cursor.write(line.text, { size: line.size ?? 11, font: line.bold ? bold : regular, gap: line.bold ? 10 : 5 });
  return doc.save();
}

interface Generated {
  dossierId: number;
  lijst: DocumentLijst;
  naam: string;
  documentType: number | null;
  bytes: Uint8Array;
}

/**
 * Stores a generated PDF as a document of the dossier: a new document, or a new version
 * (GENERATED) of the dossier's document of the same kind when there is one. One transaction with
 * the audit; the file moves into place after the commit.
 */
async function storeGenerated(db: Db, storage: FileStorage, user: SessionUser, generated: Generated, alongside?: (tx: Tx) => Promise<void>) {
  const staged = await storage.stageBytes(generated.bytes, `${generated.naam}.pdf`);
  const file = { ...staged, mimeType: 'application/pdf' };
  return storage.withCommit([file], () =>
    db.transaction(async (tx) => {
      await lockDossier(tx, user, generated.dossierId);
      const [existing] =
        generated.documentType === null
          ? []
          : await tx
              .select()
              .from(documenten)
              .where(and(eq(documenten.dossierId, generated.dossierId), eq(documenten.documentType, generated.documentType), eq(documenten.gearchiveerd, false)))
              .orderBy(asc(documenten.id))
              .limit(1)
              .for('update');
      const document =
        existing ??
        (
          await tx
            .insert(documenten)
            .values({ dossierId: generated.dossierId, lijst: generated.lijst, naam: generated.naam, documentType: generated.documentType, aangemaaktDoor: user.id })
            .returning()
        )[0];
      const bestandId = await insertFile(tx, file, user.id);
      const versioned = await addVersion(tx, document, bestandId, 'GENERATED', user.id);
      const [after] = await tx.update(documenten).set({ ontvangenOp: new Date() }).where(eq(documenten.id, document.id)).returning();
      await auditDocument(tx, user, existing ?? null, { ...after, version: versioned.version });
      await alongside?.(tx);
      return { result: after };
    }),
  );
}

/**
 * A letter from a template filled with the dossier's data, as a PDF in the dossier's documents
 * (POST /dossiers/{id}/requestGenerateDocument); with `send` it is also recorded as a letter sent
 * on the dossier's communication tab (POST /dossiers/{id}/sendLetter).
 */
export async function generateLetter(db: Db, storage: FileStorage, user: SessionUser, dossierId: number, body: { templateId: number; lijst: DocumentLijst }, send: boolean) {
  const filled = await populate(db, user, body.templateId, dossierId);
  const [template] = await db.select({ categorie: berichtTemplates.categorie }).from(berichtTemplates).where(eq(berichtTemplates.id, body.templateId));
  if (template?.categorie !== LETTER) throw general(400, DOCUMENT_MESSAGES.noLetterTemplate);
  const text = plainText(filled.inhoud);
  const bytes = await pdfOf(filled.onderwerp, [{ text: filled.onderwerp, bold: true, size: 14 }, ...text.split('\n').map((line) => ({ text: line }))]);
  return storeGenerated(db, storage, user, { dossierId, lijst: body.lijst, naam: filled.onderwerp.slice(0, 200) || filled.naam, documentType: null, bytes }, async (tx) => {
    if (!send) return;
    const [sender] = await tx.select().from(gebruikers).where(eq(gebruikers.id, user.id));
    await tx.insert(dossierBerichten).values({
      dossierId,
      datum: new Date(),
      richting: 'UIT',
      soort: 'BRIEF',
      onderwerp: filled.onderwerp,
      afzender: personName(sender),
      ontvanger: 'Aanvragers',
      inhoud: text,
    });
  });
}

/** Which list a generated kind belongs in: the offers in their own phase, the welcome letter at closing. */
const LIJST_VAN_TYPE: Record<number, DocumentLijst> = { 1: 'RENTEAANBOD', 2: 'HYPOTHEEKAANBOD', 3: 'PASSEREN' };

/**
 * PUT /generators/{x}: (re)generates the back office's own document of kind x (spec 001 §3: 1
 * renteaanbod, 2 hypotheekaanbod, 3 welkomstbrief) from the dossier's data; a second run adds a
 * version to the same document.
 */
export async function generateKind(db: Db, storage: FileStorage, user: SessionUser, typeId: number, dossierId: number) {
  const kind = DOC_SOORT_TYPES.find((t) => t.id === typeId);
  if (!kind) throw notFound();
  const dossier = await readDossier(db, user, dossierId);
  const values = await mergeValues(db, dossier, user.id);
  const groups = [...new Set(MERGE_FIELDS.map((f) => f.groep))];
  const lines = [
    { text: `${kind.naam} — dossier ${dossier.id}`, bold: true, size: 16 },
    ...groups.flatMap((groep) => {
      const filled = MERGE_FIELDS.filter((f) => f.groep === groep && values[f.id]);
      return filled.length ? [{ text: groep, bold: true }, ...filled.map((f) => ({ text: `${f.omschrijving}: ${values[f.id]}` }))] : [];
    }),
  ];
  return storeGenerated(db, storage, user, { dossierId, lijst: LIJST_VAN_TYPE[typeId], naam: kind.naam, documentType: typeId, bytes: await pdfOf(`${kind.naam} ${dossier.id}`, lines) });
}
