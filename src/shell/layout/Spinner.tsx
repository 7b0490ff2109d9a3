import { CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { usePendingRequests } from '../../dataProvider';

const SPINNER_DELAY_MS = 100;

/** Shows while requests run, after 100 ms so quick calls do not flicker (spec 000 §4). */
export const Spinner = () => {
  const pending = usePendingRequests();
  const [shown, setShown] = useState(false);
  const translate = useTranslate();

  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SPINNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return shown && pending ? (
    <CircularProgress size={20} color="inherit" data-testid="spinner" aria-label={translate('app.header.loading')} />
  ) : null;
};
