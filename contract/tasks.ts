import { z } from 'zod';
import { actorSchema, moment } from './documents';
import { AANLEIDING_CODES } from './notes';
import { int32, MSG, optionalText, queryInt32, requiredId, requiredText } from './rules';
import { TASK_LIMITS } from './limits';

/** Tasks (taken) and their workflow (spec 000 §3–§7, §9; docs/tasks.md). */

/** Spec 000 §3 "Priorities", as GET /rs/taak/priorities answers them. */
export const TAAK_PRIORITEITEN = [
  { id: 3, displayName: 'Normaal' },
  { id: 2, displayName: 'Hoog' },
  { id: 1, displayName: 'Spoed' },
] as const;
const PRIORITY_IDS = TAAK_PRIORITEITEN.map((p) => p.id);

export const TASK_MESSAGES = {
  noAccess: (naam: string, dossierId: number) => `${naam} heeft geen toegang tot dossier ${dossierId}. De taak is niet gedelegeerd.`,
  teamNoAccess: (team: string, dossierId: number) => `Niemand in team ${team} heeft toegang tot dossier ${dossierId}. De taak is niet gedelegeerd.`,
  unknownAssignee: 'Deze medewerker kan geen taken ontvangen.',
  unknownTeam: 'Aan dit team kunnen geen taken worden toegewezen.',
  unknownType: 'Onbekende categorie.',
  groupRefused: (ids: readonly number[]) =>
    `${ids.length === 1 ? `Taak ${ids[0]} mag` : `De taken ${ids.join(', ')} mogen`} niet door jou worden gewijzigd. Er is niets gewijzigd.`,
  toRequired: 'Kies een medewerker of een team.',
  unknownReport: 'Kies csv of pdf als rapportformaat.',
} as const;

const TIME_ZONE = 'Europe/Amsterdam';
const localParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
});

/** The Amsterdam calendar day ('JJJJ-MM-DD') and minutes since midnight of an instant. */
function amsterdam(moment: Date) {
  const p = Object.fromEntries(localParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, minutes: Number(p.hour) * 60 + Number(p.minute), seconds: Number(p.second) };
}

/** The instant of a wall-clock time in Amsterdam (two passes settle the summer-time offset). */
function amsterdamTime(day: string, hour: number, minute = 0, second = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + ((hour * 60 + minute) * 60 + second) * 1000;
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const local = amsterdam(new Date(instant));
    const shown = Date.parse(`${local.day}T00:00:00Z`) + (local.minutes * 60 + local.seconds) * 1000;
    instant += wall - shown;
  }
  return new Date(instant);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The deadline a new task starts with (spec 000 §5): now plus two hours; on a day off (a weekend
 * or a Beheer › Vrije dag) the next working day at 11:00; before 11:00 that day at 11:00; from
 * 11:00 to 18:00 kept; after 18:00 the next working day at 11:00. `isWorkingDay` gets 'JJJJ-MM-DD'.
 */
export function taskDeadlinePrefill(now: Date, isWorkingDay: (day: string) => boolean): Date {
  const proposed = new Date(now.getTime() + 2 * 3600_000);
  const { day, minutes } = amsterdam(proposed);
  const nextWorkingDay = (from: string) => {
    let d = nextDay(from);
    while (!isWorkingDay(d)) d = nextDay(d);
    return d;
  };
  if (!isWorkingDay(day)) return amsterdamTime(nextWorkingDay(day), 11);
  if (minutes < 11 * 60) return amsterdamTime(day, 11);
  if (minutes <= 18 * 60) return proposed;
  return amsterdamTime(nextWorkingDay(day), 11);
}

/**
 * A deadline as the date-time picker sends it (spec 000 §5: 'JJJJ-MM-DDTuu:mm:ss', Amsterdam
 * time) or as an ISO instant with an offset.
 */
export const deadlineInput = z
  .string({ error: MSG.required })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/, 'Let op: ongeldige datum en tijd.')
  .transform((text, ctx) => {
    const local = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(text);
    const date = local ? amsterdamTime(local[1], Number(local[2]), Number(local[3]), Number(local[4] ?? 0)) : new Date(text);
    const year = date.getUTCFullYear();
    if (Number.isNaN(date.getTime()) || year < 2000 || year > 2100) {
      ctx.addIssue({ code: 'custom', message: 'Let op: ongeldige datum en tijd.' });
      return z.NEVER;
    }
    return date;
  });

