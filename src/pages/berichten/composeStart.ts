import type { MailDetail, Recipient } from '../../dataProvider/mail';
import { formatDutchDateTime } from '../../i18n/dates';
import { addressList, addressText } from './addresses';

/** An attachment of the forwarded message that goes with the forward (the writer may drop it). */
export interface ForwardedAttachment {
  id: number;
  naam: string;
  grootte: number;
}

/** What a new message starts with: empty, or a reply's or a forward's recipients, subject, quote and dossier. */
export interface ComposeStart {
  postvakId?: number;
  recipients: Recipient[];
  cc: Recipient[];
  onderwerp: string;
  html: string;
  dossierId: number | null;
  antwoordOp: number | null;
  /** A forward: the message sent on, and its attachments that go with it. */
  doorgestuurdVan?: number;
  doorgestuurdeBijlagen?: ForwardedAttachment[];
}

export const EMPTY_MESSAGE: ComposeStart = { recipients: [], cc: [], onderwerp: '', html: '', dossierId: null, antwoordOp: null };

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const quoted = (mail: MailDetail) => `<blockquote><p>${escape(mail.tekst).split('\n').map((line) => `${line}<br>`).join('')}</p></blockquote>`;

/**
 * A reply: to the sender (all: and the other recipients), 'Re:' once, the message quoted, the same
 * dossier, from the same mailbox. Its addresses start as outside ones; the recipient field names
 * those of colleagues and teams (RecipientInput).
 */
export function replyTo(mail: MailDetail, all: boolean, own: string | undefined): ComposeStart {
  const tag = (a: { email: string; naam: string | null }) => ({ email: a.email, tagTitle: a.naam ?? a.email, type: 'EXTERNAL' as const });
  const first = mail.richting === 'IN' ? [mail.van] : mail.aan;
  const others = all ? [...(mail.richting === 'IN' ? mail.aan : []), ...mail.cc].filter((a) => a.email !== own && !first.some((f) => f.email === a.email)) : [];
  return {
    postvakId: mail.postvak.id,
    recipients: first.map(tag),
    cc: others.map(tag),
    onderwerp: /^re:/i.test(mail.onderwerp) ? mail.onderwerp : `Re: ${mail.onderwerp}`,
    html: `<p></p><p>Op ${formatDutchDateTime(mail.ontvangenOp)} schreef ${escape(mail.van.naam ?? mail.van.email)}:</p>${quoted(mail)}`,
    dossierId: mail.dossierId,
    antwoordOp: mail.id,
  };
}

/**
 * A forward (Doorsturen): no recipients yet, 'Doorst:' once, the message under a header naming its
 * sender, date, subject and recipients, with its attachments; the same dossier (so the forward is
 * filed on it) and mailbox.
 */
export function forwardOf(mail: MailDetail): ComposeStart {
  const header = [
    '---------- Doorgestuurd bericht ----------',
    `Van: ${addressText(mail.van)}`,
    `Datum: ${formatDutchDateTime(mail.ontvangenOp)}`,
    `Onderwerp: ${mail.onderwerp}`,
    `Aan: ${addressList(mail.aan)}`,
  ];
  return {
    postvakId: mail.postvak.id,
    recipients: [],
    cc: [],
    onderwerp: /^(doorst|fwd?):/i.test(mail.onderwerp) ? mail.onderwerp : `Doorst: ${mail.onderwerp}`,
    html: `<p></p><p>${header.map(escape).join('<br>')}</p>${quoted(mail)}`,
    dossierId: mail.dossierId,
    antwoordOp: null,
    doorgestuurdVan: mail.id,
    doorgestuurdeBijlagen: mail.bijlagen.filter((b) => !b.inline).map((b) => ({ id: b.id, naam: b.naam, grootte: b.grootte })),
  };
}
