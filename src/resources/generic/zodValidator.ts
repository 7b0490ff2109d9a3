import type { z } from 'zod';

/**
 * Form-level validation from the entity's zod schema, so the browser refuses exactly what the
 * server refuses, with the same Dutch words. Errors are keyed by field name.
 */
export const zodValidator = (schema: z.ZodObject) => (values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
};

/** Whether a field must be filled: its schema refuses a missing value. */
export const isRequiredField = (schema: z.ZodObject, field: string) => {
  const fieldSchema = schema.shape[field] as z.ZodType | undefined;
  return !!fieldSchema && !fieldSchema.safeParse(undefined).success;
};

/** What a new record starts as: each field's default in the schema (`.default(…)`), so the create form opens with it. */
export const schemaDefaults = (schema: z.ZodObject): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(schema.shape).flatMap(([field, rule]) => {
      const empty = (rule as z.ZodType).safeParse(undefined);
      return empty.success && empty.data != null ? [[field, empty.data]] : [];
    }),
  );
