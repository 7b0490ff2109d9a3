import { Alert, Link, Stack } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { useDossierDesks } from './useDossierDesks';

/** Under the dossier's header: an open overrule request or pre-discussion on this dossier, with a link to it. */
export const DeskNotice = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const { overrules, talks } = useDossierDesks(dossierId);
  const overrule = overrules.find((r) => !r.gearchiveerd);
  const talk = talks.find((r) => !r.gearchiveerd && r.status !== 'BEEINDIGD');
  if (!overrule && !talk) return null;
  const link = (to: string, testId: string) => (
    <Link component={RouterLink} to={to} data-testid={testId} sx={{ ml: 1 }}>
      {translate('app.desks.toConversation')}
    </Link>
  );
  return (
    <Stack sx={{ gap: 1, mt: 1.5 }}>
      {overrule && (
        <Alert severity="info" data-testid="dossier-overrule-notice">
          {translate('app.desks.overruleOpen')}
          {link(`/overruledesk/${overrule.id}`, 'dossier-overrule-link')}
        </Alert>
      )}
      {talk && (
        <Alert severity="info" data-testid="dossier-voorbespreek-notice">
          {translate('app.desks.voorbespreekOpen')}
          {link(`/voorbespreekdesk/${talk.id}`, 'dossier-voorbespreek-link')}
        </Alert>
      )}
    </Stack>
  );
};
