import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type ReactNode, useId } from 'react';

interface Props {
  title: string;
  /** Paragraphs, already translated: what happens, what is removed, that it cannot be undone. */
  texts: readonly string[];
  confirm: string;
  /** Red for a step that removes data for good. */
  destructive?: boolean;
  disabled?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId: string;
  children?: ReactNode;
}

/**
 * The confirmation of a clean-up step. Cancel has the focus, so Enter on an opened dialog does
 * not delete anything.
 */
export const CleanupConfirm = ({ title, texts, confirm, destructive = false, disabled = false, onConfirm, onClose, testId, children }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {texts.map((text) => (
          <DialogContentText key={text} sx={{ mb: 1 }}>
            {text}
          </DialogContentText>
        ))}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus data-testid={`${testId}-cancel`}>
          {translate('app.cleanup.actions.cancel')}
        </Button>
        <Button variant="contained" color={destructive ? 'error' : 'primary'} disabled={disabled} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
