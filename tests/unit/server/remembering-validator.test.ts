import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rememberingValidatorCompiler } from '../../../server/openapi/validator';

type Result = { value?: { page: number; fase?: string[] }; error?: unknown };
const schema = z.object({ page: z.coerce.number().int().default(0), fase: z.array(z.string()).optional() });
const compile = (httpPart: string) => rememberingValidatorCompiler({ schema, method: 'GET', url: '/test', httpPart }) as (data: unknown) => Result;

describe('the remembering validator', () => {
  it('gives a query asked for again the value zod gave it the first time, frozen all the way down', () => {
    const validate = compile('querystring');
    const first = validate({ page: '2', fase: ['AANVRAAG'] });
    expect(first.value).toEqual({ page: 2, fase: ['AANVRAAG'] });
    expect(validate({ page: '2', fase: ['AANVRAAG'] }).value).toBe(first.value);
    expect(Object.isFrozen(first.value)).toBe(true);
    expect(Object.isFrozen(first.value!.fase)).toBe(true);
    expect(() => {
      'use strict';
      first.value!.fase!.push('PASSEREN');
    }).toThrow(TypeError);
    expect(validate({ page: '3', fase: ['AANVRAAG'] }).value).toEqual({ page: 3, fase: ['AANVRAAG'] });
  });

  it('refuses a bad query every time, and validates a body anew every time', () => {
    const query = compile('querystring');
    expect(query({ page: 'x' }).error).toBeDefined();
    expect(query({ page: 'x' }).error).toBeDefined();
    const body = compile('body');
    const once = body({ page: 1 }).value;
    expect(body({ page: 1 }).value).toEqual(once);
    expect(body({ page: 1 }).value).not.toBe(once);
    expect(Object.isFrozen(once)).toBe(false);
  });
});
