import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { type AppDataProvider, ApiError, dataProvider } from '../../../src/dataProvider';
import { useCounter } from '../../../src/shell/counters';
import { onSessionEnd } from '../../../src/shell/errors/report';
import { MEDEWERKER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const Counter = () => <span data-testid="value">{useCounter('workflow') ?? 'geen'}</span>;

const withUnread = (getUnreadDetails: AppDataProvider['getUnreadDetails']) => ({ ...dataProvider, getUnreadDetails }) as AppDataProvider;

describe('the sidebar Workflow counter (spec 000 §4, §6)', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    clearSession();
  });
  const unread = { mailsMy: 2, mailsTeam: 9, mailsAll: 20, tasksMy: 3, tasksTeam: 8, tasksAll: 40 };

  it('adds my unread tasks and my unread mails with WORKFLOW_TAAK_FUNCTIONALITEIT', async () => {
    writeSession(session({ permissions: [...MEDEWERKER, 'WORKFLOW_TAAK_FUNCTIONALITEIT'] }));
    renderInAdmin(<Counter />, { dataProvider: withUnread(async () => unread) });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('5'));
  });

  it('counts my mails only without it, though the server answers the real task counts (the rule is this counter’s)', async () => {
    writeSession(session({ permissions: MEDEWERKER }));
    renderInAdmin(<Counter />, { dataProvider: withUnread(async () => unread) });
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('2'));
  });

  it('ends the session when the unread refresh fails', async () => {
    const ended = vi.fn();
    restore = onSessionEnd(ended);
    renderInAdmin(<Counter />, {
      dataProvider: withUnread(async () => {
        throw new ApiError(500, null);
      }),
    });
    await waitFor(() => expect(ended).toHaveBeenCalled());
    expect(screen.getByTestId('value').textContent).toBe('geen');
  });
});
