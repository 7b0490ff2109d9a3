import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { dossierPath, faseName, stapName } from '../../dossiers/dossierFormat';
import { SectionCard } from '../forms/SectionCard';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** The dossier made from this one (the CDS dossier after the deed), shown only when there is one. */
const ChildDossierSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const { data: child } = useQuery({ queryKey: ['dossier', String(dossierId), 'child'], queryFn: () => dataProvider.getChildDossier(dossierId) });
  if (!child) return null;
  return (
    <SectionCard title={translate('app.child.title')} testId="child-dossier">
      <Typography variant="body2">{translate(`app.child.soort.${child.soort}`, { _: child.soort })}</Typography>
      <Link component={RouterLink} to={dossierPath(child)} data-testid="child-dossier-link">
        {translate('app.child.open', { id: child.id })}
      </Link>
      <Typography variant="body2" color="text.secondary">
        {[child.naamHypotheekGever, `${faseName(child.fase)} – ${stapName(child.fase, child.stap)}`].filter(Boolean).join(' · ')}
      </Typography>
    </SectionCard>
  );
};

export default ChildDossierSection;
