import { readSession } from '../authProvider/session';

/**
 * Ctrl+K (⌘K on a Mac), heard from the app's start: the search window's button that opens the
 * window follows the first paint in a chunk of its own (AppLayout), and a press made before it is
 * there must not be lost, nor fall through to the browser's own Ctrl+K (its address bar search).
 */
let opener: (() => void) | null = null;
let pressedEarly = false;

const isShortcut = (event: KeyboardEvent) => (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';

export function listenForSearchShortcut() {
  window.addEventListener('keydown', (event) => {
    if (!isShortcut(event)) return;
    if (opener) {
      event.preventDefault();
      opener();
      return;
    }
    // Signed out there is no search window to come: the browser keeps its own Ctrl+K. A session whose
    // token has run out is still signed in (the app renews it at its next call).
    if (!readSession()) return;
    event.preventDefault();
    pressedEarly = true;
  });
}

/** The button takes the shortcut over; a press made before it came opens the window at once. */
export function onSearchShortcut(open: () => void) {
  opener = open;
  if (pressedEarly) {
    pressedEarly = false;
    open();
  }
  return () => {
    if (opener === open) opener = null;
  };
}
