/**
 * Lengths and counts that the server's checks and the browser's inputs share. Kept free of zod, so
 * the shell (the floating panel's draft is part of the first download) can use them without
 * loading the schemas (issue #9).
 */
export const NOTE_LIMITS = { onderwerp: 100, body: 1000, bijlagen: 10, pageSize: 10 } as const;

export const TASK_LIMITS = { onderwerp: 100, omschrijving: 1000, groupSize: 500 } as const;
