import { sql, type SQL } from 'drizzle-orm';
import { dossiers, notities } from '../../../db/schema';
import type { SessionUser } from '../../permissions/access';
import { seesAllDossiers, visibleTo } from '../../dossiers/scope';
import type { SearchSource } from '../source';

/** The notes that match, within the user's dossiers: staff who see every dossier need no dossier for it. */
const matching = (user: SessionUser, query: SQL, fromId: number | null) => {
  const newest = fromId === null ? sql`` : sql` and ${notities.id} >= ${fromId}`;
  return seesAllDossiers(user)
    ? sql`from ${notities} where ${notities.zoekvector} @@ ${query}${newest}`
    : sql`from ${notities} join ${dossiers} on ${dossiers.id} = ${notities.dossierId} where ${notities.zoekvector} @@ ${query}${newest} and ${visibleTo(user)}`;
};

/**
 * Notes by the words of their subject and text (notities.zoekvector), for users who may read notes
 * (DOSSIER_DETAIL_NOTITIES), only on dossiers they may see: an adviser's office, a lender's own.
 * The dossier's name and kind are read for the page's rows only.
 */
export const noteSource: SearchSource = {
  soort: 'notitie',
  allowed: (user) => user.permissions.has('DOSSIER_DETAIL_NOTITIES'),
  large: {
    lastId: sql`select coalesce(max(${notities.id}), 0) as last from ${notities}`,
    vectors: (afterId) => sql`select ${notities.zoekvector} from ${notities}${afterId === null ? sql`` : sql` where ${notities.id} > ${afterId}`}`,
  },
  hits: (user, query, limit, _exactId, fromId) => sql`
    select 'notitie'::text as soort, top.id, top.dossier_id, top.onderwerp as titel,
           concat_ws(' · ', 'Dossier ' || ${dossiers.id}, nullif(${dossiers.naamHypotheekGever}, '')) as omschrijving,
           top.body as tekst, top.created_at as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl, top.rang
    from (
      select ${notities.id} as id, ${notities.dossierId} as dossier_id, ${notities.onderwerp} as onderwerp, ${notities.body} as body,
             ${notities.createdAt} as created_at, ts_rank(${notities.zoekvector}, ${query})::real as rang
      ${matching(user, query, fromId)}
      order by rang desc, ${notities.id} desc
      limit ${limit}) as top
    join ${dossiers} on ${dossiers.id} = top.dossier_id
    order by top.rang desc, top.id desc`,
  count: (user, query, cap) => sql`select count(*)::int as n from (select 1 ${matching(user, query, null)} limit ${cap}) as matches`,
};
