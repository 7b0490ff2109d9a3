import { sql, type SQL } from 'drizzle-orm';
import { dossiers, mails, postvakken } from '../../../db/schema';
import { readableMailboxCondition } from '../../mail/mailboxes';
import type { SessionUser } from '../../permissions/access';
import type { SearchSource } from '../source';

/**
 * The mail that matches in the mailboxes the user reads, by the mail screens' own rule: the dossier
 * a message is linked to neither widens nor narrows that. Archived mail and mail still in the
 * outbox are found too (kept to be found again).
 */
const matching = (user: SessionUser, query: SQL, fromId: number | null) => sql`
  from ${mails} where ${mails.zoekvector} @@ ${query}${fromId === null ? sql`` : sql` and ${mails.id} >= ${fromId}`}
    and ${mails.postvakId} in (select ${postvakken.id} from ${postvakken} where ${readableMailboxCondition(user.id)})`;

/**
 * E-mails by their subject, sender and plain text (mails.zoekvector), for who may use the mail
 * screens (MENU_BERICHTEN_VIEW, the permission of every mail call). The linked dossier's kind is
 * read for the page's rows only.
 */
export const mailSource: SearchSource = {
  soort: 'mail',
  allowed: (user) => user.permissions.has('MENU_BERICHTEN_VIEW'),
  large: {
    lastId: sql`select coalesce(max(${mails.id}), 0) as last from ${mails}`,
    matches: (query, afterId) => sql`select 1 from ${mails} where ${mails.zoekvector} @@ ${query}${afterId === null ? sql`` : sql` and ${mails.id} > ${afterId}`}`,
  },
  hits: (user, query, limit, _exactId, fromId) => sql`
    select 'mail'::text as soort, top.id, top.dossier_id, coalesce(nullif(top.onderwerp, ''), '(geen onderwerp)') as titel,
           concat_ws(' · ', coalesce(nullif(top.van_naam, ''), top.van_adres), 'Dossier ' || top.dossier_id) as omschrijving,
           top.tekst, top.ontvangen_op as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl, top.rang
    from (
      select ${mails.id} as id, ${mails.dossierId} as dossier_id, ${mails.onderwerp} as onderwerp, ${mails.vanNaam} as van_naam,
             ${mails.vanAdres} as van_adres, ${mails.tekst} as tekst, ${mails.ontvangenOp} as ontvangen_op,
             ts_rank(${mails.zoekvector}, ${query})::real as rang
      ${matching(user, query, fromId)}
      order by rang desc, ${mails.id} desc
      limit ${limit}) as top
    left join ${dossiers} on ${dossiers.id} = top.dossier_id
    order by top.rang desc, top.id desc`,
  count: (user, query, cap) => sql`select count(*)::int as n from (select 1 ${matching(user, query, null)} limit ${cap}) as matches`,
};
