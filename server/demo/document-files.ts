import { and, asc, eq, inArray, ne, notExists } from 'drizzle-orm';
import { PageSizes, PDFDocument, StandardFonts, degrees, rgb } from 'pdf-lib';
import type { DocumentLijst } from '../../contract/document-lists';
import { mupdf } from '../services/pdf/mupdf';
import { insertFile } from '../services/storage/records';
import type { FileStorage } from '../services/storage/storage';
import type { CheckedFile } from '../services/storage/upload';
import type { Db } from '../db/client';
import { documenten, documentVersies, dossierDocumenten, dossiers, referentieWaarden } from '../db/schema';

/**
 * Demo documents with real files (docs/documents.md "Demo data"): for the first DOSSIERS_PER_FASE
 * dossiers of each phase past the application, a PDF for each received requested document, in the
 * list of the dossier's phase, with the request's status; some pages are typed text, some look
 * scanned (a grey noisy image of a page with a slight tilt). Every file is its own upload (one
 * file, one owner); the set is kept small so the first demo start stays quick.
 */
const DOSSIERS_PER_FASE = 8;
const SCAN_VARIANTS = 4;

/** Papers that usually arrive as a scan or a phone photo. */
const SCANNED = new Set(['ID', 'BKR', 'SALARIS', 'BANKAFSCHRIFT']);

const LIJST_VAN_FASE: Record<string, DocumentLijst> = { RENTEAANBOD: 'RENTEAANBOD', HYPOTHEEKAANBOD: 'HYPOTHEEKAANBOD', PASSEREN: 'PASSEREN' };

/** A stable number from a text, so the demo is the same on every machine. */
const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

/** A grey, noisy "scan" of a page of text lines: a JPEG made with MuPDF, a different grain per seed. */
async function scanImage(seed: number): Promise<Uint8Array> {
  const { Pixmap, ColorSpace } = await mupdf();
  const [width, height] = [620, 877];
  const pixmap = new Pixmap(ColorSpace.DeviceGray, [0, 0, width, height], false);
  const pixels = pixmap.getPixels();
  let state = seed || 1;
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 0x100000000;
  };
  for (let y = 0; y < height; y++) {
    const line = y > 90 && y < height - 90 && y % 26 < 9;
    for (let x = 0; x < width; x++) {
      const ink = line && x > 70 && x < width - 70 - ((y * 7) % 160) && random() > 0.25;
      pixels[y * width + x] = ink ? 50 + random() * 40 : 228 + random() * 14 - (x < 12 ? 80 : 0);
    }
  }
  return pixmap.asJPEG(55);
}

async function documentPdf(title: string, subtitle: string, pages: number, scans: readonly Uint8Array[] | null, seed: number) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator('Hypotheek Backoffice demo');
  const [regular, bold] = await Promise.all([pdf.embedFont(StandardFonts.Helvetica), pdf.embedFont(StandardFonts.HelveticaBold)]);
  for (let p = 1; p <= pages; p++) {
    const page = pdf.addPage(PageSizes.A4);
    if (scans) {
      const image = await pdf.embedJpg(scans[(seed + p) % scans.length]);
      page.drawImage(image, { x: 8, y: 4, width: 580, height: 830, rotate: degrees(((seed + p) % 3) - 1) });
      page.drawText(`${title} (scan)`, { x: 60, y: 790, size: 13, font: bold, color: rgb(0.15, 0.15, 0.15) });
      continue;
    }
    page.drawText(title, { x: 56, y: 780, size: 18, font: bold, color: rgb(0.1, 0.2, 0.45) });
    page.drawText(subtitle, { x: 56, y: 756, size: 11, font: regular });
    for (let i = 0; i < 24; i++) page.drawText(`Regel ${i + 1} van pagina ${p}: gegevens ter onderbouwing van de aanvraag.`, { x: 56, y: 720 - i * 22, size: 10, font: regular });
    page.drawText(`Pagina ${p} van ${pages}`, { x: 480, y: 40, size: 9, font: regular });
  }
  return pdf.save();
}

