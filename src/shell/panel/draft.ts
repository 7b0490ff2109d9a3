import { useEffect } from 'react';
import { NOTE_LIMITS, TASK_LIMITS } from '../../../contract/limits';

/**
 * The task screen's choices (spec 000 §3 "New-task form values"): to a person (1) or a team (0),
 * whom, the deadline as an ISO instant (null: the prefill; empty: cleared) and the category. Kept with the draft,
 * so collapsing the panel, its Terug and a reload keep them as well.
 */
export interface TaskChoices {
  toSelection: 0 | 1;
  to: string;
  deadline: string | null;
  typeId: string;
}

/** The basic form of the floating panel (spec 000 §3 "Note/task draft"): 0 a note, 1 a task. */
export interface Draft {
  type: 0 | 1;
  dossierId: number | null;
  subject: string;
  aanleiding: string;
  priorityId: number;
  templateId: number | null;
  note: string;
  task: TaskChoices;
}

export const EMPTY_DRAFT: Draft = {
  type: 1,
  dossierId: null,
  subject: '',
  aanleiding: 'O',
  priorityId: 3,
  templateId: null,
  note: '',
  task: { toSelection: 1, to: '', deadline: null, typeId: '' },
};

const STORAGE_KEY = 'nieuweTaakNotitie';
export const AUTOSAVE_MS = 1000;

export const readDraft = (): Draft | null => {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    if (!stored) return null;
    const draft = JSON.parse(stored) as Partial<Draft>;
    return { ...EMPTY_DRAFT, ...draft, task: { ...EMPTY_DRAFT.task, ...draft.task } };
  } catch {
    return null;
  }
};

/** Whether throwing the draft away loses text the user typed: the panel then asks first. */
export const hasTypedText = (draft: Draft) => !!(draft.subject.trim() || draft.note.trim());

export const clearDraft = () => sessionStorage.removeItem(STORAGE_KEY);

export const storeDraft = (draft: Draft) => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));

/** Spec 000 §4: the draft is stored after one second without a change, so a reload or reopen restores it. */
export const useDraftAutosave = (draft: Draft, enabled: boolean) => {
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => storeDraft(draft), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [draft, enabled]);
};

/** Spec 000 §5: to whom, the deadline and the category are required on the task screen. */
export const missingTaskChoices = (task: TaskChoices, deadline: string | null) => ({
  to: !task.to,
  deadline: !deadline,
  typeId: !task.typeId,
});

type Problem = { key: 'required' } | { key: 'tooLong'; max: number };
export type DraftErrors = Partial<Record<'dossierId' | 'subject' | 'aanleiding' | 'priorityId' | 'note', Problem>>;

/**
 * Spec 000 §5: a note needs its dossier, a subject (≤ 100), aanleiding, priority and the note
 * (≤ 1000); a task drops the dossier and subject requirements (a subject given still ≤ 100).
 */
export const validateDraft = (draft: Draft): DraftErrors => {
  const errors: DraftErrors = {};
  const required: Problem = { key: 'required' };
  if (draft.type === 0 && draft.dossierId === null) errors.dossierId = required;
  if (draft.type === 0 && !draft.subject.trim()) errors.subject = required;
  else if (draft.subject.length > TASK_LIMITS.onderwerp) errors.subject = { key: 'tooLong', max: TASK_LIMITS.onderwerp };
  if (!draft.aanleiding) errors.aanleiding = required;
  if (!draft.priorityId) errors.priorityId = required;
  if (!draft.note.trim()) errors.note = required;
  else if (draft.note.length > NOTE_LIMITS.body) errors.note = { key: 'tooLong', max: NOTE_LIMITS.body };
  return errors;
};
