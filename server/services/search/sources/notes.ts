import { sql } from 'drizzle-orm';
import { dossiers, notities } from '../../../db/schema';
import { visibleTo } from '../../dossiers/scope';
import type { SearchSource } from '../source';

/**
 * Notes by the words of their subject and text (notities.zoekvector), for users who may read notes
 * (DOSSIER_DETAIL_NOTITIES), only on dossiers they may see: an adviser's office, a lender's own.
 */
export const noteSource: SearchSource = {
  soort: 'notitie',
  allowed: (user) => user.permissions.has('DOSSIER_DETAIL_NOTITIES'),
  hits: (user, query, limit) => sql`
    select 'notitie'::text as soort, ${notities.id} as id, ${notities.dossierId} as dossier_id, ${notities.onderwerp} as titel,
           concat_ws(' · ', 'Dossier ' || ${dossiers.id}, nullif(${dossiers.naamHypotheekGever}, '')) as omschrijving,
           ${notities.body} as tekst, ${notities.createdAt} as datum, ${dossiers.cds} as cds, ${dossiers.btl} as btl, ts_rank(${notities.zoekvector}, ${query})::real as rang
    from ${notities} join ${dossiers} on ${dossiers.id} = ${notities.dossierId}
    where ${notities.zoekvector} @@ ${query} and ${visibleTo(user)}
    order by rang desc, ${notities.id} desc
    limit ${limit}`,
  count: (user, query, cap) => sql`
    select count(*)::int as n from (
      select 1 from ${notities} join ${dossiers} on ${dossiers.id} = ${notities.dossierId}
      where ${notities.zoekvector} @@ ${query} and ${visibleTo(user)} limit ${cap}) as matches`,
};
