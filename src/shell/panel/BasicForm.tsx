import { Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { AANLEIDING_CODES } from '../../../contract/notes';
import { NOTE_LIMITS, TASK_LIMITS } from '../../../contract/limits';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { DossierPicker } from './DossierPicker';
import { type Draft, type DraftErrors, validateDraft } from './draft';

/** Who may list and fill templates: the rule of GET /rf/bericht-templates and /populate on the server. */
const TEMPLATE_PERMISSIONS = ['BEHEER_BERICHTTEMPLATES', 'MENU_BERICHTEN_VIEW'];

interface Props {
  draft: Draft;
  onChange: Dispatch<SetStateAction<Draft>>;
  onCancel: () => void;
  onNext: () => void;
}

/** The panel's first screen (spec 000 §2 'new'): note or task, dossier, subject, aanleiding, priority, template, the text. */
export const BasicForm = ({ draft, onChange, onCancel, onNext }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panel.${key}`, options);
  const dataProvider = useAppDataProvider();
  const permissions = useSession()?.permissions ?? [];
  const mayUseTemplates = TEMPLATE_PERMISSIONS.some((permission) => permissions.includes(permission));
  const [submitted, setSubmitted] = useState(false);
  const { data: templates } = useQuery({
    queryKey: ['choosableTemplates'],
    queryFn: () => dataProvider.getChoosableBerichtTemplates(),
    enabled: mayUseTemplates,
    staleTime: 60_000,
  });
  // The onderwerp holds merge fields ({{dossier.nummer}}): it is copied filled in for the chosen dossier.
  const fill = useMutation({
    mutationFn: ({ templateId, dossierId }: { templateId: number; dossierId: number }) => dataProvider.populateBerichtTemplate(templateId, dossierId),
    onSuccess: (filled) => onChange((current) => ({ ...current, templateId: filled.id, subject: filled.onderwerp.slice(0, TASK_LIMITS.onderwerp) })),
  });
  const { data: priorities } = useQuery({ queryKey: ['taskPriorities'], queryFn: () => dataProvider.getTaskPriorities(), staleTime: Infinity });
  const errors: DraftErrors = submitted ? validateDraft(draft) : {};
  const message = (field: keyof DraftErrors) => {
    const problem = errors[field];
    return problem && (problem.key === 'required' ? t('required') : t('tooLong', { max: problem.max }));
  };
  const set = (changes: Partial<Draft>) => onChange((current) => ({ ...current, ...changes }));
  return (
    <Stack
      component="form"
      spacing={1.5}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        if (!Object.keys(validateDraft(draft)).length) onNext();
      }}
    >
      <RadioGroup row value={draft.type} onChange={(event) => set({ type: Number(event.target.value) as 0 | 1 })} aria-label={t('type')}>
        <FormControlLabel value={0} control={<Radio size="small" />} label={t('note')} data-testid="panel-type-note" />
        <FormControlLabel value={1} control={<Radio size="small" />} label={t('task')} data-testid="panel-type-task" />
      </RadioGroup>
      <DossierPicker value={draft.dossierId} onChange={(dossierId) => set({ dossierId })} error={message('dossierId')} />
      <TextField
        size="small"
        required={draft.type === 0}
        label={t('subject')}
        value={draft.subject}
        onChange={(event) => set({ subject: event.target.value })}
        error={!!errors.subject}
        helperText={message('subject')}
        slotProps={{ htmlInput: { maxLength: TASK_LIMITS.onderwerp, 'data-testid': 'panel-subject' } }}
      />
      <TextField select size="small" required label={t('aanleiding')} value={draft.aanleiding} onChange={(event) => set({ aanleiding: event.target.value })}>
        {AANLEIDING_CODES.map((code) => (
          <MenuItem key={code} value={code}>
            {translate(`app.notes.aanleidingen.${code}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        required
        label={t('priority')}
        // The options come from GET /rs/taak/priorities (spec 000 §7); the default shows once they are in.
        value={priorities ? draft.priorityId : ''}
        onChange={(event) => set({ priorityId: Number(event.target.value) })}
        data-testid="panel-priority"
      >
        {(priorities ?? []).map((priority) => (
          <MenuItem key={priority.id} value={priority.id}>
            {priority.displayName}
          </MenuItem>
        ))}
      </TextField>
      {!!templates?.length && (
        <TextField
          select
          size="small"
          label={t('template')}
          value={draft.templateId ?? ''}
          disabled={draft.dossierId === null}
          error={fill.isError}
          helperText={fill.isError ? t('templateFailed') : draft.dossierId === null ? t('templateNeedsDossier') : undefined}
          onChange={(event) => {
            const templateId = Number(event.target.value);
            set({ templateId: templateId || null });
            if (templateId && draft.dossierId !== null) fill.mutate({ templateId, dossierId: draft.dossierId });
          }}
          data-testid="panel-template"
        >
          <MenuItem value="">{t('noTemplate')}</MenuItem>
          {templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {template.naam}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        size="small"
        required
        multiline
        minRows={4}
        label={t('description')}
        value={draft.note}
        onChange={(event) => set({ note: event.target.value })}
        error={!!errors.note}
        helperText={message('note')}
        slotProps={{ htmlInput: { maxLength: NOTE_LIMITS.body, 'data-testid': 'panel-note' } }}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained" data-testid="panel-next">
          {t('next')}
        </Button>
      </Stack>
    </Stack>
  );
};
