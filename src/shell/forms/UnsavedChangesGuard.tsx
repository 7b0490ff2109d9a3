import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { useFormState } from 'react-hook-form';
import { useBlocker } from 'react-router-dom';

/**
 * Placed inside a form: while it has unsaved changes, leaving the page (the sidebar, a link, the
 * browser's back) first asks whether to save or to discard them (spec 000 §4: navigation is
 * disabled in editing mode). Saving submits the form and stays; discarding goes on.
 */
export const UnsavedChangesGuard = () => {
  const translate = useTranslate();
  const anchor = useRef<HTMLSpanElement>(null);
  const { isDirty, isSubmitting, isSubmitSuccessful } = useFormState();
  // Set by the form's own submit event, before React re-renders: a save that redirects at once
  // (react-admin's undoable edit) must not be taken for leaving with unsaved changes.
  const submitting = useRef(false);
  useEffect(() => {
    const form = anchor.current?.closest('form');
    const mark = () => {
      submitting.current = true;
    };
    form?.addEventListener('submit', mark);
    return () => form?.removeEventListener('submit', mark);
  }, []);
  useEffect(() => {
    if (!isSubmitting) submitting.current = false;
  }, [isSubmitting]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) =>
    isDirty && !submitting.current && !isSubmitting && !isSubmitSuccessful && currentLocation.pathname !== nextLocation.pathname,
  );
  const open = blocker.state === 'blocked';

  const save = () => {
    blocker.reset?.();
    anchor.current?.closest('form')?.requestSubmit();
  };

  return (
    <>
      <span ref={anchor} hidden />
      <Dialog open={open} onClose={() => blocker.reset?.()} aria-labelledby="unsaved-title" data-testid="unsaved-dialog">
        <DialogTitle id="unsaved-title">{translate('app.unsaved.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.unsaved.message')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => blocker.reset?.()} data-testid="unsaved-stay">
            {translate('app.unsaved.stay')}
          </Button>
          <Button color="error" onClick={() => blocker.proceed?.()} data-testid="unsaved-discard">
            {translate('app.unsaved.discard')}
          </Button>
          <Button variant="contained" onClick={save} data-testid="unsaved-save" autoFocus>
            {translate('app.unsaved.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
