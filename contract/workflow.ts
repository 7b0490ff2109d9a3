import { z } from 'zod';
import { MSG, queryInt32 } from './rules';
import { mailDetailSchema, mailItemSchema } from './mail';
import { taskSchema } from './tasks';

/** The workflow: tasks and mails (spec 000 §3, §7; docs/tasks.md, docs/mail.md). */

/** Whose items: mine, my teams' (and teammates'), or all the caller may see. */
const WORKFLOW_SCOPES = ['MIJN', 'TEAM', 'ALLE'] as const;
export type WorkflowScope = (typeof WORKFLOW_SCOPES)[number];

const scope = z.enum(WORKFLOW_SCOPES, { error: 'Kies MIJN, TEAM of ALLE.' });

/**
 * A moment of a date range (spec 000 §5): the picker sends the start of its first day as
 * 'JJJJ-MM-DDT00:00:00Z' and the end of its last as 'JJJJ-MM-DDT23:59:59Z'. A bare date means the
 * whole day too: from its start, or up to its end, so a task due on the last day stays in.
 */
const rangeMoment = (end: 'start' | 'end') =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, 'Let op: ongeldige datum.')
    .transform((text, ctx) => {
      const date = new Date(text.length === 10 ? `${text}${end === 'start' ? 'T00:00:00Z' : 'T23:59:59Z'}` : text);
      if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1900 || date.getUTCFullYear() > 2200) {
        ctx.addIssue({ code: 'custom', message: 'Let op: ongeldige datum.' });
        return z.NEVER;
      }
      return date;
    });
const rangeFrom = rangeMoment('start');
const rangeTo = rangeMoment('end');

/** POST /workflow body (spec 000 §3 "Workflow filter"). */
export const workflowFilterSchema = z
  .object({
    typeId: z.number({ error: MSG.integer }).int(MSG.integer).min(1, MSG.outOfRange).max(2_147_483_647, MSG.outOfRange).nullish(),
    activeUsers: z.boolean({ error: 'Kies ja of nee.' }).optional(),
    deadlineFrom: rangeFrom.nullish(),
    deadlineTo: rangeTo.nullish(),
    done: z.boolean({ error: 'Kies ja of nee.' }).optional().describe('true: ook de afgehandelde items; standaard alleen de openstaande'),
  })
  .default({});

const pageInt = (min: number, max: number) =>
  queryInt32({ error: MSG.integer }).int(MSG.integer).min(min, MSG.outOfRange).max(max, MSG.outOfRange);

/** POST /workflow query: the search text, the scope and the page. */
export const workflowQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  scope: scope.optional().default('MIJN'),
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 500).optional().default(25),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
});

/** GET /workflow/count/unread query. */
export const unreadCountQuery = z.object({
  scope: scope.optional().default('MIJN'),
  deadlineFrom: rangeFrom.optional(),
  deadlineTo: rangeTo.optional(),
});

/**
 * POST /workflow/count/team and /count/all body: the spec sends activeUsers; the workflow page adds
 * its deadline range, so the count is of the items its list shows.
 */
export const countBodySchema = z
  .object({ activeUsers: z.boolean({ error: 'Kies ja of nee.' }).optional(), deadlineFrom: rangeFrom.optional(), deadlineTo: rangeTo.optional() })
  .default({});

const UNKNOWN_KIND = 'Onbekend soort workflow-item.';

/** PUT /workflow/{id} query: only a task is edited there (a mail in Berichten). */
export const workflowTypeQuery = z.object({ workflowType: z.enum(['TAAK'], { error: UNKNOWN_KIND }).optional().default('TAAK') });

/** GET /workflow/{id} and the row actions (priority, done, undone): a task by default, or a mail of the list (MAIL). */
export const workflowItemQuery = z.object({ workflowType: z.enum(['TAAK', 'MAIL'], { error: UNKNOWN_KIND }).optional().default('TAAK') });

/** A mail as the workflow's calls answer it: the message with workflowType MAIL. */
export const workflowMailSchema = mailDetailSchema.extend({ workflowType: z.literal('MAIL') });

export const delegateToQuery = z.object({ dossierId: pageInt(1, 2_147_483_647).optional() });

/** Spec 000 §3 "Counts": unread open items of one scope. */
export const workflowCountsSchema = z.object({ myTasks: z.number(), myMails: z.number() });

/** GET /unread/details (spec 000 §3, 002). */
export const unreadDetailsSchema = z.object({
  mailsMy: z.number(),
  mailsTeam: z.number(),
  mailsAll: z.number(),
  tasksMy: z.number(),
  tasksTeam: z.number(),
  tasksAll: z.number(),
});

/** GET /workflow/delegate-to: the people and teams a task may go to (for a dossier: only who may see it). */
export const delegateTargetsSchema = z.object({
  gebruikers: z.array(z.object({ id: z.number(), naam: z.string(), partijNawData: z.object({ voorLetters: z.string(), tussenVoegsels: z.string().nullable(), achterNaam: z.string() }) })),
  teams: z.array(z.object({ id: z.number(), teamNaam: z.string(), teamEmail: z.string() })),
});

/** An item of the workflow list: a task (workflowType TAAK) or an incoming mail (MAIL). */
export const workflowItemSchema = z.discriminatedUnion('workflowType', [taskSchema, mailItemSchema.extend({ workflowType: z.literal('MAIL') })]);

/** The answer of a group action: every item as it is now. */
export const groupResultSchema = z.object({ items: z.array(taskSchema) });
