import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { dossiers, mails, mailTellingen, postvakken } from '../../../db/schema';
import { readableMailboxCondition } from '../../mail/mailboxes';
import type { SessionUser } from '../../permissions/access';
import type { SearchSource } from '../source';

/**
 * Below this share of all mail in the user's mailboxes (an adviser reads one mailbox of a hundred)
 * the mailboxes are matched in the search vector itself, so the GIN index keeps to them and no
 * other mailbox's row is read: a common word is in tens of thousands of messages, and reading
 * them all to keep the adviser's few took a second. Above it (a processor's own mailbox holds a
 * fifth of all mail) the rows are read and kept by their mailbox: matching three mailboxes'
 * lexemes in the index then costs more than reading the few thousand rows a page and a count
 * need (docs/search.md "The user's rights").
 */
const IN_INDEX_BELOW = 0.1;

/**
 * The mail that matches in the mailboxes the user reads, by the mail screens' own rule
 * (readableMailboxCondition): either as a tsquery of the mailboxes' lexemes in the vector
 * ('@postvak12' | '@postvak40', schema/search.ts `mailboxLexeme`; null without any mailbox, which
 * matches nothing) or as a condition on the row's mailbox. The dossier a message is linked to
 * neither widens nor narrows that. Archived mail and mail still in the outbox are found too (kept
 * to be found again).
 */
/** The ids of the mailboxes the user reads. */
const readableIds = (user: SessionUser) => sql`select ${postvakken.id} from ${postvakken} where ${readableMailboxCondition(user.id)}`;

function matcher(user: SessionUser, inIndex: boolean) {
  const readable = readableIds(user);
  const lexemes = sql`(select string_agg(quote_literal('@postvak' || r.id), ' | ')::tsquery from (${readable}) as r)`;
  return (query: SQL, fromId: number | null) => {
    const newest = fromId === null ? sql`` : sql` and ${mails.id} >= ${fromId}`;
    return inIndex
      ? sql`from ${mails} where ${mails.zoekvector} @@ (${query} && ${lexemes})${newest}`
      : sql`from ${mails} where ${mails.zoekvector} @@ ${query}${newest} and ${mails.postvakId} in (${readable})`;
  };
}

function mailSourceFor(inIndex: boolean): SearchSource {
  return {
    soort: 'mail',
    allowed: (user) => user.permissions.has('MENU_BERICHTEN_VIEW'),
    prepare: async (db, user) => {
      const [{ own, total }] = rowsOf<{ own: number; total: number }>(
        await db.execute(sql`
          select coalesce(sum(${mailTellingen.aantal}) filter (where ${mailTellingen.postvakId} in (${readableIds(user)})), 0)::int as own,
                 coalesce(sum(${mailTellingen.aantal}), 0)::int as total
          from ${mailTellingen}`),
      );
      return mailSourceFor(own < IN_INDEX_BELOW * total);
    },
    large: {
      lastId: sql`select coalesce(max(${mails.id}), 0) as last from ${mails}`,
      vectors: (afterId) => sql`select ${mails.zoekvector} from ${mails}${afterId === null ? sql`` : sql` where ${mails.id} > ${afterId}`}`,
    },
    hits: (user, query, limit, _exactId, fromId) => sql`
      select 'mail'::text as soort, top.id, top.dossier_id, coalesce(nullif(top.onderwerp, ''), '(geen onderwerp)') as titel,
             concat_ws(' · ', coalesce(nullif(top.van_naam, ''), top.van_adres), 'Dossier ' || top.dossier_id) as omschrijving,
             top.tekst, top.ontvangen_op as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl, top.rang
      from (
        select ${mails.id} as id, ${mails.dossierId} as dossier_id, ${mails.onderwerp} as onderwerp, ${mails.vanNaam} as van_naam,
               ${mails.vanAdres} as van_adres, ${mails.tekst} as tekst, ${mails.ontvangenOp} as ontvangen_op,
               ts_rank(${mails.zoekvector}, ${query})::real as rang
        ${matcher(user, inIndex)(query, fromId)}
        order by rang desc, ${mails.id} desc
        limit ${limit}) as top
      left join ${dossiers} on ${dossiers.id} = top.dossier_id
      order by top.rang desc, top.id desc`,
    count: (user, query, cap) => sql`select count(*)::int as n from (select 1 ${matcher(user, inIndex)(query, null)} limit ${cap}) as matches`,
  };
}

/**
 * E-mails by their subject, sender and plain text (mails.zoekvector), for who may use the mail
 * screens (MENU_BERICHTEN_VIEW, the permission of every mail call). The linked dossier's kind is
 * read for the page's rows only. `prepare` chooses how the user's mailboxes are kept to (above).
 */
export const mailSource = mailSourceFor(false);
