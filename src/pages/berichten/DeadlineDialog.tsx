import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nlNL } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DUTCH_TIME_ZONE, dutchTomorrowAt, inDutchTime, toDutchApiDateTime } from '../../i18n/dates';
import { SubmitButton } from '../../shell/forms/SubmitButton';

const PICKER_TEXTS = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * A message's deadline (spec 000 §3 "Email deadline payload"): set or cleared, entered in Dutch
 * time whatever the browser's zone (a new one starts tomorrow 11:00 there).
 */
export const DeadlineDialog = ({ value, onClose, onSave }: { value: string | null; onClose: () => void; onSave: (timestamp: string | null) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.mail.deadline.${key}`);
  const [deadline, setDeadline] = useState<Dayjs | null>(value ? inDutchTime(value) : dutchTomorrowAt(11));
  const valid = !!deadline && deadline.isValid();
  return (
    <Dialog open onClose={onClose} aria-labelledby="mail-deadline-title">
      <DialogTitle id="mail-deadline-title">{t('title')}</DialogTitle>
      <DialogContent>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={PICKER_TEXTS}>
          <DateTimePicker
            label={t('label')}
            value={deadline}
            onChange={setDeadline}
            timezone={DUTCH_TIME_ZONE}
            ampm={false}
            format="DD-MM-YYYY HH:mm"
            sx={{ mt: 1 }}
            slotProps={{ textField: { size: 'small', helperText: t('dutchTime'), inputProps: { 'data-testid': 'mail-deadline-input' } } }}
          />
        </LocalizationProvider>
      </DialogContent>
      <DialogActions>
        {value && (
          <Button color="error" onClick={() => onSave(null)} sx={{ mr: 'auto' }}>
            {t('clear')}
          </Button>
        )}
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <SubmitButton variant="contained" missing={valid ? [] : [t('label')]} onClick={() => deadline && onSave(toDutchApiDateTime(deadline))} data-testid="mail-deadline-save">
          {t('save')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
