import { Alert, Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { nlNL } from '@mui/x-date-pickers/locales';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { personNameSurnameFirst } from '../../../contract/names';
import type { Draft } from './draft';

const PICKER_TEXTS = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  draft: Draft;
  onBack: () => void;
  onSaved: () => void;
}

/**
 * The panel's task screen (spec 000 §2 'task'): to a person or a team among those who may see the
 * dossier, the deadline prefilled by the rule of §5 (the server's, which knows the vrije dagen),
 * the category; Opslaan creates the task.
 */
export const TaskForm = ({ draft, onBack, onSaved }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.panel.${key}`);
  const dataProvider = useAppDataProvider();
  const [toSelection, setToSelection] = useState<0 | 1>(1);
  const [to, setTo] = useState('');
  const [deadline, setDeadline] = useState<Dayjs | null>(null);
  const [typeId, setTypeId] = useState('');
  const { data: targets } = useQuery({ queryKey: ['delegateTargets', draft.dossierId], queryFn: () => dataProvider.getDelegateTargets(draft.dossierId) });
  const { data: types } = useQuery({ queryKey: ['taskTypes'], queryFn: () => dataProvider.getTaskTypes(), staleTime: Infinity });
  const { data: prefill } = useQuery({ queryKey: ['defaultDeadline'], queryFn: () => dataProvider.getDefaultDeadline(), staleTime: 0, gcTime: 0 });
  const shownDeadline = deadline ?? (prefill ? dayjs(prefill.deadline) : null);
  const save = useMutation({
    mutationFn: () =>
      dataProvider.createTask({
        dossierId: draft.dossierId,
        toSelection,
        ...(toSelection === 1 ? { assigneeId: Number(to) } : { teamId: Number(to) }),
        typeId: Number(typeId),
        deadline: shownDeadline!.toISOString(),
        priorityId: draft.priorityId as 1 | 2 | 3,
        description: draft.note,
        subject: draft.subject,
        aanleiding: draft.aanleiding as 'O',
        templateId: draft.templateId,
      }),
    onSuccess: onSaved,
  });
  const fieldErrors = ((save.error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
  const toError = fieldErrors.assigneeId ?? fieldErrors.teamId;
  const options =
    toSelection === 1
      ? (targets?.gebruikers ?? []).map((user) => ({ id: user.id, label: personNameSurnameFirst(user.partijNawData) }))
      : (targets?.teams ?? []).map((team) => ({ id: team.id, label: team.teamEmail || team.teamNaam }));
  const valid = !!to && !!typeId && !!shownDeadline?.isValid();
  return (
    <Stack spacing={1.5}>
      {save.error && !Object.keys(fieldErrors).length && <Alert severity="error">{save.error.message}</Alert>}
      <RadioGroup
        row
        value={toSelection}
        // A person and a team are different lists: the chosen one no longer applies.
        onChange={(event) => (setToSelection(Number(event.target.value) as 0 | 1), setTo(''))}
        aria-label={t('toSelection')}
      >
        <FormControlLabel value={1} control={<Radio size="small" />} label={t('medewerker')} data-testid="panel-to-person" />
        <FormControlLabel value={0} control={<Radio size="small" />} label={t('team')} data-testid="panel-to-team" />
      </RadioGroup>
      <TextField
        select
        size="small"
        required
        label={t('to')}
        value={to}
        onChange={(event) => setTo(event.target.value)}
        error={!!toError}
        helperText={toError}
        data-testid="panel-to"
      >
        {options.map((option) => (
          <MenuItem key={option.id} value={String(option.id)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="nl" localeText={PICKER_TEXTS}>
        <DateTimePicker
          label={t('deadline')}
          value={shownDeadline}
          onChange={(value) => setDeadline(value)}
          ampm={false}
          format="DD-MM-YYYY HH:mm"
          slotProps={{ textField: { size: 'small', required: true, error: !!fieldErrors.deadline, helperText: fieldErrors.deadline, inputProps: { 'data-testid': 'panel-deadline' } } }}
        />
      </LocalizationProvider>
      <TextField
        select
        size="small"
        required
        label={t('category')}
        value={typeId}
        onChange={(event) => setTypeId(event.target.value)}
        error={!!fieldErrors.typeId}
        helperText={fieldErrors.typeId}
        data-testid="panel-category"
      >
        {types?.map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.displayName}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button variant="contained" disabled={!valid || save.isPending} onClick={() => save.mutate()} data-testid="panel-save">
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
};
