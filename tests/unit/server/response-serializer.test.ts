import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moment } from '../../../contract/documents';
import { page, pageOrList } from '../../../server/openapi/responses';
import { responseSerializerCompiler } from '../../../server/openapi/serializer';

const compile = (schema: z.ZodType, checked = false) =>
  responseSerializerCompiler({ checked })({ schema, method: 'GET', url: '/test', httpStatus: '200' }) as (answer: unknown) => string;

/** What the answer was before: zod's encode, then JSON.stringify. */
const viaZod = (schema: z.ZodType, answer: unknown) => JSON.stringify(z.encode(schema, answer));

const person = z.object({ id: z.number().int(), naam: z.string(), tussenVoegsels: z.string().nullable(), bijnaam: z.string().optional() });
const row = z.object({
  id: z.number().int(),
  fase: z.enum(['AANVRAAG', 'PASSEREN']),
  soort: z.literal('dossier'),
  bedrag: z.number().nullable(),
  actief: z.boolean(),
  gemaaktOp: z.date(),
  geverifieerdOp: moment.nullable(),
  adviseur: person.nullable(),
  labels: z.array(z.object({ id: z.number(), kleur: z.string() })),
  velden: z.record(z.string(), z.string()),
  extra: z.unknown(),
  status: z.enum(['OPEN', 'DICHT']).nullable(),
});

const sample = {
  id: 7,
  fase: 'PASSEREN',
  soort: 'dossier',
  bedrag: -0.5,
  actief: false,
  gemaaktOp: new Date(Date.UTC(2026, 10, 27, 6, 30, 15, 123)),
  geverifieerdOp: null,
  adviseur: { id: 1, naam: 'de "Vries"\n', tussenVoegsels: null, wachtwoord: 'geheim', bijnaam: undefined },
  labels: [{ id: 1, kleur: '#fff', intern: true }],
  velden: { a: 'b', 'c d': 'é\u2028' },
  extra: { nested: [1, 'x', null] },
  status: null,
  nietGedeclareerd: 'weg',
};

describe('the response serialiser', () => {
  it('writes an answer as zod encode and JSON.stringify did: undeclared properties out, dates as ISO text, null kept', () => {
    const written = compile(row)(sample);
    expect(written).toBe(viaZod(row, sample));
    expect(JSON.parse(written)).not.toHaveProperty('nietGedeclareerd');
    expect(JSON.parse(written).adviseur).toEqual({ id: 1, naam: 'de "Vries"\n', tussenVoegsels: null });
    expect(JSON.parse(written).gemaaktOp).toBe('2026-11-27T06:30:15.123Z');
  });

  it('writes pages and the page-or-list unions as zod did, dates inside the union included', () => {
    const answer = { content: [sample, { ...sample, id: 8, geverifieerdOp: new Date(0), status: 'OPEN' }], totalElements: 2, totalPages: 1, number: 0, size: 25, meer: 1 };
    expect(compile(page(row))(answer)).toBe(viaZod(page(row), answer));
    expect(compile(pageOrList(row))(answer)).toBe(viaZod(pageOrList(row), answer));
    expect(compile(pageOrList(row))([sample])).toBe(viaZod(pageOrList(row), [sample]));
  });

  it('tells union members apart as zod does: by literal, by type and by the keys they require', () => {
    const event = z.union([
      z.object({ kind: z.literal('note'), tekst: z.string() }),
      z.object({ kind: z.literal('task'), tekst: z.string(), deadline: z.date() }),
      z.string(),
      z.number().nullable(),
    ]);
    for (const answer of [{ kind: 'task', tekst: 't', deadline: new Date(0), x: 1 }, { kind: 'note', tekst: 'n', deadline: 3 }, 'los', 5, null]) {
      expect(compile(event)(answer)).toBe(viaZod(event, answer));
    }
  });

  it('keeps a loose object’s own keys and zod’s encode where a schema part is not plain (a default)', () => {
    const loose = z.looseObject({ a: z.number() });
    expect(compile(loose)({ a: 1, b: [2] })).toBe(viaZod(loose, { a: 1, b: [2] }));
    const defaulted = z.object({ a: z.string().default('x'), b: z.date() });
    expect(compile(defaulted)({ a: 'y', b: new Date(5) })).toBe(viaZod(defaulted, { a: 'y', b: new Date(5) }));
  });

  it('leaves out an own __proto__ key of a record or a loose object, as zod did (found by the generated answers)', () => {
    const withProto = JSON.parse('{"a":1,"__proto__":"x","b":"y"}') as Record<string, unknown>;
    const record = z.record(z.string(), z.unknown());
    const loose = z.looseObject({ a: z.number() });
    expect(compile(record)(withProto)).toBe(viaZod(record, withProto));
    expect(compile(loose)(withProto)).toBe(viaZod(loose, withProto));
    expect(JSON.parse(compile(loose)(withProto))).toEqual({ a: 1, b: 'y' });
  });

  it('writes any answer that fits the schema exactly as zod did (generated answers)', () => {
    const write = compile(row);
    const text = fc.string({ unit: 'binary', maxLength: 12 });
    const instant = fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2200, 0, 1)), noInvalidDate: true });
    const answer = fc.record({
      id: fc.integer(),
      fase: fc.constantFrom('AANVRAAG', 'PASSEREN'),
      soort: fc.constant('dossier'),
      bedrag: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })),
      actief: fc.boolean(),
      gemaaktOp: instant,
      geverifieerdOp: fc.option(instant),
      adviseur: fc.option(fc.record({ id: fc.integer(), naam: text, tussenVoegsels: fc.option(text) }, { requiredKeys: ['id', 'naam', 'tussenVoegsels'] })),
      labels: fc.array(fc.record({ id: fc.integer(), kleur: text, x: text })),
      velden: fc.dictionary(text, text),
      extra: fc.jsonValue(),
      status: fc.option(fc.constantFrom('OPEN', 'DICHT')),
    });
    fc.assert(
      fc.property(answer, (value) => {
        expect(write(value)).toBe(viaZod(row, value));
      }),
      { numRuns: 100 },
    );
  }, 30_000);

  it('in the tests still refuses an answer that does not fit its schema, as a 500', () => {
    const missing = { ...sample, naam: undefined, fase: 'ONBEKEND' };
    expect(() => compile(row, true)(missing)).toThrow(expect.objectContaining({ statusCode: 500, code: 'FST_ERR_RESPONSE_SERIALIZATION' }));
    expect(compile(row, true)(sample)).toBe(viaZod(row, sample));
  });
});
