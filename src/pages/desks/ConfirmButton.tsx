import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Confirm } from 'react-admin';

/** A button whose action is asked for first (archiving, ending: nobody can answer afterwards). */
export const ConfirmButton = ({ label, question, onConfirm, testId, ...button }: { label: string; question: string; onConfirm: () => Promise<unknown>; testId: string } & ButtonProps) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" onClick={() => setOpen(true)} data-testid={testId} {...button}>
        {translate(label)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={label}
        content={question}
        confirm={label}
        cancel="app.desks.cancel"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          try {
            await onConfirm();
          } finally {
            setBusy(false);
            setOpen(false);
          }
        }}
      />
    </>
  );
};
