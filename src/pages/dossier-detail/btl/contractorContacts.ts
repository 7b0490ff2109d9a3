import { app } from '../../../i18n/nl';
import type { BodyAdapter } from '../forms/bodyAdapter';
import type { FieldSpec } from '../forms/fields';

type Contact = { type: 'EMAIL' | 'TELEFOON'; value: string };
const listOf = (value: unknown) => (Array.isArray(value) ? (value as Contact[]) : []);
const firstOf = (contacts: Contact[], type: Contact['type']) => contacts.find((c) => c.type === type);

/** A contractor's e-mail address and phone number as two inputs; further ones stay as they are. */
export const CONTACT_FIELDS: FieldSpec[] = [
  { source: 'email', label: app.btlCds.email },
  { source: 'telefoon', label: app.btlCds.telefoon },
];

/** What the table and the form show of `contactDetails`. */
export const contactColumns = (row: Record<string, unknown>) => {
  const contacts = listOf(row.contactDetails);
  return {
    contact: contacts.map((c) => c.value).join(', '),
    email: firstOf(contacts, 'EMAIL')?.value ?? '',
    telefoon: firstOf(contacts, 'TELEFOON')?.value ?? '',
  };
};

export const CONTACTS_ADAPTER: BodyAdapter = {
  toBody: ({ email, telefoon, contact: _shown, ...values }) => {
    const stored = listOf(values.contactDetails);
    const others = stored.filter((c) => c !== firstOf(stored, 'EMAIL') && c !== firstOf(stored, 'TELEFOON'));
    const typed = (type: Contact['type'], value: unknown) => (typeof value === 'string' && value.trim() ? [{ type, value: value.trim() }] : []);
    return { ...values, contactDetails: [...typed('EMAIL', email), ...typed('TELEFOON', telefoon), ...others] };
  },
  inputOf: (path, body) => {
    const m = /^contactDetails\.(\d+)\./.exec(path);
    if (!m) return path;
    return listOf(body.contactDetails)[Number(m[1])]?.type === 'TELEFOON' ? 'telefoon' : 'email';
  },
};