const priorityId = z.union(PRIORITY_IDS.map((id) => z.literal(id)), { error: MSG.choice });
const toSelection = z.union([z.literal(0), z.literal(1)], { error: MSG.choice }).describe('1 een medewerker, 0 een team');
const optionalRef = () => int32({ error: MSG.integer }).int(MSG.integer).positive(MSG.integer).nullish().transform((v) => v ?? null);

/** Who a task goes to: a person (toSelection 1, assigneeId) or a team (0, teamId). */
const recipient = {
  toSelection,
  assigneeId: optionalRef(),
  teamId: optionalRef(),
};

const recipientGiven = (value: { toSelection?: 0 | 1; assigneeId: number | null; teamId: number | null }, ctx: z.RefinementCtx) => {
  if (value.toSelection === 1 && value.assigneeId === null) ctx.addIssue({ code: 'custom', path: ['assigneeId'], message: TASK_MESSAGES.toRequired });
  if (value.toSelection === 0 && value.teamId === null) ctx.addIssue({ code: 'custom', path: ['teamId'], message: TASK_MESSAGES.toRequired });
};

/** POST /taken and POST /workflow/create (spec 000 §3 "Task creation"). */
export const taskCreateSchema = z
  .object({
    dossierId: optionalRef(),
    ...recipient,
    typeId: requiredId(),
    deadline: deadlineInput,
    priorityId: priorityId.optional().default(3),
    description: requiredText(TASK_LIMITS.omschrijving),
    subject: optionalText(TASK_LIMITS.onderwerp),
    aanleiding: z.enum(AANLEIDING_CODES, { error: MSG.choice }).optional().default('O'),
    templateId: optionalRef(),
  })
  .superRefine(recipientGiven);

/** What an update may change; a field left out stays as it is. */
const changes = {
  version: int32({ error: MSG.required }).int(MSG.integer).min(1, MSG.outOfRange),
  dossierId: optionalRef().optional(),
  toSelection: toSelection.optional(),
  assigneeId: optionalRef().optional(),
  teamId: optionalRef().optional(),
  typeId: requiredId().optional(),
  deadline: deadlineInput.optional(),
  priorityId: priorityId.optional(),
  description: requiredText(TASK_LIMITS.omschrijving).optional(),
  subject: optionalText(TASK_LIMITS.onderwerp).optional(),
  aanleiding: z.enum(AANLEIDING_CODES, { error: MSG.choice }).optional(),
};

const recipientIfChanged = (value: { toSelection?: 0 | 1; assigneeId?: number | null; teamId?: number | null }, ctx: z.RefinementCtx) => {
  if (value.toSelection !== undefined) recipientGiven({ toSelection: value.toSelection, assigneeId: value.assigneeId ?? null, teamId: value.teamId ?? null }, ctx);
};

/** PUT /workflow/{id}: the task's changes, without its id. */
export const workflowUpdateSchema = z.object(changes).superRefine(recipientIfChanged);

/** PUT /taken: delegate and update, the id in the body. */
export const taskUpdateSchema = z.object({ id: requiredId(), ...changes }).superRefine(recipientIfChanged);

/** PATCH /workflow/{id}/delegate: to a person or a team. */
export const delegationSchema = z.object(recipient).superRefine(recipientGiven);

const selection = z
  .array(requiredId(), { error: MSG.required })
  .min(1, 'Selecteer minstens één taak.')
  .max(TASK_LIMITS.groupSize, `Maximaal ${TASK_LIMITS.groupSize} taken tegelijk.`);

/** PATCH /workflow/mark-as-done: a multi-selection, all or nothing. */
export const groupDoneSchema = z.object({ ids: selection });

/** PATCH /workflow/delegate: a multi-selection to one person or team, all or nothing. */
export const groupDelegateSchema = z.object({ ids: selection, ...recipient }).superRefine(recipientGiven);

/** PATCH /workflow/{id}/priority (spec 000 §3 "Priority change payload"). */
export const priorityChangeSchema = z.object({ value: priorityId });

