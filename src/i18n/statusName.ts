import { app } from './nl';

/** The Dutch name of an HTTP status, for a failure without a message of its own. */
export const statusName = (status: number) => app.errors.status[status] ?? String(status);
