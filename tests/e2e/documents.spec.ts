import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { newPage, pagePerTest } from './browser';
import { apiBytes, consoleErrors, numberedPdf, pdfTexts } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Requested {
  id: number;
  status: string;
  documenten: { id: number; naam: string; status: string }[];
}
interface Detail {
  versie: number;
  versies: { versie: number; bewerking: string; gemaaktDoor: { naam: string } | null }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));
/** The three-page document the first test leaves at version 4, edited further by the second. */
let edited: { dossierId: number; documentId: number } | undefined;

/** Running dossiers of the first list page, in list order. */
const dossierIds = async () => (await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=100&dossierBTL=false')).content.map((d) => d.id);

describe('documents of a dossier', () => {
  it('uploads a document, rotates and removes a page after a preview, saves each as a version and restores the first', async () => {
    const errors = consoleErrors(page);
    const [dossierId] = (await dossierIds()).slice(-1);
    await page.goto(`/dossiers/${dossierId}/documenten`);
    const naam = `Salarisstrook ${Date.now()}`;

    await page.getByTestId('documents-PASSEREN-create').click();
    await page.getByTestId('document-create-naam').fill(naam);
    await page.getByTestId('document-create-save').click();
    // The file is asked for right after the document is made.
    await page.getByTestId('document-upload-dialog').waitFor();
    const row = page.getByTestId('documents-PASSEREN').locator('tr', { hasText: naam });
    await row.waitFor();
    const documentId = Number((await row.getAttribute('data-testid'))!.slice('document-'.length));
    expect(await page.getByTestId(`document-${documentId}-versie`).textContent()).toBe('Nog geen bestand');
    await page.getByTestId('document-upload-input').setInputFiles({ name: 'salaris.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(3, 'Salaris') });
    await page.getByTestId('document-upload-dialog').waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId(`document-${documentId}-versie`).textContent()).toBe('1');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByTestId('documents-zip').click()]);
    expect(zip.suggestedFilename()).toBe(`dossier-${dossierId}-documenten.zip`);

    // Rotate page 1: the preview comes after the pause, only then can it be saved.
    await page.getByTestId(`document-${documentId}-pages`).click();
    const editor = page.getByTestId('page-editor');
    await editor.getByTestId('thumb-3').waitFor();
    await editor.getByTestId('thumb-1').click();
    await editor.getByTestId('tool-rotateRight').click();
    expect(await editor.getByTestId('page-editor-save').isDisabled()).toBe(true);
    await editor.getByTestId('preview-page-3').waitFor();
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-2').waitFor();
    expect(await editor.getByTestId('version-2-bewerking').textContent()).toBe("Pagina's gedraaid");
    const rotated = await PDFDocument.load(await apiBytes(page, `/api/v1/printdocs/${documentId}`));
    expect(rotated.getPages().map((p) => p.getRotation().angle)).toEqual([90, 0, 0]);

    // Remove page 2: the preview has two pages.
    await editor.getByTestId('thumb-2').click();
    await editor.getByTestId('tool-remove').click();
    await expect.poll(() => editor.getByTestId('preview-count').textContent(), { timeout: 10_000 }).toBe("2 pagina's");
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-3').waitFor();
    await expect.poll(() => editor.locator('[data-testid^="thumb-canvas-"]').count()).toBe(2);

    // The first version back, as a new version; every version says who made it.
    await editor.getByTestId('version-1-restore').click();
    await editor.getByTestId('version-4').waitFor();
    await expect.poll(() => editor.locator('[data-testid^="thumb-canvas-"]').count()).toBe(3);
    const detail = await apiGet<Detail>(page, `/api/v1/documenten/${documentId}`);
    expect(detail.versies.map((v) => v.bewerking)).toEqual(['RESTORE', 'REMOVE', 'ROTATE', 'UPLOAD']);
    expect(detail.versies.every((v) => v.gemaaktDoor?.naam)).toBe(true);
    const restored = await PDFDocument.load(await apiBytes(page, `/api/v1/printdocs/${documentId}`));
    expect(restored.getPages().map((p) => p.getRotation().angle)).toEqual([0, 0, 0]);
    await editor.getByTestId('page-editor-close').click();
    await expect.poll(() => page.getByTestId(`document-${documentId}-versie`).textContent()).toBe('4');
    expect(errors).toEqual([]);
    edited = { dossierId, documentId };
  });

  it('moves a page with the keyboard, blurs an area drawn with the mouse and duplicates a page; the saved files show each', async () => {
    expect(edited, 'the document of the first test').toBeDefined();
    const { dossierId, documentId } = edited!;
    const errors = consoleErrors(page);
    const texts = async () => pdfTexts(await apiBytes(page, `/api/v1/printdocs/${documentId}`));
    await page.goto(`/dossiers/${dossierId}/documenten`);
    await page.getByTestId(`document-${documentId}-pages`).click();
    const editor = page.getByTestId('page-editor');
    await editor.getByTestId('thumb-3').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));

    // Tab reaches the pages at one stop, the arrows go from page to page with a visible focus, Space selects, Alt+arrow moves.
    await editor.getByTestId('select-all').focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('thumb-1');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('thumb-2');
    expect(await editor.getByTestId('thumb-2').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Space');
    expect(await editor.getByTestId('thumb-1').getAttribute('data-selected')).toBe('true');
    await page.keyboard.press('Alt+ArrowRight');
    expect(await focused()).toBe('thumb-1');
    expect(await editor.getByTestId('thumb-1').getAttribute('data-place')).toBe('2');
    expect(await editor.getByTestId('thumb-1').getAttribute('aria-label')).toBe('Pagina 1, nu op plaats 2');
    expect(await editor.getByTestId('selection-count').textContent()).toBe('Pagina 1 staat nu op plaats 2 van 3.');
    await editor.getByTestId('preview-page-3').waitFor();
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-5').waitFor();
    expect(await texts()).toEqual(['Salaris pagina 2', 'Salaris pagina 1', 'Salaris pagina 3']);

    // A rectangle drawn over the first page's text: after saving, the file no longer holds that text.
    await editor.getByTestId('thumb-1').click();
    await editor.getByTestId('tool-blur').click();
    const surface = editor.getByTestId('blur-surface');
    await editor.getByTestId('blur-page').waitFor();
    const box = (await surface.boundingBox())!;
    const scale = box.width / 595;
    await page.mouse.move(box.x + 40 * scale, box.y + 50 * scale);
    await page.mouse.down();
    await page.mouse.move(box.x + 300 * scale, box.y + 80 * scale);
    await page.mouse.move(box.x + 450 * scale, box.y + 110 * scale);
    await page.mouse.up();
    await expect.poll(() => editor.getByTestId('page-editor-pending').textContent()).toContain('1 gebied op pagina 1');
    await expect.poll(() => editor.getByTestId('page-editor-save').isEnabled(), { timeout: 10_000 }).toBe(true);
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-6').waitFor();
    expect(await texts()).toEqual(['', 'Salaris pagina 1', 'Salaris pagina 3']);

    // Duplicating the last page: four pages in the preview, the editor and the file.
    await editor.getByTestId('thumb-3').click();
    await editor.getByTestId('tool-duplicate').click();
    await expect.poll(() => editor.getByTestId('preview-count').textContent(), { timeout: 10_000 }).toBe("4 pagina's");
    await editor.getByTestId('page-editor-save').click();
    await editor.getByTestId('version-7').waitFor();
    await expect.poll(() => editor.locator('[data-testid^="thumb-canvas-"]').count()).toBe(4);
    expect(await texts()).toEqual(['', 'Salaris pagina 1', 'Salaris pagina 3', 'Salaris pagina 3']);
    expect(errors).toEqual([]);
  });

  it('verifies one requested document and declines another with a reason; the lists and counts follow', async () => {
    const errors = consoleErrors(page);
    let found: { dossierId: number; documents: { id: number; request: number }[] } | undefined;
    // The demo gives files to the first dossiers of each phase past the application (docs/documents.md).
    const phased = await Promise.all(
      ['PASSEREN', 'HYPOTHEEKAANBOD', 'RENTEAANBOD'].map(async (fase) => (await apiGet<{ content: { id: number }[] }>(page, `/api/v1/dossiers?size=8&sort=id,asc&fase=${fase}`)).content.map((d) => d.id)),
    );
    for (const id of phased.flat()) {
      const requested = await apiGet<Requested[]>(page, `/api/v1/dossiers/${id}/documenten/opgevraagd`);
      // One document each of two requests, so each request's letter follows its own document.
      const open = requested.flatMap((r) => r.documenten.filter((d) => d.status === 'Y' || d.status === 'R').slice(0, 1).map((d) => ({ id: d.id, request: r.id })));
      if (open.length >= 2) {
        found = { dossierId: id, documents: open };
        break;
      }
    }
    expect(found, 'a demo dossier with two unverified documents').toBeDefined();
    const { dossierId, documents } = found!;
    const [first, second] = documents;
    const counts = () => apiGet<{ code: string; aantal: number }[]>(page, `/api/v1/overzicht/${dossierId}/document-status-count`);
    const before = await counts();

    await page.goto(`/dossiers/${dossierId}/documentbeoordeling`);
    await page.getByTestId(`review-document-${first.id}-actions`).click();
    await page.getByTestId('review-action-verifySp').click();
    await expect.poll(() => page.getByTestId(`review-document-${first.id}-status`).getAttribute('data-status')).toBe('G');
    await expect.poll(() => page.getByTestId(`requested-${first.request}-status`).getAttribute('data-status')).toBe('G');

    await page.getByTestId(`review-document-${second.id}-actions`).click();
    await page.getByTestId('review-action-declineSp').click();
    const dialog = page.getByTestId('decline-dialog');
    expect(await dialog.getByTestId('decline-confirm').isDisabled()).toBe(true);
    const reason = dialog.locator('label').filter({ has: page.locator('[data-testid^="decline-reason-"]') }).first();
    const reasonText = (await reason.textContent())!;
    await reason.locator('input').check();
    await dialog.getByTestId('decline-toelichting').fill('Graag een recentere strook');
    await dialog.getByTestId('decline-confirm').click();
    await expect.poll(() => page.getByTestId(`review-document-${second.id}-status`).getAttribute('data-status')).toBe('R');
    await expect.poll(() => page.getByTestId(`requested-${second.request}-reden`).textContent()).toContain(reasonText);

    const after = await counts();
    const count = (list: typeof before, code: string) => list.find((c) => c.code === code)?.aantal ?? 0;
    expect(count(after, 'G')).toBeGreaterThan(count(before, 'G'));
    await page.getByTestId('tab-overzicht').click();
    await expect.poll(() => page.getByTestId('overview-documents-G-aantal').textContent()).toBe(String(count(after, 'G')));
    expect(errors).toEqual([]);
  });

  it('an adviser reads the documents and the verdicts but judges nothing, downloads no zip and sees no notes', async () => {
    const adviser = await newPage(page.context().browser()!);
    const errors = consoleErrors(adviser);
    await signedIn(adviser, 'adviseur');
    const { content } = await apiGet<{ content: { id: number }[] }>(adviser, '/api/v1/dossiers?size=1');
    await adviser.goto(`/dossiers/${content[0].id}/documentbeoordeling`);
    await adviser.getByTestId('review-requested').waitFor();
    await adviser.waitForLoadState('networkidle');
    expect(await adviser.locator('[data-testid^="review-document-"][data-testid$="-actions"]').count()).toBe(0);
    await adviser.getByTestId('tab-documenten').click();
    await adviser.getByTestId('documents-PASSEREN').waitFor();
    expect(await adviser.getByTestId('documents-zip').count()).toBe(0);
    await adviser.getByTestId('tab-communicatie').click();
    await adviser.getByTestId('messages').waitFor();
    expect(await adviser.getByTestId('notes').count()).toBe(0);
    expect(errors).toEqual([]);
    await adviser.context().close();
  });
});
