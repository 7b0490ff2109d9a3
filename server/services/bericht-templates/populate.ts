import { MERGE_FIELDS, MERGE_TAG_PATTERN } from '../../../contract/merge-fields';
import { escapeHtml } from './sanitize';

const KNOWN = new Set<string>(MERGE_FIELDS.map((f) => f.id));

/** The codes in a text that are no merge field (a typing error would otherwise reach the customer). */
export const unknownMergeCodes = (text: string) => [...new Set([...text.matchAll(MERGE_TAG_PATTERN)].map((m) => m[1]))].filter((code) => !KNOWN.has(code));

/** Fills every {{code}} with its value; `html` escapes the values for a body. */
export const fillMergeFields = (text: string, values: Record<string, string>, html: boolean) =>
  text.replace(MERGE_TAG_PATTERN, (tag, code: string) => {
    if (!(code in values)) return tag;
    return html ? escapeHtml(values[code]) : values[code];
  });
