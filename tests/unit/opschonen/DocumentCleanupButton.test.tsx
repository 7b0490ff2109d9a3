import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { DocumentCleanupButton } from '../../../src/pages/opschonen/DocumentCleanupButton';
import { json, mockFetch, setXsrfCookie } from '../dataProvider/fetchMock';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const DOCUMENT = { id: 31, naam: 'Kopie paspoort', dossierId: 12 };
const job = (status: string) => ({ id: 77, soort: 'cleanup.document', status, gedaan: 0, totaal: null, pogingen: 1, maxPogingen: 5, fout: null });

describe("a document's clean-up from the document table", () => {
  beforeEach(() => setXsrfCookie('x'));
  afterEach(() => {
    clearSession();
    setXsrfCookie(null);
    vi.unstubAllGlobals();
  });

  it('is offered only to staff with the approval permission', () => {
    writeSession(session({ permissions: ['DOSSIER_OPSCHONEN'] }));
    renderInAdmin(<DocumentCleanupButton document={DOCUMENT} />);
    expect(screen.queryByTestId('document-31-cleanup')).toBeNull();
  });

  it('names the document in its confirmation, starts the job on confirm only, and follows it to the end', async () => {
    writeSession(session({ permissions: ['DOSSIER_OPSCHONEN_GOEDKEUREN'] }));
    let polls = 0;
    const calls = mockFetch((call) => {
      if (call.method === 'DELETE') return json(job('WACHTEND'), 202);
      polls++;
      return json(job(polls < 2 ? 'BEZIG' : 'KLAAR'));
    });
    renderInAdmin(<DocumentCleanupButton document={DOCUMENT} />);
    fireEvent.click(screen.getByTestId('document-31-cleanup'));
    expect(screen.getByTestId('document-cleanup-dialog').textContent).toContain('Het document "Kopie paspoort" wordt met al zijn versies en bestanden definitief verwijderd');
    fireEvent.click(screen.getByTestId('document-cleanup-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('document-cleanup-dialog')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByTestId('document-31-cleanup'));
    fireEvent.click(screen.getByTestId('document-cleanup-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('document-31-cleanup')).toHaveProperty('disabled', true));
    // Polled once a second until the job is done; then the button is free again.
    await waitFor(() => expect(screen.getByTestId('document-31-cleanup')).toHaveProperty('disabled', false), { timeout: 8000 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['DELETE /api/v1/documenten/31/cleanup', 'GET /api/v1/jobs/77', 'GET /api/v1/jobs/77']);
  }, 10_000);
});
