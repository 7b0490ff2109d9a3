import { Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { dossierPath } from '../dossiers/dossierFormat';

/** The dossier of a row: its number as the link to the dossier, the applicants below it. */
export const DossierCell = ({ row }: { row: { dossierId: number; cds: boolean; btl: boolean; naamHypotheekGever: string } }) => {
  const translate = useTranslate();
  return (
    <>
      <Link
        component={RouterLink}
        to={dossierPath({ id: row.dossierId, cds: row.cds, btl: row.btl })}
        aria-label={translate('app.covers.openDossier', { id: row.dossierId })}
        data-testid="dossier-link"
      >
        {row.dossierId}
      </Link>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140, maxWidth: 220 }}>
        {row.naamHypotheekGever}
      </Typography>
    </>
  );
};
