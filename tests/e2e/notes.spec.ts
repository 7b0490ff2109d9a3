import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagePerTest } from './browser';
import { consoleErrors, numberedPdf } from './documentHelpers';
import { apiGet } from './dossierHelpers';
import { signedIn } from './session';

interface Note {
  id: number;
  onderwerp: string;
  bijlagen: { id: number; naam: string }[];
}

const page = pagePerTest((p) => signedIn(p, 'medewerker'));

describe('notes on the Communicatie tab', () => {
  it('adds a note with two attachments and opens one in the viewer', async () => {
    const errors = consoleErrors(page);
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=50&dossierBTL=false');
    const dossierId = content[content.length - 2].id;
    const onderwerp = `Telefoon met adviseur ${Date.now()}`;

    await page.goto(`/dossiers/${dossierId}/communicatie`);
    await page.getByTestId('note-create').click();
    const dialog = page.getByTestId('note-create-dialog');
    expect(await dialog.getByTestId('note-save').isDisabled()).toBe(true);
    await dialog.getByTestId('note-onderwerp').fill(onderwerp);
    await dialog.getByTestId('note-body').fill('De adviseur stuurt de werkgeversverklaring morgen na.');
    await dialog.getByTestId('note-files-input').setInputFiles([
      { name: 'werkgeversverklaring.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(2, 'Werkgeversverklaring') },
      { name: 'taxatie.pdf', mimeType: 'application/pdf', buffer: await numberedPdf(1, 'Taxatie') },
    ]);
    await expect.poll(() => dialog.getByTestId('note-files-list').locator('li').count()).toBe(2);
    await dialog.getByTestId('note-save').click();
    await dialog.waitFor({ state: 'detached' });

    const notes = await apiGet<{ content: Note[] }>(page, `/api/v1/dossiers/${dossierId}/notities?page=0&size=10`);
    const note = notes.content.find((n) => n.onderwerp === onderwerp)!;
    expect(note.bijlagen.map((b) => b.naam).sort()).toEqual(['taxatie.pdf', 'werkgeversverklaring.pdf']);
    await page.getByTestId(`note-${note.id}`).click();
    const attachment = note.bijlagen.find((b) => b.naam === 'werkgeversverklaring.pdf')!;
    await page.getByTestId(`note-attachment-${attachment.id}`).click();

    // The viewer: the loading text, then the pages; titled with the file's name, with a way back to the dossier.
    await page.getByTestId('pdf-viewer').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/pdf/notes/${note.id}/${encodeURIComponent(onderwerp)}`);
    await page.getByTestId('pdf-page-2').waitFor();
    expect(await page.getByTestId('pdf-title').textContent()).toBe('werkgeversverklaring.pdf');
    await expect.poll(() => page.title()).toContain('werkgeversverklaring.pdf');
    await page.getByTestId('pdf-back').click();
    await page.getByTestId('notes').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/dossiers/${dossierId}/communicatie`);
    expect(errors).toEqual([]);
  });

  it("says 'Het document kan niet weergegeven worden' for an attachment that does not exist", async () => {
    const { content } = await apiGet<{ content: { id: number }[] }>(page, '/api/v1/dossiers?size=50&dossierBTL=false');
    const notes = await apiGet<{ content: Note[] }>(page, `/api/v1/dossiers/${content[content.length - 2].id}/notities?page=0&size=10`);
    await page.goto(`/pdf/notes/${notes.content[0]?.id ?? 1}/x?key=${randomUUID()}`);
    expect(await page.getByTestId('pdf-failed').textContent()).toBe('Het document kan niet weergegeven worden');
    // And the Foutmelding popup says it too (spec 000 §8).
    expect(await page.getByTestId('error-dialog-messages').textContent()).toBe('Het document kan niet weergegeven worden');
  });
});
