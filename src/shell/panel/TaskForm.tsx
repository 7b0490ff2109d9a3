import { Alert, Button, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { nlNL } from '@mui/x-date-pickers/locales';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslate } from 'ra-core';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
// The nl locale the deadline picker's adapterLocale names, whatever screen loaded the panel first.
import '../../i18n/dates';
import { personNameSurnameFirst } from '../../../contract/names';
import { type Draft, type TaskChoices, missingTaskChoices } from './draft';

const PICKER_TEXTS = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

interface Props {
  draft: Draft;
  onChange: Dispatch<SetStateAction<Draft>>;
  onBack: () => void;
  onSaved: () => void;
}

/**
 * The panel's task screen (spec 000 §2 'task'): 'Verstuur aan' a person among those who may see
 * the dossier (`/workflow/delegate-to`) or one of the user's teams (`/teams?…&userTeamsOnly=true`,
 * with a dossier `/gebruikers/current/teams?dossierId`), shown by its e-mail; the deadline
 * prefilled by the rule of §5 (the server's, which knows the vrije dagen); the category. Opslaan
 * with a choice missing sends nothing and marks what is missing (spec 000 §5). The choices live in
 * the draft, so collapsing the panel or going back keeps them.
 */
export const TaskForm = ({ draft, onChange, onBack, onSaved }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.panel.${key}`);
  const dataProvider = useAppDataProvider();
  const moneyProviderId = useSession()?.moneyProviderId ?? null;
  const [submitted, setSubmitted] = useState(false);
  // What the picker shows while a date is being typed (not yet a valid one).
  const [typed, setTyped] = useState<Dayjs | null>();
  const { task } = draft;
  const choose = (changes: Partial<TaskChoices>) => onChange((current) => ({ ...current, task: { ...current.task, ...changes } }));
  const { data: targets } = useQuery({ queryKey: ['delegateTargets', draft.dossierId], queryFn: () => dataProvider.getDelegateTargets(draft.dossierId) });
  const { data: teams } = useQuery({
    queryKey: ['taskTeams', draft.dossierId, moneyProviderId],
    queryFn: () => (draft.dossierId === null ? dataProvider.getTaskTeams(moneyProviderId) : dataProvider.getOwnTeams(draft.dossierId)),
  });
  const { data: types } = useQuery({ queryKey: ['taskTypes'], queryFn: () => dataProvider.getTaskTypes(), staleTime: Infinity });
  const { data: prefill } = useQuery({ queryKey: ['defaultDeadline'], queryFn: () => dataProvider.getDefaultDeadline(), staleTime: 0, gcTime: 0 });
  const deadline = task.deadline ?? prefill?.deadline ?? null;
  const missing = missingTaskChoices(task, deadline);
  const save = useMutation({
    mutationFn: () =>
      dataProvider.createTask({
        dossierId: draft.dossierId,
        toSelection: task.toSelection,
        ...(task.toSelection === 1 ? { assigneeId: Number(task.to) } : { teamId: Number(task.to) }),
        typeId: Number(task.typeId),
        deadline: deadline!,
        priorityId: draft.priorityId as 1 | 2 | 3,
        description: draft.note,
        subject: draft.subject,
        aanleiding: draft.aanleiding as 'O',
        templateId: draft.templateId,
      }),
    onSuccess: onSaved,
  });
  const fieldErrors = ((save.error as { body?: { errors?: Record<string, string> } } | null)?.body?.errors ?? {}) as Record<string, string>;
  const problem = (field: keyof typeof missing, server?: string) => server ?? (submitted && missing[field] ? t('required') : undefined);
  const toError = problem('to', fieldErrors.assigneeId ?? fieldErrors.teamId);
  const deadlineError = problem('deadline', fieldErrors.deadline);
  const typeError = problem('typeId', fieldErrors.typeId);
  const options =
    task.toSelection === 1
      ? (targets?.gebruikers ?? []).map((user) => ({ id: user.id, label: personNameSurnameFirst(user.partijNawData) }))
      : (teams ?? []).map((team) => ({ id: team.id, label: team.teamEmail || team.teamNaam }));
  const submit = () => {
    setSubmitted(true);
    if (!Object.values(missing).some(Boolean)) save.mutate();
  };
  return (
    <Stack spacing={1.5}>
      {save.error && !Object.keys(fieldErrors).length && <Alert severity="error">{save.error.message}</Alert>}
      <FormControl>
        <FormLabel id="panel-to-selection" sx={{ typography: 'body2' }}>
          {t('toSelection')}
        </FormLabel>
        <RadioGroup
          row
          value={task.toSelection}
          // A person and a team are different lists: the chosen one no longer applies (spec 000 §4).
          onChange={(event) => choose({ toSelection: Number(event.target.value) as 0 | 1, to: '' })}
          aria-labelledby="panel-to-selection"
        >
          <FormControlLabel value={1} control={<Radio size="small" />} label={t('medewerker')} data-testid="panel-to-person" />
          <FormControlLabel value={0} control={<Radio size="small" />} label={t('team')} data-testid="panel-to-team" />
        </RadioGroup>
      </FormControl>
      <TextField
        select
        size="small"
        required
        label={t('to')}
        // The chosen one stays shown while its list loads.
        value={options.some((option) => String(option.id) === task.to) ? task.to : ''}
        onChange={(event) => choose({ to: event.target.value })}
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
          value={typed !== undefined ? typed : deadline ? dayjs(deadline) : null}
          onChange={(value) => (setTyped(value), choose({ deadline: value?.isValid() ? value.toISOString() : '' }))}
          ampm={false}
          format="DD-MM-YYYY HH:mm"
          slotProps={{ textField: { size: 'small', required: true, error: !!deadlineError, helperText: deadlineError, inputProps: { 'data-testid': 'panel-deadline' } } }}
        />
      </LocalizationProvider>
      <TextField
        select
        size="small"
        required
        label={t('category')}
        value={types?.some((type) => String(type.id) === task.typeId) ? task.typeId : ''}
        onChange={(event) => choose({ typeId: event.target.value })}
        error={!!typeError}
        helperText={typeError}
        data-testid="panel-category"
      >
        {(types ?? []).map((type) => (
          <MenuItem key={type.id} value={String(type.id)}>
            {type.displayName}
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onBack}>{t('back')}</Button>
        <Button variant="contained" disabled={save.isPending} onClick={submit} data-testid="panel-save">
          {t('save')}
        </Button>
      </Stack>
    </Stack>
  );
};
