import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { type AppDataProvider, dataProvider } from '../../../src/dataProvider';
import type { Task } from '../../../src/dataProvider/tasks';
import { taskFixture } from './taskFixture';
import TakenPage from '../../../src/pages/taken/TakenPage';
import { MEDEWERKER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const task = (id: number, overrides: Partial<Task> = {}) => taskFixture(id, overrides);

const page = (...tasks: Task[]) => ({ content: tasks, totalElements: tasks.length });
const naw = (achterNaam: string) => ({ voorLetters: 'A.', tussenVoegsels: null, achterNaam });

const stub = (overrides: Partial<AppDataProvider> = {}) =>
  ({
    ...dataProvider,
    getDelegateTargets: async () => ({ gebruikers: [{ id: 7, partijNawData: naw('Dijk') }, { id: 9, partijNawData: naw('Bakker') }], teams: [{ id: 2, teamNaam: 'Acceptatie', teamEmail: 'acceptatie@example.nl' }] }),
    getMyTasks: vi.fn(async () => page(task(1))),
    getTeammatesTasks: vi.fn(async () => page(task(2, { assignee: { id: 9, naam: 'A. Bakker' } }))),
    getUserTasks: vi.fn(async () => page(task(3, { assignee: { id: 9, naam: 'A. Bakker' } }))),
    searchTasks: vi.fn(async () => page(task(4))),
    ...overrides,
  }) as AppDataProvider;

const chooseOption = async (testId: string, name: string) => {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  fireEvent.click(await screen.findByRole('option', { name }));
};

describe('the Taken page', () => {
  beforeEach(() => writeSession(session({ permissions: [...MEDEWERKER, 'WORKFLOW_VIEW_TEAM'] })));
  afterEach(() => clearSession());

  it('lists mine, my teammates’ and one person’s tasks through their own calls', async () => {
    const calls = stub();
    renderInAdmin(<TakenPage />, { dataProvider: calls });
    await screen.findByText('Taak 1 onderwerp');
    expect(calls.getMyTasks).toHaveBeenCalledWith({ page: 0, size: 25, sort: 'deadline,asc' }, { gedaan: false, gearchiveerd: false });

    fireEvent.click(screen.getByTestId('taken-view-teammates'));
    await screen.findByText('Taak 2 onderwerp');
    expect(calls.getTeammatesTasks).toHaveBeenCalled();

    fireEvent.click(screen.getByTestId('taken-view-user'));
    await screen.findByTestId('taken-choose-user');
    expect(calls.getUserTasks).not.toHaveBeenCalled();
    await chooseOption('taken-person', 'Bakker, A.');
    await screen.findByText('Taak 3 onderwerp');
    expect(calls.getUserTasks).toHaveBeenCalledWith(9, { page: 0, size: 25, sort: 'deadline,asc' }, { gedaan: false, gearchiveerd: false });
  });

  it('offers another person’s tasks only with the team or all scope', async () => {
    writeSession(session({ permissions: MEDEWERKER }));
    renderInAdmin(<TakenPage />, { dataProvider: stub() });
    await screen.findByText('Taak 1 onderwerp');
    expect(screen.getByTestId('taken-view-teammates')).toBeTruthy();
    expect(screen.queryByTestId('taken-view-user')).toBeNull();
  });

  it('marks an opened task unread: the dialog closes, the list and the counters ask anew', async () => {
    let unread = false;
    const markTaskUnread = vi.fn(async () => ((unread = true), task(1, { unread: true })));
    // Reading the task marks it read again on the server: after the mark it must not be read anew.
    const getTask = vi.fn(async () => ({ ...task(1), history: [] }));
    const calls = stub({
      getMyTasks: vi.fn(async () => page(task(1, { unread }))),
      getTask,
      markTaskUnread,
      getUnreadDetails: async () => ({ mailsMy: 0, mailsTeam: 0, mailsAll: 0, tasksMy: 1, tasksTeam: 1, tasksAll: 1 }),
    });
    renderInAdmin(<TakenPage />, { dataProvider: calls });
    fireEvent.click(await screen.findByText('Taak 1 onderwerp'));
    await screen.findByTestId('task-history');
    fireEvent.click(screen.getByTestId('task-unread'));
    await waitFor(() => expect(screen.queryByTestId('task-detail')).toBeNull());
    expect(markTaskUnread).toHaveBeenCalledWith(1);
    await waitFor(() => expect(within(screen.getByTestId('taken-list')).getByText('Ongelezen')).toBeTruthy());
    expect(getTask).toHaveBeenCalledTimes(1);
  });

  it('shows the report overview per person or team and downloads the report', async () => {
    const csv = [
      '"Taak";"Aan";"Status"',
      '"1";"Team Acceptatie";"Open"',
      '"2";"Team Acceptatie";"Te laat"',
      '"3";"Bakker, A.";"Afgehandeld"',
    ].join('\r\n');
    const getTaskReportCsv = vi.fn(async () => csv);
    const downloadTaskReport = vi.fn(async () => undefined);
    renderInAdmin(<TakenPage />, { dataProvider: stub({ getTaskReportCsv, downloadTaskReport }) });
    fireEvent.click(await screen.findByTestId('taken-view-report'));
    await screen.findByText('3 taken in de selectie');
    expect(getTaskReportCsv).toHaveBeenCalledWith({ gearchiveerd: false, dossierId: undefined, gedaan: undefined });
    const rows = screen.getAllByTestId('report-row').map((row) => row.textContent);
    expect(rows).toEqual(['Team Acceptatie1102', 'Bakker, A.0011']);
    expect(screen.getByTestId('report-total-late').textContent).toBe('1');

    await chooseOption('report-status', 'Open');
    await waitFor(() => expect(getTaskReportCsv).toHaveBeenLastCalledWith({ gearchiveerd: false, dossierId: undefined, gedaan: false }));
    fireEvent.click(screen.getByTestId('report-download-pdf'));
    await waitFor(() => expect(downloadTaskReport).toHaveBeenCalledWith({ gearchiveerd: false, dossierId: undefined, gedaan: false }, 'pdf'));
  });
});
