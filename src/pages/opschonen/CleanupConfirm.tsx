import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { type ReactNode, useId } from 'react';
import { SubmitButton } from '../../shell/forms/SubmitButton';

interface Props {
  title: string;
  /** Paragraphs, already translated: what happens, what is removed, that it cannot be undone. */
  texts: readonly string[];
  confirm: string;
  /** Red for a step that removes data for good. */
  destructive?: boolean;
  /** Labels of the inputs still to be given: the confirm button rests and names them. */
  missing?: readonly string[];
  /** Nothing to do at all (no approved dossier): the confirm button rests. */
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
export const CleanupConfirm = ({ title, texts, confirm, destructive = false, missing = [], disabled = false, onConfirm, onClose, testId, children }: Props) => {
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
        <SubmitButton variant="contained" color={destructive ? 'error' : 'primary'} missing={missing} disabled={disabled} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirm}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