const pageInt = (min: number, max: number) =>
  queryInt32({ error: MSG.integer }).int(MSG.integer).min(min, MSG.outOfRange).max(max, MSG.outOfRange);

/** Paging of every task list: `page` zero-based (spec 000 §9), sort `column,asc|desc`. */
export const taskPageQuery = z.object({
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 500).optional().default(25),
  sort: z.union([z.string().max(100), z.array(z.string().max(100)).max(5)]).optional(),
  dossierId: pageInt(1, 2_147_483_647).optional(),
});

/** Done or not (both when left out); archived ones only when asked for. */
const stateFilter = {
  gedaan: z.boolean({ error: 'Kies ja of nee.' }).optional(),
  gearchiveerd: z.boolean({ error: 'Kies ja of nee.' }).optional().default(false),
};

/** POST /taken/search (spec 000 §3 "Task search filter"), also the body of the reports. */
export const taskSearchSchema = z
  .object({
    gebruikers: z.array(requiredId()).max(500).optional(),
    teams: z.array(requiredId()).max(500).optional(),
    isTeam: z.boolean({ error: 'Kies ja of nee.' }).optional(),
    dossierId: optionalRef().optional(),
    ...stateFilter,
  })
  .default({ gearchiveerd: false });

/** The body of the "my tasks", "a user's tasks" and "teammates' tasks" lists. */
export const taskListFilterSchema = z.object(stateFilter).default({ gearchiveerd: false });

/** GET /dossiers/{id}/taken (spec 001: page, size, direction). */
export const dossierTasksQuery = z.object({
  page: pageInt(0, 1_000_000).optional().default(0),
  size: pageInt(1, 100).optional().default(10),
  direction: z
    .string()
    .transform((v) => v.toLowerCase())
    .pipe(z.enum(['asc', 'desc'], { error: 'Kies asc of desc.' }))
    .optional()
    .default('desc'),
});

const slaSchema = z.enum(['TE_LAAT', 'VANDAAG', 'MORGEN']).nullable().describe('TE_LAAT: deadline voorbij; VANDAAG/MORGEN: deadline vandaag of de volgende werkdag');

/** A task as every call answers it; in the workflow list an item with workflowType TAAK. */
export const taskSchema = z.object({
  id: z.number(),
  workflowType: z.literal('TAAK'),
  onderwerp: z.string().nullable(),
  omschrijving: z.string(),
  aanleiding: z.string(),
  priorityId: z.number(),
  category: z.object({ id: z.number(), displayName: z.string() }),
  deadline: moment,
  dossierId: z.number().nullable(),
  toSelection: z.union([z.literal(0), z.literal(1)]),
  assignee: actorSchema.nullable(),
  team: z.object({ id: z.number(), teamNaam: z.string(), teamEmail: z.string() }).nullable(),
  createdBy: actorSchema.nullable(),
  createdAt: moment,
  templateId: z.number().nullable(),
  done: z.boolean(),
  doneAt: moment.nullable(),
  doneBy: actorSchema.nullable(),
  archived: z.boolean(),
  unread: z.boolean().describe('nog niet gelezen door wie vraagt'),
  overdue: z.boolean(),
  sla: slaSchema,
  werkdagenTotDeadline: z.number().describe('werkdagen (ma–vr zonder vrije dagen) van vandaag tot de deadline; negatief als die voorbij is'),
  version: z.number(),
});

/** What a step of a task's history did: made it, handed it over, marked it done, opened it again. */
export const TASK_HISTORY_ACTIONS = ['AANGEMAAKT', 'OVERGEDRAGEN', 'GEDAAN', 'HEROPEND'] as const;

/** A step in the task's history, with who held the task after it. */
const delegationStepSchema = z.object({
  at: moment,
  action: z.enum(TASK_HISTORY_ACTIONS),
  by: actorSchema.nullable(),
  assignee: actorSchema.nullable(),
  team: z.object({ id: z.number(), teamNaam: z.string() }).nullable(),
});

export const taskDetailSchema = taskSchema.extend({ history: z.array(delegationStepSchema) });

export const referenceOptionSchema = z.object({ id: z.number(), displayName: z.string() });
