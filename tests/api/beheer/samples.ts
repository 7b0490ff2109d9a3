import { z } from 'zod';
import type { EntityDef, FieldMeta } from '../../../contract/entity';

/** The examples a rule carries (the shared rules of contract/rules.ts name one), as its API document shows them. */
function ruleExamples(rule: z.ZodType): unknown[] {
  const found: unknown[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const { examples } = node as { examples?: unknown };
    if (Array.isArray(examples)) found.push(...examples);
    Object.values(node).forEach(walk);
  };
  walk(z.toJSONSchema(rule, { io: 'input', unrepresentable: 'any' }));
  return found;
}

/** An example made different per call, for fields the table keeps unique: its last digits become the serial. */
const numbered = (example: unknown, n: number) =>
  typeof example === 'string' ? example.replace(/\d{1,4}$/, (digits) => String(n % 10 ** digits.length).padStart(digits.length, '0')) : example;

/** Candidate values per kind, unique per call where that is possible. */
function byKind(meta: FieldMeta, n: number): unknown[] {
  switch (meta.kind) {
    case 'boolean':
      return [true];
    case 'number':
      return [n % 900 + 100, 12, 2031, 1];
    case 'date':
      return [new Date(Date.UTC(2040, 0, 1 + n)).toISOString().slice(0, 10)];
    case 'select':
      return (meta.choices ?? []).map((c) => c.id);
    case 'email':
      return [`test${n}@backoffice.example.nl`];
    default:
      return [`Test ${n}`, `T${n}`];
  }
}

/**
 * A value the field's own zod rule accepts, the `n`th of its kind: the field's declared example
 * first, then what its kind suggests, then the examples its rule carries. Kinds 'reference' and
 * 'references' need records of another list and are the caller's.
 */
export function sampleValue(entity: EntityDef, field: string, n: number): unknown {
  const meta = (entity.fields as Record<string, FieldMeta>)[field];
  const rule = entity.schema.shape[field] as z.ZodType;
  const declared = meta.example === undefined ? [] : [numbered(meta.example, n), meta.example];
  const carried = ruleExamples(rule).flatMap((example) => [numbered(example, n), example]);
  const value = [...declared, ...byKind(meta, n), ...carried].find((v) => rule.safeParse(v).success);
  if (value === undefined) throw new Error(`No sample value for ${entity.name}.${field}: give the field an example`);
  return value;
}
