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
    getTaskPriorities: async () => [{ id: 3, displayName: 'Normaal' }, { id: 2, displayName: 'Hoog' }, { id: 1, displayName: 'Spoed' }],
    getTaskTeams: vi.fn(async () => [{ id: 5, teamNaam: 'Acceptatie', teamEmail: 'acceptatie@backoffice.example.nl' }]),
    getOwnTeams: vi.fn(async () => [{ id: 6, teamNaam: 'Hypotheken', teamEmail: 'hypotheken@backoffice.example.nl' }]),
    createTask: vi.fn(async () => ({ id: 1 })),
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

  it("closes on the task screen's Terug and keeps the draft; reopening asks, and Verdergaan brings it back", async () => {
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: stub() });
    fireEvent.click(await screen.findByRole('button', { name: 'Terug' }));
    await waitFor(() => expect(screen.queryByTestId('floating-panel')).toBeNull());
    expect(readDraft()).toEqual(draft);

    fireEvent.click(screen.getByTestId('panel-open'));
    fireEvent.click(await screen.findByTestId('panel-keep'));
    await screen.findByTestId('panel-subject');
    expect(subject()).toBe(draft.subject);
  });

  it('asks before the open panel starts afresh over typed text (spec 000 §2: opening clears the draft)', async () => {
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=new', dataProvider: stub() });
    await screen.findByTestId('panel-subject');
    fireEvent.click(screen.getByTestId('panel-open'));
    fireEvent.click(await screen.findByTestId('panel-keep'));
    await waitFor(() => expect(screen.queryByTestId('panel-discard-dialog')).toBeNull());
    expect(subject()).toBe(draft.subject);

    fireEvent.click(screen.getByTestId('panel-open'));
    fireEvent.click(await screen.findByTestId('panel-discard'));
    await waitFor(() => expect(subject()).toBe(''));
    expect(readDraft()).toBeNull();
  });

  it('asks before closing with typed text; an empty panel just closes', async () => {
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=new', dataProvider: stub() });
    await screen.findByTestId('panel-subject');
    fireEvent.click(screen.getByTestId('panel-close'));
    fireEvent.click(await screen.findByTestId('panel-keep'));
    expect(subject()).toBe(draft.subject);

    fireEvent.click(screen.getByTestId('panel-close'));
    fireEvent.click(await screen.findByTestId('panel-discard'));
    await waitFor(() => expect(screen.queryByTestId('floating-panel')).toBeNull());
    expect(readDraft()).toBeNull();

    fireEvent.click(screen.getByTestId('panel-open'));
    await screen.findByTestId('panel-subject');
    fireEvent.click(screen.getByTestId('panel-close'));
    await waitFor(() => expect(screen.queryByTestId('floating-panel')).toBeNull());
    expect(screen.queryByTestId('panel-discard-dialog')).toBeNull();
  });

  it('keeps Aan, Categorie and Deadline when collapsed and expanded', async () => {
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: stub() });
    fireEvent.click(await screen.findByTestId('panel-to-team'));
    fireEvent.mouseDown(within(screen.getByTestId('panel-to')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'hypotheken@backoffice.example.nl' }));
    fireEvent.mouseDown(within(screen.getByTestId('panel-category')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Aanvraag' }));
    const deadline = () => (screen.getByTestId('panel-deadline') as HTMLInputElement).value;
    await waitFor(() => expect(deadline()).not.toBe(''));
    const shown = deadline();

    fireEvent.click(screen.getByTestId('panel-collapse'));
    expect(screen.getByTestId('panel-body').hidden).toBe(true);
    fireEvent.click(screen.getByTestId('panel-collapse'));
    expect(within(screen.getByTestId('panel-to')).getByRole('combobox').textContent).toBe('hypotheken@backoffice.example.nl');
    expect(within(screen.getByTestId('panel-category')).getByRole('combobox').textContent).toBe('Aanvraag');
    expect(deadline()).toBe(shown);
    expect(screen.getByLabelText('Team')).toHaveProperty('checked', true);
    // Five choices through MUI's menus: slow in happy-dom on a busy machine.
  }, 15_000);

  it('offers the teams of the spec’s /teams query without a dossier and the dossier’s with one, each by its e-mail', async () => {
    const calls = stub();
    storeDraft({ ...draft, dossierId: null });
    const { unmount } = renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: calls });
    fireEvent.click(await screen.findByTestId('panel-to-team'));
    fireEvent.mouseDown(within(screen.getByTestId('panel-to')).getByRole('combobox'));
    await screen.findByRole('option', { name: 'acceptatie@backoffice.example.nl' });
    expect(calls.getTaskTeams).toHaveBeenCalledWith(null);
    unmount();

    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: calls });
    fireEvent.click(await screen.findByTestId('panel-to-team'));
    fireEvent.mouseDown(within(screen.getByTestId('panel-to')).getByRole('combobox'));
    await screen.findByRole('option', { name: 'hypotheken@backoffice.example.nl' });
    expect(calls.getOwnTeams).toHaveBeenCalledWith(4711);
  });

  it('sends nothing while a choice is missing and marks each missing one after Opslaan', async () => {
    const calls = stub();
    storeDraft(draft);
    renderInAdmin(<NewTaskNote />, { path: '/?menu=task', dataProvider: calls });
    await screen.findByTestId('panel-save');
    expect(screen.getByText('Verstuur aan')).toBeTruthy();
    fireEvent.click(screen.getByTestId('panel-save'));
    expect(within(screen.getByTestId('panel-to')).getByText('Verplicht')).toBeTruthy();
    expect(within(screen.getByTestId('panel-category')).getByText('Verplicht')).toBeTruthy();
    expect(calls.createTask).not.toHaveBeenCalled();
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
