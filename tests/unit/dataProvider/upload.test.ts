import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reportFailure = vi.fn();
const { plugFailurePort } = await import('../../../src/dataProvider/failures');
// A recorder where the frame would be, on the data layer's error port.
plugFailurePort({ report: (failure) => reportFailure(failure), endSession: () => undefined });

const { writeSession } = await import('../../../src/authProvider/session');
const { upload } = await import('../../../src/dataProvider/http');
const { session } = await import('../fixtures');
const { setXsrfCookie } = await import('./fetchMock');

/** A stand-in for XMLHttpRequest that records the request and answers as told. */
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: unknown } = { status: 200, body: {} };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  responseType = '';
  status = 0;
  response: ArrayBuffer | null = null;
  sent: unknown;
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    this.status = FakeXhr.answer.status;
    this.response = new TextEncoder().encode(JSON.stringify(FakeXhr.answer.body)).buffer as ArrayBuffer;
    queueMicrotask(() => this.onload?.());
  }
  abort() {
    this.onabort?.();
  }
}

beforeEach(() => {
  writeSession(session());
  setXsrfCookie('xsrf-upload');
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  reportFailure.mockClear();
});
afterEach(() => setXsrfCookie(null));

const form = () => {
  const data = new FormData();
  data.append('file', new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
  return data;
};

describe('upload (multipart with progress)', () => {
  it('sends the form with the bearer token and the XSRF header, reports progress and answers the JSON', async () => {
    FakeXhr.answer = { status: 200, body: { id: 7 } };
    const progress: number[] = [];
    const result = await upload('/api/v1/back-office-template/7/pdf', { method: 'PUT', form: form(), onProgress: (f) => progress.push(f) });
    expect(result).toEqual({ id: 7 });
    expect(FakeXhr.last.method).toBe('PUT');
    expect(FakeXhr.last.headers).toMatchObject({ Authorization: 'Bearer token-1', 'X-XSRF-TOKEN': 'xsrf-upload' });
    expect(FakeXhr.last.withCredentials).toBe(true);
    expect(FakeXhr.last.sent).toBeInstanceOf(FormData);
    expect(progress).toEqual([0.5, 1]);
  });

  it('leaves a refusal of the file to the upload control: no error dialog', async () => {
    FakeXhr.answer = { status: 400, body: { type: 'FILETYPE', messages: ['Bestandstype wordt niet ondersteund.'] } };
    await expect(upload('/x', { form: form() })).rejects.toMatchObject({ status: 400, message: 'Bestandstype wordt niet ondersteund.' });
    expect(reportFailure).not.toHaveBeenCalled();
  });

  it('hands any other failure to the catalogue, like every call', async () => {
    FakeXhr.answer = { status: 403, body: { type: 'GENERAL', messages: ['Access is denied'] } };
    await expect(upload('/x', { form: form() })).rejects.toMatchObject({ status: 403 });
    expect(reportFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }));
  });

  it('turns field errors into form errors when asked', async () => {
    FakeXhr.answer = { status: 400, body: { type: 'VALIDATION', messages: ['Titel: Dit veld is verplicht.'], fields: { titel: 'Dit veld is verplicht.' } } };
    await expect(upload('/x', { form: form(), formErrors: true })).rejects.toMatchObject({ body: { errors: { titel: 'Dit veld is verplicht.' } } });
    expect(reportFailure).not.toHaveBeenCalled();
  });
});
