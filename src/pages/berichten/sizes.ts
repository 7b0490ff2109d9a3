type Translate = (key: string, options?: object) => string;

const MB = 1_048_576;
const sizeFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/**
 * An attachment's size as a mail program shows it: kB below 1 MB, else MB with one decimal; a MB
 * of 1,048,576 bytes, as the 7 MB a message may carry (spec 002 §5).
 */
export const attachmentSize = (bytes: number, translate: Translate) =>
  bytes < MB ? translate('app.files.kb', { size: sizeFormat.format(Math.max(1, Math.round(bytes / 1024))) }) : translate('app.files.mb', { size: sizeFormat.format(bytes / MB) });

/** The attachments' total against the limit, always in MB ('Totaal 0,2 MB van maximaal 7 MB'). */
export const megabytes = (bytes: number) => sizeFormat.format(bytes / MB);
