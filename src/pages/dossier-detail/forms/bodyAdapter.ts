import { HttpError } from 'ra-core';
import type { z } from 'zod';
import { zodValidator } from '../../../resources/generic/zodValidator';

/**
 * For a form whose inputs are not the body's fields (two inputs that become a list): how the
 * values become the body, and on which input a message about a body path belongs.
 */
export interface BodyAdapter {
  toBody: (values: Record<string, unknown>) => Record<string, unknown>;
  inputOf: (path: string, body: Record<string, unknown>) => string;
}

const onInputs = (errors: Record<string, string>, body: Record<string, unknown>, adapter: BodyAdapter) => {
  const mapped: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) mapped[adapter.inputOf(path, body)] ??= message;
  return mapped;
};

/** Client validation of the body the values become, the messages on the inputs. */
export const adaptedValidator = (schema: z.ZodObject, adapter: BodyAdapter) => (values: Record<string, unknown>) => {
  const body = adapter.toBody(values);
  return onInputs(zodValidator(schema)(body), body, adapter);
};

/** Sends the body the values become; the server's field messages come back on the inputs. */
export const adaptedSave = (send: (body: Record<string, unknown>) => Promise<unknown>, adapter: BodyAdapter) => async (values: Record<string, unknown>) => {
  const body = adapter.toBody(values);
  try {
    return await send(body);
  } catch (error) {
    const fields = error instanceof HttpError ? (error.body as { errors?: Record<string, string> } | undefined)?.errors : undefined;
    if (!fields || !(error instanceof HttpError)) throw error;
    throw new HttpError(error.message, error.status, { ...error.body, errors: onInputs(fields, body, adapter) });
  }
};
