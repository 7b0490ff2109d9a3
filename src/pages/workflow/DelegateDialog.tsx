import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Task } from '../../dataProvider/tasks';
import type { Recipient } from '../../dataProvider/workflow';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { personNameSurnameFirst } from '../../../contract/names';
import { SubmitButton } from '../../shell/forms/SubmitButton';

interface Props {
  /** The dossier of a single task: only who may see it is offered. */
  dossierId?: number | null;
  error?: string;
  onClose: () => void;
  onDelegate: (to: Recipient) => void;
}

/** Who holds a task now, as the lists name them: the person, or the team by its name. */
export const recipientName = (task: Pick<Task, 'assignee' | 'team'>) => task.assignee?.naam ?? task.team?.teamNaam ?? '';

/**
 * Hand a task (or a selection) to a person or a team that `/workflow/delegate-to` offers. A team
 * shows by its name, as the lists show it, and by its e-mail, as the panel's 'Aan' does (spec 000
 * §2), so either can be recognised.
 */
export const DelegateDialog = ({ dossierId, error, onClose, onDelegate }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.tasks.${key}`);
  const dataProvider = useAppDataProvider();
  const [toSelection, setToSelection] = useState<0 | 1>(1);
  const [to, setTo] = useState('');
  const { data } = useQuery({ queryKey: ['delegateTargets', dossierId ?? null], queryFn: () => dataProvider.getDelegateTargets(dossierId) });
  const options =
    toSelection === 1
      ? (data?.gebruikers ?? []).map((user) => ({ id: user.id, label: personNameSurnameFirst(user.partijNawData) }))
      : (data?.teams ?? []).map((team) => ({ id: team.id, label: team.teamEmail ? translate('app.tasks.teamOption', { naam: team.teamNaam, email: team.teamEmail }) : team.teamNaam }));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" data-testid="delegate-dialog">
      <DialogTitle>{t('delegateTitle')}</DialogTitle>
      <DialogContent>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }} data-testid="delegate-error">
            {error}
          </Alert>
        )}
        <FormLabel id="delegate-to-selection" sx={{ typography: 'body2' }}>
          {t('toSelection')}
        </FormLabel>
        <RadioGroup row value={toSelection} onChange={(event) => (setToSelection(Number(event.target.value) as 0 | 1), setTo(''))} aria-labelledby="delegate-to-selection">
          <FormControlLabel value={1} control={<Radio />} label={t('medewerker')} />
          <FormControlLabel value={0} control={<Radio />} label={t('team')} />
        </RadioGroup>
        <TextField select fullWidth size="small" label={t('to')} value={to} onChange={(event) => setTo(event.target.value)} sx={{ mt: 1 }} data-testid="delegate-to">
          {options.map((option) => (
            <MenuItem key={option.id} value={String(option.id)}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <SubmitButton
          variant="contained"
          missing={to ? [] : [t('to')]}
          data-testid="delegate-confirm"
          onClick={() => onDelegate(toSelection === 1 ? { toSelection, assigneeId: Number(to) } : { toSelection, teamId: Number(to) })}
        >
          {t('confirm')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
