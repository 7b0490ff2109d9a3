import { Button, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'ra-core';
import { useState } from 'react';
import { AANLEIDING_CODES, NOTE_LIMITS, NOTITIE_PRIORITEIT_IDS } from '../../../contract/notes';
import { TASK_LIMITS } from '../../../contract/tasks';
import { useSession } from '../../authProvider/session';
import { DossierPicker } from './DossierPicker';
import { type Draft, type DraftErrors, validateDraft } from './draft';

interface Props {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onCancel: () => void;
  onNext: () => void;
}

/** The panel's first screen (spec 000 §2 'new'): note or task, dossier, subject, aanleiding, priority, template, the text. */
export const BasicForm = ({ draft, onChange, onCancel, onNext }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.panel.${key}`, options);
  const mayReadTemplates = !!useSession()?.permissions.includes('BEHEER_BERICHTTEMPLATES');
  const [submitted, setSubmitted] = useState(false);
  const { data: templates } = useGetList(
    'berichttemplates',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'naam', order: 'ASC' }, filter: {} },
    { enabled: mayReadTemplates },
  );
  const errors: DraftErrors = submitted ? validateDraft(draft) : {};
  const message = (field: keyof DraftErrors) => {
    const problem = errors[field];
    return problem && (problem.key === 'required' ? t('required') : t('tooLong', { max: problem.max }));
  };
  const set = (changes: Partial<Draft>) => onChange({ ...draft, ...changes });
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
      <TextField select size="small" required label={t('priority')} value={draft.priorityId} onChange={(event) => set({ priorityId: Number(event.target.value) })}>
        {NOTITIE_PRIORITEIT_IDS.map((id) => (
          <MenuItem key={id} value={id}>
            {translate(`app.notes.prioriteiten.${id}`)}
          </MenuItem>
        ))}
      </TextField>
      {!!templates?.length && (
        <TextField
          select
          size="small"
          label={t('template')}
          value={draft.templateId ?? ''}
          onChange={(event) => {
            const template = templates.find((item) => item.id === Number(event.target.value));
            set({ templateId: template ? Number(template.id) : null, subject: template ? String(template.onderwerp ?? '').slice(0, TASK_LIMITS.onderwerp) : draft.subject });
          }}
        >
          <MenuItem value="">{t('noTemplate')}</MenuItem>
          {templates.map((template) => (
            <MenuItem key={template.id} value={template.id}>
              {String(template.naam)}
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
