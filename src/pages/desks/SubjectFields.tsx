import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { DeskSubject } from '../../../contract/desks';

export interface SubjectChoice {
  mainSubjectId: number | '';
  subSubjectId: number;
}

/** Which of the subject fields still wants a choice, by label: the subject, or its sub-subject when it has them. */
export const missingSubject = (subjects: DeskSubject[], value: SubjectChoice, translate: (key: string) => string) => {
  const main = subjects.find((s) => s.id === value.mainSubjectId);
  if (!main) return [translate('app.desks.subject')];
  return main.subjects.length && !value.subSubjectId ? [translate('app.desks.subSubject')] : [];
};

/** A desk's subject and, when it has them, one of its sub-subjects (sub 0 when none, spec 001 §3). */
export const SubjectFields = ({ subjects, value, onChange, testId }: { subjects: DeskSubject[]; value: SubjectChoice; onChange: (next: SubjectChoice) => void; testId: string }) => {
  const translate = useTranslate();
  const main = subjects.find((s) => s.id === value.mainSubjectId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        required
        fullWidth
        label={translate('app.desks.subject')}
        value={value.mainSubjectId}
        onChange={(event) => onChange({ mainSubjectId: Number(event.target.value), subSubjectId: 0 })}
        data-testid={`${testId}-subject`}
      >
        {subjects.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.naam}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        required={!!main?.subjects.length}
        disabled={!main?.subjects.length}
        label={translate('app.desks.subSubject')}
        value={main?.subjects.length ? value.subSubjectId || '' : 0}
        onChange={(event) => onChange({ ...value, subSubjectId: Number(event.target.value) })}
        data-testid={`${testId}-sub`}
      >
        <MenuItem value={0} disabled={!!main?.subjects.length}>
          {translate('app.desks.noSub')}
        </MenuItem>
        {main?.subjects.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.naam}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
};
