import type { z } from 'zod';

/**
 * Form validation from a zod schema whose body nests (a list of applicants): react-admin's form
 * wants the errors in the shape of the values, `{hypotheekgevers: [{achterNaam: '…'}]}`.
 */
export const nestedValidator = (schema: z.ZodType) => (values: Record<string, unknown>) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, unknown> = {};
  for (const issue of result.error.issues) {
    let node = errors as Record<string | number, unknown>;
    const path = issue.path.length ? issue.path : ['_'];
    path.forEach((key, i) => {
      const k = key as string | number;
      if (i === path.length - 1) node[k] ??= issue.message;
      else {
        node[k] ??= typeof path[i + 1] === 'number' ? [] : {};
        node = node[k] as Record<string | number, unknown>;
      }
    });
  }
  return errors;
};
