import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../authProvider/session';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/**
 * The desk conversations about one dossier that the user takes part in: its overrule requests
 * (open and archived) and its pre-discussions, each asked only with the desk's permission. The
 * query keys start with 'deskDossier', so desk events refresh them (src/shell/events/queryKeys.ts).
 */
export const useDossierDesks = (dossierId: number) => {
  const dataProvider = useAppDataProvider();
  const permissions = useSession()?.permissions ?? [];
  const overruleDesk = permissions.includes('MENU_OVERRULEDESK_VIEW');
  const voorbespreekDesk = permissions.includes('MENU_VOORBESPREEKDESK_VIEW') || permissions.includes('VOORBESPREEKDESK_VIEW_ONLY');
  const paging = { page: 0, size: 50, sort: 'createdAt,desc' };
  const overrules = useQuery({
    queryKey: ['deskDossier', 'overrule', dossierId],
    queryFn: async () => {
      const open = await dataProvider.getOverrules(paging, { dossierId, gearchiveerd: false });
      const archived = await dataProvider.getOverrules(paging, { dossierId, gearchiveerd: true });
      return [...open.content, ...archived.content];
    },
    enabled: overruleDesk,
  });
  const talks = useQuery({ queryKey: ['deskDossier', 'voorbespreek', dossierId], queryFn: () => dataProvider.getDossierVoorbesprekingen(dossierId), enabled: voorbespreekDesk });
  return {
    overrules: overrules.data ?? [],
    talks: talks.data ?? [],
    loading: (overruleDesk && overrules.isLoading) || (voorbespreekDesk && talks.isLoading),
    /** Whether the user takes part in either desk at all. */
    shown: overruleDesk || voorbespreekDesk,
  };
};
