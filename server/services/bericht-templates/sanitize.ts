import { createRequire } from 'node:module';
import type SanitizeHtml from 'sanitize-html';

const require = createRequire(import.meta.url);
let loaded: typeof SanitizeHtml | undefined;

/**
 * sanitize-html, loaded when a body is first cleaned rather than at every start; synchronously
 * (it is CommonJS), so cleaning stays a plain function.
 */
export const sanitizeHtml = (): typeof SanitizeHtml => (loaded ??= require('sanitize-html') as typeof SanitizeHtml);

/**
 * What the rich-text editor (ra-input-rich-text / tiptap) writes, and no more: paragraphs,
 * headings, lists, emphasis, links and simple tables. Scripts, event handlers, styles and
 * frames are dropped, so a stored body is safe to show anywhere and to send as e-mail.
 */
const OPTIONS: SanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li',
    'blockquote', 'a', 'hr', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A link that opens a new tab must not hand the opener to the other site.
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }) },
};

export const sanitizeBody = (html: string) => sanitizeHtml()(html, OPTIONS).trim();

/** Text for a merge-field value: the dossier's data never becomes markup. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
