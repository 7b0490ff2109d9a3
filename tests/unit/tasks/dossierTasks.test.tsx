import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { type AppDataProvider, dataProvider } from '../../../src/dataProvider';
import type { Task } from '../../../src/dataProvider/tasks';
import { taskFixture } from './taskFixture';
import { formatDateTime } from '../../../src/i18n/dates';
import TasksSection from '../../../src/pages/dossier-detail/tasks/TasksSection';
import { ADVISEUR, MEDEWERKER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const task = (id: number, overrides: Partial<Task> = {}) =>
  taskFixture(id, { priorityId: 2, toSelection: 0, assignee: null, team: { id: 2, teamNaam: 'Acceptatie', teamEmail: 'acceptatie@example.nl' }, ...overrides });

describe("the dossier's tasks on the Communicatie tab", () => {
  afterEach(() => clearSession());

  it('lists subject, team or person, deadline, priority and status, newest first, and opens a task', async () => {
    writeSession(session({ permissions: MEDEWERKER }));
    const getDossierTasks = vi.fn(async () => ({ content: [task(12, { done: true, assignee: { id: 7, naam: 'J. van Dijk' }, team: null }), task(11)], totalElements: 2 }));
    const getTask = vi.fn(async () => ({ ...task(11), history: [] }));
    renderInAdmin(<TasksSection dossierId={4711} />, { dataProvider: { ...dataProvider, getDossierTasks, getTask } as AppDataProvider });
    const rows = await screen.findAllByTestId('dossier-task');
    expect(getDossierTasks).toHaveBeenCalledWith(4711, { page: 0, size: 10, direction: 'desc' });
    const [created, deadline] = [formatDateTime('2026-11-24T10:00:00.000Z'), formatDateTime('2026-11-26T10:00:00.000Z')];
    expect(deadline).toMatch(/^26-11-2026 \d{2}:00$/);
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      [created, 'Taak 12 onderwerp', 'J. van Dijk', deadline, 'Hoog', 'Gedaan'],
      [created, 'Taak 11 onderwerp', 'Acceptatie', deadline, 'Hoog', 'Open'],
    ]);

    fireEvent.click(screen.getByText('Aangemaakt'));
    await waitFor(() => expect(getDossierTasks).toHaveBeenLastCalledWith(4711, { page: 0, size: 10, direction: 'asc' }));

    fireEvent.click(within(rows[1]).getByText('Taak 11 onderwerp'));
    await screen.findByText('Taak 11');
    expect(getTask).toHaveBeenCalledWith(11);
  });

  it('is not shown to an adviser, who sees no staff tasks', async () => {
    writeSession(session({ permissions: [...ADVISEUR, 'DOSSIER_DETAIL_COMMUNICATIE'], userCode: 'A' }));
    const getDossierTasks = vi.fn();
    const { container } = renderInAdmin(<TasksSection dossierId={4711} />, { dataProvider: { ...dataProvider, getDossierTasks } as AppDataProvider });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).toBe('');
    expect(getDossierTasks).not.toHaveBeenCalled();
  });
});
