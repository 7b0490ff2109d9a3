import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DossierDocument } from '../../../src/dataProvider/documents';
import { dataProvider as appDataProvider } from '../../../src/dataProvider';
import PageEditor from '../../../src/pages/dossier-detail/documents/PageEditor';
import { renderInAdmin } from '../render';

// pdf.js does not run in the DOM test environment: a document of three pages stands in for every file.
vi.mock('../../../src/pages/pdf/usePdfDocument', () => ({
  usePdfDocument: (blob?: Blob) => (blob ? { doc: { numPages: 3, getPage: () => new Promise(() => undefined) }, failed: false } : { failed: false }),
}));
vi.mock('../../../src/pages/pdf/PdfPageCanvas', () => ({ PdfPageCanvas: ({ testId }: { testId: string }) => <div data-testid={testId} /> }));

const DOCUMENT = { id: 7, dossierId: 12, lijst: 'PASSEREN', naam: 'Paspoort', versie: 1, version: 4, bestand: { key: 'k', naam: 'p.pdf', mimeType: 'application/pdf', grootte: 10 } } as unknown as DossierDocument;
const DETAIL = {
  ...DOCUMENT,
  versies: [{ versie: 1, bewerking: 'UPLOAD', gemaaktOp: '2026-11-20T10:00:00Z', gemaaktDoor: { id: 1, naam: 'A. Bakker' }, bestand: DOCUMENT.bestand }],
};

const setup = () => {
  const calls = {
    previewPageTool: vi.fn(async () => new Blob(['preview'])),
    applyPageTool: vi.fn(async () => ({ ...DOCUMENT, versie: 2 })),
  };
  // Every call the editor makes is answered here: an unanswered one would go out to the network.
  const dataProvider = {
    ...appDataProvider,
    getDocumentDetail: async () => DETAIL,
    getDocumentFile: async () => new Blob(['file']),
    getRequestedDocuments: async () => [],
    ...calls,
  };
  renderInAdmin(<PageEditor document={DOCUMENT} onClose={() => undefined} onSaved={() => undefined} />, { dataProvider });
  return calls;
};

describe('the page editor', () => {
  it('previews a change only after the pause, saves only after the preview, with the version as read', async () => {
    const calls = setup();
    fireEvent.click(await screen.findByTestId('thumb-1'));
    fireEvent.click(screen.getByTestId('thumb-3'), { ctrlKey: true });
    expect(screen.getByTestId('thumb-1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('thumb-2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('tool-rotateRight'));
    fireEvent.click(screen.getByTestId('tool-rotateRight'));
    expect(screen.getByTestId('page-editor-pending').textContent).toContain("Draaien (180°): pagina's 1, 3");
    // Another kind of tool waits for the pending rotation.
    expect((screen.getByTestId('tool-remove') as HTMLButtonElement).disabled).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(calls.previewPageTool).not.toHaveBeenCalled();
    expect((screen.getByTestId('page-editor-save') as HTMLButtonElement).disabled).toBe(true);

    await waitFor(() => expect(calls.previewPageTool).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(calls.previewPageTool).toHaveBeenCalledWith(7, 'pages/rotate', { pages: [1, 3], angle: 180 });
    await screen.findByTestId('preview-page-3');
    await waitFor(() => expect((screen.getByTestId('page-editor-save') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('page-editor-save'));
    await waitFor(() => expect(calls.applyPageTool).toHaveBeenCalledWith(7, 'pages/rotate', { pages: [1, 3], angle: 180, version: 4 }));
  });

  it('lists the versions with what made them and who', async () => {
    setup();
    expect((await screen.findByTestId('version-1-bewerking')).textContent).toBe('Geüpload');
    expect(screen.getByTestId('version-1').textContent).toContain('A. Bakker');
  });
});
