import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF of about `bytes` bytes: one page of text and an attached file of noise, which does not compress. */
export async function bigPdf(bytes: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([595, 842]).drawText('Taxatierapport (bijlagen)', { x: 60, y: 760, size: 24, font });
  await pdf.attach(randomBytes(bytes), 'bijlage.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await pdf.save());
}

/** A multipart body with one file, as the upload control sends it. */
export function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = `----ops${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** The certificate to trust for https. */
  ca?: string;
  /** Sends the body in this many pieces, `paceMs` apart: an upload still under way a while. */
  pieces?: number;
  paceMs?: number;
  /** Before the second half of the pieces, waits for this: an upload surely under way at that moment. */
  holdHalfwayUntil?: Promise<unknown>;
  /** Called once the answer's head has arrived. */
  onHead?: () => void;
}

/**
 * One request on a connection of its own (no keep-alive), over http or https; resolves with the
 * whole answer, and fails when the connection breaks before the answer is complete.
 */
export function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = 'GET', headers = {}, body, ca, pieces = 1, paceMs = 0 } = options;
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const settings = { method, agent: false as const, headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } };
    const onResponse = (res: http.IncomingMessage) => {
      options.onHead?.();
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
      res.on('aborted', () => reject(new Error('answer cut off')));
    };
    const request = target.protocol === 'https:' ? https.request(target, { ...settings, ca }, onResponse) : http.request(target, settings, onResponse);
    request.on('error', reject);
    if (!body) return void request.end();
    const data = Buffer.from(body);
    const size = Math.ceil(data.length / pieces);
    let at = 0;
    let held = false;
    const next = () => {
      if (at >= data.length) return void request.end();
      if (options.holdHalfwayUntil && !held && at >= data.length / 2) {
        held = true;
        return void options.holdHalfwayUntil.then(next);
      }
      request.write(data.subarray(at, at + size));
      at += size;
      setTimeout(next, paceMs);
    };
    next();
  });
}
