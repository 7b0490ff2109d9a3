import type * as PdfLib from 'pdf-lib';

let loaded: Promise<typeof PdfLib> | undefined;

/**
 * pdf-lib, loaded when the server first writes a PDF: letters, reports, invoices and scans made
 * PDFs, none of which a start needs (it costs the start about 200 ms of CPU and 4 MB of heap).
 */
export const pdfLib = (): Promise<typeof PdfLib> => (loaded ??= import('pdf-lib'));
