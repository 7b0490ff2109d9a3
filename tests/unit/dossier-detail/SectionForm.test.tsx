import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { SectionForm } from '../../../src/pages/dossier-detail/forms/SectionForm';
import { serverFieldErrors } from '../../../src/pages/dossier-detail/forms/serverErrors';
import { dutchAmount, toFormValues, type FieldSpec } from '../../../src/pages/dossier-detail/forms/fields';
import { LET_OP } from '../../../contract/field-rules';
import { hypotheekSchema, kadasterItemSchema } from '../../../contract/dossier-forms';
import { renderInAdmin } from '../render';

const FIELDS: FieldSpec[] = [
  { source: 'kadastraleGemeente', label: 'Kadastrale gemeente' },
  { source: 'sectie', label: 'Sectie' },
  { source: 'perceelnummer', label: 'Perceelnummer', kind: 'number' },
];
const valid = { kadastraleGemeente: 'Utrecht', sectie: 'AB', perceelnummer: '1234' };

const setup = (save: (values: Record<string, unknown>) => Promise<unknown>, values: Record<string, unknown> = valid) => {
  const onSaved = vi.fn();
  renderInAdmin(<SectionForm schema={kadasterItemSchema} fields={FIELDS} values={values} save={save} onSaved={onSaved} testId="kad" />);
  return onSaved;
};
const type = (source: string, value: string) => fireEvent.change(screen.getByTestId(`kad-${source}`), { target: { value } });

describe('the dossier-detail section form', () => {
  it("shows the shared 'Let op:' message under the field and sends nothing", async () => {
    const save = vi.fn(async () => ({}));
    setup(save);
    type('perceelnummer', '12x');
    fireEvent.click(screen.getByTestId('kad-save'));
    expect(await screen.findByText(LET_OP.digits)).toBeTruthy();
    expect(save).not.toHaveBeenCalled();
  });

  it("puts the server's field message of a 400 under its field", async () => {
    const save = vi.fn(async () => {
      throw new HttpError('Sectie', 400, { errors: { '0.sectie': 'Deze sectie bestaat niet in deze gemeente.' } });
    });
    const onSaved = vi.fn();
    renderInAdmin(<SectionForm schema={kadasterItemSchema} fields={FIELDS} values={valid} save={save} onSaved={onSaved} testId="kad" serverPrefix="0." />);
    fireEvent.click(screen.getByTestId('kad-save'));
    expect(await screen.findByText('Deze sectie bestaat niet in deze gemeente.')).toBeTruthy();
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ perceelnummer: '1234' }));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('saves valid values and reports back', async () => {
    const save = vi.fn(async () => ({}));
    const onSaved = setup(save);
    type('sectie', 'C');
    fireEvent.click(screen.getByTestId('kad-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ sectie: 'C', kadastraleGemeente: 'Utrecht' }));
  });
});

describe('dates and refusals other than field messages', () => {
  const DATE_FIELDS: FieldSpec[] = [{ source: 'ingangsDatum', label: 'Ingangsdatum', kind: 'date' }];

  it('shows a date day-month-year and sends it year-month-day', async () => {
    const save = vi.fn(async () => ({}));
    renderInAdmin(<SectionForm schema={hypotheekSchema.pick({ ingangsDatum: true })} fields={DATE_FIELDS} values={{ ingangsDatum: '2024-05-31' }} save={save} testId="hyp" />);
    expect((screen.getByTestId('hyp-ingangsDatum') as HTMLInputElement).value).toBe('31-05-2024');
    fireEvent.click(screen.getByTestId('hyp-save'));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ ingangsDatum: '2024-05-31' })));
  });

  it('keeps the form open when the save is refused otherwise (409: the Foutmelding dialog shows it)', async () => {
    const save = vi.fn(async () => {
      throw new HttpError('Verouderd', 409, { type: 'GENERAL', messages: ['Verouderd'] });
    });
    const onSaved = setup(save);
    fireEvent.click(screen.getByTestId('kad-save'));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(onSaved).not.toHaveBeenCalled();
    expect((screen.getByTestId('kad-sectie') as HTMLInputElement).value).toBe('AB');
  });
});

describe('form values', () => {
  it('edits amounts in Dutch notation and empty values as empty text', () => {
    const fields: FieldSpec[] = [{ source: 'bedrag', label: 'Bedrag', kind: 'amount' }, { source: 'datum', label: 'Datum', kind: 'date' }];
    expect(toFormValues(fields, { id: 3, version: 2, bedrag: 61500.5, datum: null })).toEqual({ id: 3, version: 2, bedrag: '61.500,50', datum: '' });
    expect(dutchAmount(54000)).toBe('54.000');
  });

  it('maps only a 400 with field messages; other failures were reported by the fetch wrapper', () => {
    expect(serverFieldErrors(new HttpError('x', 400, { errors: { '0.a': 'm', b: 'n' } }), '0.')).toEqual({ a: 'm', b: 'n' });
    expect(serverFieldErrors(new HttpError('x', 409, {}))).toBeNull();
    expect(serverFieldErrors(new Error('x'))).toBeNull();
  });
});
