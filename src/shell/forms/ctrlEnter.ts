import type { KeyboardEvent } from 'react';

/**
 * A key handler for a message box: Ctrl+Enter (Cmd+Enter on a Mac) sends, as in mail programs and
 * chats; a plain Enter stays a new line.
 */
export const onCtrlEnter = (send: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
  event.preventDefault();
  send();
};
