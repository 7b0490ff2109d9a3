import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, writeSession } from '../../../src/authProvider/session';
import { listenForSearchShortcut, onSearchShortcut } from '../../../src/routes/searchShortcut';
import { session } from '../fixtures';

const press = () => {
  const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true });
  window.dispatchEvent(event);
  return event;
};

describe('Ctrl+K, heard before the search window’s button has loaded', () => {
  beforeAll(() => listenForSearchShortcut());
  afterEach(() => clearSession());

  it('opens the window as soon as the button comes, when pressed before it', () => {
    writeSession(session());
    expect(press().defaultPrevented).toBe(true);
    const open = vi.fn();
    const stop = onSearchShortcut(open);
    expect(open).toHaveBeenCalledTimes(1);
    press();
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('opens the window for a signed-in user whose token has run out: the app renews it at its next call', () => {
    writeSession(session({ expiresAt: Date.now() - 1000 }));
    const open = vi.fn();
    const stop = onSearchShortcut(open);
    expect(press().defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves the browser its own Ctrl+K when nobody is signed in, and opens nothing later', () => {
    expect(press().defaultPrevented).toBe(false);
    writeSession(session());
    const open = vi.fn();
    onSearchShortcut(open)();
    expect(open).not.toHaveBeenCalled();
  });
});
