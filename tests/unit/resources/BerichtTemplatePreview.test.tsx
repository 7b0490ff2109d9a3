import { fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { BerichtTemplatePreview } from '../../../src/resources/berichttemplates/BerichtTemplatePreview';
import { BEHEERDER, session } from '../fixtures';
import { renderInAdmin } from '../render';

const example = { id: 12, naam: 'Renteaanbod uitgebracht', onderwerp: 'Renteaanbod dossier 100234', inhoud: '<p>Beste de heer J. de Vries</p>' };

/** Rendered for a medewerker, who may open dossiers, unless another session is written first. */
const preview = (populate: (id: number, dossierId: number) => Promise<unknown>, signedIn = session()) => {
  writeSession(signedIn);
  const dataProvider = { ...testDataProvider(), populateBerichtTemplate: vi.fn(populate), exampleBerichtTemplate: vi.fn(async () => example) };
  renderInAdmin(
    <RecordContextProvider value={{ id: 12, naam: 'Renteaanbod uitgebracht' }}>
      <BerichtTemplatePreview />
    </RecordContextProvider>,
    { dataProvider },
  );
  return dataProvider;
};

const ask = (dossier: string) => {
  fireEvent.change(screen.getByTestId('preview-dossier'), { target: { value: dossier } });
  fireEvent.click(screen.getByTestId('preview-button'));
};

describe('the dossier preview of a message template', () => {
  it('asks for a dossier number first and shows the filled subject and body', async () => {
    const { populateBerichtTemplate: populate } = preview(async (id, dossierId) => ({
      id,
      dossierId,
      naam: 'Renteaanbod uitgebracht',
      onderwerp: `Renteaanbod dossier ${dossierId}`,
      inhoud: '<p>Beste <strong>de heer J. de Vries</strong></p>',
    }));
    expect(screen.getByTestId('preview-button').getAttribute('aria-disabled')).toBe('true');
    fireEvent.change(screen.getByTestId('preview-dossier'), { target: { value: '12a' } });
    expect(screen.getByTestId('preview-button').getAttribute('aria-disabled')).toBe('true');
    ask(' 4711 ');
    await screen.findByTestId('template-preview');
    expect(populate).toHaveBeenCalledWith(12, 4711);
    expect(screen.getByTestId('preview-subject').textContent).toBe('Renteaanbod dossier 4711');
    expect(screen.getByTestId('preview-body').querySelector('strong')?.textContent).toBe('de heer J. de Vries');
  });

  it('says so when the dossier is not found or out of reach, and when the call fails otherwise', async () => {
    // react-admin logs every failed data-provider call in development; the panel shows it instead.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let status = 404;
    preview(() => Promise.reject(Object.assign(new Error('x'), { status })));
    ask('999999');
    await waitFor(() => expect(screen.getByTestId('preview-error').textContent).toBe('Dossier 999999 is niet gevonden of u heeft er geen toegang toe.'));
    status = 500;
    ask('5');
    await waitFor(() => expect(screen.getByTestId('preview-error').textContent).toBe('Het voorbeeld kon niet worden gemaakt. Probeer het opnieuw.'));
    expect(screen.queryByTestId('template-preview')).toBeNull();
    logged.mockRestore();
  });
});

describe('the example preview of a message template (issue #18, defect 7)', () => {
  it('offers a beheerder, who may open no dossier, only the example dossier', async () => {
    const calls = preview(() => Promise.reject(new Error('not asked')), session({ permissions: BEHEERDER }));
    expect(screen.queryByTestId('preview-dossier')).toBeNull();
    fireEvent.click(screen.getByTestId('preview-example'));
    await screen.findByTestId('template-preview');
    expect(calls.exampleBerichtTemplate).toHaveBeenCalledWith(12);
    expect(calls.populateBerichtTemplate).not.toHaveBeenCalled();
    expect(screen.getByTestId('preview-subject').textContent).toBe('Renteaanbod dossier 100234');
  });
});
