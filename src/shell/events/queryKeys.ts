/** The react-query keys of the screens that list tasks: a task event makes each ask anew. */
export const TASK_QUERY_KEYS = ['workflow', 'taken', 'dossierTaken'] as const;

/** The react-query keys of the desk screens: a desk event makes each ask anew (docs/desks.md "Live"). */
export const DESK_QUERY_KEYS = ['overrule', 'voorbespreek', 'deskDossier'] as const;

/** The react-query keys of the screens that list mail: a mail event makes each ask anew (the workflow lists mail too). */
export const MAIL_QUERY_KEYS = ['mail', 'workflow'] as const;
