import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type AppDataProvider, ApiError, dataProvider } from '../../../src/dataProvider';
import { taskFixture } from './taskFixture';
import WorkflowPage from '../../../src/pages/workflow/WorkflowPage';
import { renderInAdmin } from '../render';

const task = (id: number) => taskFixture(id, { assignee: { id: 7, naam: 'M. van der Meer' } });

const REFUSAL = 'Taak 18 mag niet door jou worden gewijzigd. Er is niets gewijzigd.';

describe('the workflow page', () => {
  it("shows the server's Dutch refusal of a group action on a mixed selection above the list", async () => {
    const groupMarkDone = vi.fn(async () => {
      throw new ApiError(403, { type: 'FORBIDDEN', messages: [REFUSAL] });
    });
    const stub = {
      ...dataProvider,
      getWorkflow: async () => ({ content: [task(17), task(18)], totalElements: 2 }),
      getWorkflowCounts: async () => ({ myTasks: 2, myMails: 0 }),
      getTaskTypes: async () => [{ id: 1, displayName: 'Aanvraag' }],
      getTaskPriorities: async () => [{ id: 3, displayName: 'Normaal' }],
      groupMarkDone,
    } as AppDataProvider;
    renderInAdmin(<WorkflowPage />, { dataProvider: stub });
    const list = await screen.findByTestId('workflow-list');
    await within(list).findByText('Taak 17 onderwerp');
    fireEvent.click(screen.getByLabelText('Alles selecteren'));
    fireEvent.click(screen.getByTestId('group-done'));
    await waitFor(() => expect(screen.getByTestId('workflow-error').textContent).toContain(REFUSAL));
    expect(groupMarkDone).toHaveBeenCalledWith([17, 18]);
    expect(screen.getByText('Ongelezen: 2 taken, 0 mails')).toBeTruthy();
  });

  it('sends active people only and a deadline range ending with the whole of tomorrow, to the list and its count alike', async () => {
    const getWorkflow = vi.fn(async () => ({ content: [task(17)], totalElements: 1 }));
    const getWorkflowCounts = vi.fn(async () => ({ myTasks: 1, myMails: 0 }));
    const stub = { ...dataProvider, getWorkflow, getWorkflowCounts, getTaskTypes: async () => [], getTaskPriorities: async () => [] } as unknown as AppDataProvider;
    renderInAdmin(<WorkflowPage />, { dataProvider: stub });
    await screen.findByTestId('workflow-list');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const day = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    const sent = { activeUsers: true, deadlineFrom: undefined, deadlineTo: `${day}T23:59:59Z` };
    expect(getWorkflow).toHaveBeenCalledWith(expect.objectContaining({ scope: 'MIJN' }), expect.objectContaining(sent));
    expect(getWorkflowCounts).toHaveBeenCalledWith('MIJN', sent);
  });
});
