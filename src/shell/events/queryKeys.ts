/** The react-query keys of the screens that list tasks: a task event makes each ask anew. */
export const TASK_QUERY_KEYS = ['workflow', 'taken', 'dossierTaken'] as const;
