import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'ra-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/dataProvider/http';
import { INFORMATION_FIELDS } from '../../../src/dataProvider/files';
import { informationEntity } from '../../../contract/information';
import { FileUpload } from '../../../src/shell/inputs/FileUpload';
import { FileUploadInput } from '../../../src/shell/inputs/FileUploadInput';
import { renderInAdmin } from '../render';

const pdf = (name = 'offerte.pdf', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
const input = (testId = 'file-upload') => screen.getByTestId(`${testId}-input`) as HTMLInputElement;
// The control's own type check is under test, so the picker's accept attribute must not filter first.
const user = () => userEvent.setup({ applyAccept: false });

describe('FileUpload (the shared upload control)', () => {
  it("shows the spec's drop-zone texts as it words them, with '(max. N mb)' only when a size is given", () => {
    const { unmount } = renderInAdmin(<FileUpload />);
    expect(screen.getByText('Upload hier je bestanden')).toBeTruthy();
    expect(screen.getByText(/Sleep hier of kies je bestand/).textContent).not.toContain('max.');
    expect(screen.getByText('Toegestaan: pdf, jpeg')).toBeTruthy();
    unmount();
    const { unmount: again } = renderInAdmin(<FileUpload fileSize={30_000_000} isOptional types={['pdf']} />);
    expect(screen.getByText(/Sleep hier of kies je bestand/).textContent).toBe('Sleep hier of kies je bestand (max. 30 mb)');
    expect(screen.getByText(/Upload hier je bestanden/).textContent).toContain('(optioneel)');
    again();
    renderInAdmin(<FileUpload multiple />);
    expect(screen.getByText('Upload hier je bestanden')).toBeTruthy();
    expect(screen.getByText(/Sleep hier of kies je bestand/)).toBeTruthy();
  });

  it('refuses a file above the size with the spec message, and Probeer opnieuw returns to the drop zone', async () => {
    const upload = vi.fn();
    renderInAdmin(<FileUpload fileSize={2_000_000} upload={upload} />);
    await user().upload(input(), pdf('groot.pdf', 2_000_001));
    expect(screen.getByTestId('file-upload-error').textContent).toBe('Het document kan niet worden geüpload. Het maximale bestandsformaat is 2mb.');
    expect(upload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(screen.getByText('Upload hier je bestanden')).toBeTruthy();
  });

  it('refuses a type that is not allowed', async () => {
    renderInAdmin(<FileUpload types={['pdf']} upload={vi.fn()} />);
    await user().upload(input(), new File(['x'], 'notitie.txt', { type: 'text/plain' }));
    expect(screen.getByTestId('file-upload-error').textContent).toBe('Bestandstype wordt niet ondersteund.');
  });

  it('shows a progress bar while uploading and reports the result', async () => {
    let progress: (fraction: number) => void = () => undefined;
    let finish: (value: unknown) => void = () => undefined;
    const upload = vi.fn((_file: File, onProgress: (f: number) => void) => {
      progress = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const onUploaded = vi.fn();
    renderInAdmin(<FileUpload upload={upload} onUploaded={onUploaded} />);
    await user().upload(input(), pdf());
    act(() => progress(0.4));
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('file-upload-progress').textContent).toContain('offerte.pdf');
    await act(async () => finish({ id: 1 }));
    expect(onUploaded).toHaveBeenCalledWith({ id: 1 }, expect.any(File));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it("shows the server's FILETYPE refusal; retrying does not send the same file again", async () => {
    const upload = vi.fn().mockRejectedValue(new ApiError(400, { type: 'FILETYPE', messages: ['Bestandstype wordt niet ondersteund.'] }));
    renderInAdmin(<FileUpload upload={upload} />);
    await user().upload(input(), pdf('nep.pdf'));
    await screen.findByText('Bestandstype wordt niet ondersteund.');
    fireEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Upload hier je bestanden')).toBeTruthy();
  });

  it('retries the same file after a failure that was not the file’s fault', async () => {
    const upload = vi.fn().mockRejectedValueOnce(new ApiError(500, { type: 'GENERAL', messages: ['Er is iets mis gegaan, probeer het later opnieuw'] })).mockResolvedValue({});
    const onUploaded = vi.fn();
    renderInAdmin(<FileUpload upload={upload} onUploaded={onUploaded} />);
    await user().upload(input(), pdf());
    await screen.findByText('Er is iets mis gegaan, probeer het later opnieuw');
    fireEvent.click(screen.getByRole('button', { name: 'Probeer opnieuw' }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1][0].name).toBe('offerte.pdf');
  });

  it('lists the chosen files with a remove icon in delete mode, adding to the list with multipleFiles', async () => {
    const onChange = vi.fn();
    const chosen = [pdf('eerste.pdf')];
    renderInAdmin(<FileUpload delete multiple multipleFiles files={chosen} onChange={onChange} />);
    expect(screen.getByText('eerste.pdf')).toBeTruthy();
    await user().upload(input(), [pdf('tweede.pdf')]);
    expect(onChange.mock.calls[0][0].map((f: File) => f.name)).toEqual(['eerste.pdf', 'tweede.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Verwijder eerste.pdf' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('accepts nothing while disabled', async () => {
    const onChange = vi.fn();
    renderInAdmin(<FileUpload disabled onChange={onChange} />);
    await user().upload(input(), pdf());
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('FileUploadInput (react-admin form input)', () => {
  it('keeps the chosen file as the form value, which is sent on submit', async () => {
    const onSubmit = vi.fn();
    renderInAdmin(
      <Form onSubmit={onSubmit}>
        <FileUploadInput source="pdfFile" types={['pdf']} />
        <button type="submit">Opslaan</button>
      </Form>,
    );
    await user().upload(input('file-pdfFile'), pdf('bijlage.pdf'));
    expect(screen.getByTestId('file-pdfFile-files').textContent).toContain('bijlage.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect((onSubmit.mock.calls[0][0].pdfFile as File).name).toBe('bijlage.pdf');
  });
});

describe('information writes', () => {
  it('send exactly the fields of the information schema', () => {
    expect([...INFORMATION_FIELDS].sort()).toEqual(Object.keys(informationEntity.fields).sort());
  });
});
