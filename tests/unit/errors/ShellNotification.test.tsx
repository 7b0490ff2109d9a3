import { describe, expect, it } from 'vitest';
import { showsToast } from '../../../src/shell/errors/ShellNotification';

describe('react-admin toasts next to the Foutmelding dialog', () => {
  it('drops error toasts of failed server calls, which the dialog already shows', () => {
    expect(showsToast({ message: 'ra.notification.http_error', type: 'error' })).toBe(false);
    expect(showsToast({ message: 'ra.notification.item_doesnt_exist', type: 'error' })).toBe(false);
    expect(showsToast({ message: 'Dit record is intussen door iemand anders gewijzigd.', type: 'error' })).toBe(false);
  });
  it('keeps the invalid-form warning and every non-error toast', () => {
    expect(showsToast({ message: 'ra.message.invalid_form', type: 'error' })).toBe(true);
    expect(showsToast({ message: 'ra.notification.updated', type: 'info' })).toBe(true);
  });
});