export async function seedDocumentFiles(db: Db, storage: FileStorage) {
  const picked = (
    await Promise.all(
      Object.keys(LIJST_VAN_FASE).map((fase) =>
        db
          .select({ id: dossiers.id, fase: dossiers.fase })
          .from(dossiers)
          .where(eq(dossiers.fase, fase as 'PASSEREN'))
          .orderBy(asc(dossiers.id))
          .limit(DOSSIERS_PER_FASE),
      ),
    )
  ).flat();
  if (!picked.length) return awaitUnansweredRequests(db);
  // The scanned pages' pictures are made once; each PDF that shows one is still a file of its own.
  const scans = await Promise.all(Array.from({ length: SCAN_VARIANTS }, (_, i) => scanImage(i + 1)));
  const kinds = new Map(
    (await db.select({ code: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving }).from(referentieWaarden).where(eq(referentieWaarden.lijst, 'checksoortdocumenten'))).map((k) => [k.code, k.omschrijving]),
  );
  const requests = await db
    .select()
    .from(dossierDocumenten)
    .where(and(inArray(dossierDocumenten.dossierId, picked.map((d) => d.id)), ne(dossierDocumenten.status, 'O')))
    .orderBy(asc(dossierDocumenten.id));
  for (const dossier of picked) {
    const received = requests.filter((r) => r.dossierId === dossier.id);
    const files: { request: (typeof received)[number]; naam: string; file: CheckedFile }[] = [];
    for (const request of received) {
      const seed = hash(`${dossier.id}:${request.id}`);
      const naam = kinds.get(request.soort) ?? request.soort;
      const scanned = SCANNED.has(request.soort) || seed % 4 === 0;
      const bytes = await documentPdf(naam, `Dossier ${dossier.id}`, 1 + (seed % 3), scanned ? scans : null, seed);
      const staged = await storage.stageBytes(bytes, `${naam.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.pdf`);
      files.push({ request, naam, file: { ...staged, mimeType: 'application/pdf' } });
    }
    await storage.withCommit(
      files.map((f) => f.file),
      () =>
        db.transaction(async (tx) => {
          for (const { request, naam, file } of files) {
            const bestandId = await insertFile(tx, file, null);
            const at = request.ontvangenOp ?? request.opgevraagdOp;
            const approved = request.status === 'G';
            const [row] = await tx
              .insert(documenten)
              .values({
                dossierId: dossier.id,
                lijst: LIJST_VAN_FASE[dossier.fase],
                naam,
                soort: request.soort,
                dossierDocumentId: request.id,
                bestandId,
                status: request.status,
                beoordeeldDoor: request.beoordeeldDoor,
                beoordeeldOp: request.beoordeeldOp,
                spGeverifieerdDoor: approved ? request.beoordeeldDoor : null,
                spGeverifieerdOp: approved ? request.beoordeeldOp : null,
                toelichting: request.status === 'R' ? request.reden : null,
                ontvangenOp: request.ontvangenOp,
                createdAt: at,
              })
              .returning({ id: documenten.id });
            await tx.insert(documentVersies).values({ documentId: row.id, versie: 1, bestandId, bewerking: 'UPLOAD', gemaaktOp: at });
          }
          return { result: undefined };
        }),
    );
  }
  await awaitUnansweredRequests(db);
}

/**
 * A request that no document answers has received nothing, so it is awaited (O) without a received
 * date, reviewer or reason: the requests seed judges every dossier's requests by its phase, but only
 * the first dossiers get files (and the bulk seed none). Run after the files, and after a bulk seed.
 */
export async function awaitUnansweredRequests(db: Db) {
  await db
    .update(dossierDocumenten)
    .set({ status: 'O', ontvangenOp: null, beoordeeldDoor: null, beoordeeldOp: null, reden: null })
    .where(
      and(
        ne(dossierDocumenten.status, 'O'),
        notExists(db.select({ id: documenten.id }).from(documenten).where(and(eq(documenten.dossierDocumentId, dossierDocumenten.id), eq(documenten.gearchiveerd, false)))),
      ),
    );
}
