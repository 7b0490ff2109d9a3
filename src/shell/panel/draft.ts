import { useEffect } from 'react';
import { NOTE_LIMITS, TASK_LIMITS } from '../../../contract/limits';

/** The basic form of the floating panel (spec 000 §3 "Note/task draft"): 0 a note, 1 a task. */
export interface Draft {
  type: 0 | 1;
  dossierId: number | null;
  subject: string;
  aanleiding: string;
  priorityId: number;
  templateId: number | null;
  note: string;
}

export const EMPTY_DRAFT: Draft = { type: 1, dossierId: null, subject: '', aanleiding: 'O', priorityId: 3, templateId: null, note: '' };

const STORAGE_KEY = 'nieuweTaakNotitie';
export const AUTOSAVE_MS = 1000;

export const readDraft = (): Draft | null => {
  try {
    const stored = sessionStorage.getItem(STORAGE_KEY);
    return stored ? { ...EMPTY_DRAFT, ...(JSON.parse(stored) as Partial<Draft>) } : null;
  } catch {
    return null;
  }
};

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
