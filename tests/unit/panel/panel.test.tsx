import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { type AppDataProvider, dataProvider } from '../../../src/dataProvider';
import { EMPTY_DRAFT, readDraft, storeDraft, type Draft } from '../../../src/shell/panel/draft';
import { NewTaskNote } from '../../../src/shell/panel/NewTaskNote';
import { session } from '../fixtures';
import { renderInAdmin } from '../render';

const draft: Draft = { ...EMPTY_DRAFT, dossierId: 4711, subject: 'Bellen met de notaris', note: 'Passeerdatum afstemmen.' };

const stub = (overrides: Partial<AppDataProvider> = {}) =>
  ({
    ...dataProvider,
    getDelegateTargets: async () => ({ gebruikers: [], teams: [] }),
    searchDossiers: async () => [],
    getTaskTypes: async () => [{ id: 1, displayName: 'Aanvraag' }],
    getDefaultDeadline: async () => ({ deadline: '2026-11-26T10:00:00.000Z' }),
    getChoosableBerichtTemplates: async () => [{ id: 3, naam: 'Ontvangst aanvraag', categorie: 'A', berichtsoort: 'AX', btl: false }],
    populateBerichtTemplate: vi.fn(async (id: number, dossierId: number) => ({ id, naam: 'Ontvangst aanvraag', dossierId, onderwerp: `Ontvangst hypotheekaanvraag dossier ${dossierId}`, inhoud: '' })),
    ...overrides,
  }) as AppDataProvider;

const subject = () => (screen.getByTestId('panel-subject') as HTMLInputElement).value;

describe('the floating panel', () => {
  beforeEach(() => {
    sessionStorage.clear();
    writeSession(session({ permissions: ['NIEUWE_TAAK_NOTITIE', 'MENU_BERICHTEN_VIEW'] }));
  });
  afterEach(() => clearSession());

  it("closes on the task screen's Terug and keeps the draft; reopening restores it, opening the open panel starts afresh", async () => {
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: stub() });
    fireEvent.click(await screen.findByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.queryByTestId('floating-panel')).toBeNull());
    expect(readDraft()).toEqual(draft);

    fireEvent.click(screen.getByTestId('panel-open'));
    await screen.findByTestId('panel-subject');
    expect(subject()).toBe(draft.subject);

    fireEvent.click(screen.getByTestId('panel-open'));
    await waitFor(() => expect(subject()).toBe(''));
    expect(readDraft()).toBeNull();
  });

  it('copies the chosen template’s onderwerp, filled in for the dossier, from the templates any writer may choose', async () => {
    storeDraft(draft);
    const calls = stub();
    renderInAdmin(<NewTaskNote />, { path: '/?menu=new', dataProvider: calls });
    fireEvent.mouseDown(within(await screen.findByTestId('panel-template')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Ontvangst aanvraag' }));
    await waitFor(() => expect(subject()).toBe('Ontvangst hypotheekaanvraag dossier 4711'));
    expect(calls.populateBerichtTemplate).toHaveBeenCalledWith(3, 4711);
  });

  it('asks for the dossier before a template is chosen', async () => {
    storeDraft({ ...draft, dossierId: null });
    renderInAdmin(<NewTaskNote />, { path: '/?menu=new', dataProvider: stub() });
    const field = await screen.findByTestId('panel-template');
    expect(within(field).getByRole('combobox').getAttribute('aria-disabled')).toBe('true');
    expect(field.textContent).toContain('Kies eerst een dossier');
  });
});
