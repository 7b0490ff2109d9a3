import ContactPhone from '@mui/icons-material/ContactPhone';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { personName } from '../../../contract/names';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { ContactFacts, address, mailLink, phoneLink, webLink } from '../kantoren/ContactFacts';

const ContactDialog = ({ dossierId, onClose }: { dossierId: number; onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.advisorContact.${key}`, options);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const { data } = useQuery({ queryKey: ['dossier', String(dossierId), 'advisor-contact'], queryFn: () => dataProvider.getAdvisorContact(dossierId) });
  const office = data?.kantoor;
  // The office page opens for staff with Kantoren and for the adviser of that office (its Kantoor).
  const mayOpen =
    !!office && (session?.permissions.includes('MENU_ADVISEURS_VIEW') || (session?.userCode === 'A' && session.officeId === office.id && session.permissions.includes('MENU_KANTOOR_VIEW')));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="advisor-contact">
      <DialogTitle>{t('title', { id: dossierId })}</DialogTitle>
      <DialogContent>
        {data && (
          <Stack sx={{ gap: 2 }}>
            <Stack sx={{ gap: 0.5 }}>
              <Typography component="h3" variant="subtitle2">
                {t('adviseur')}
              </Typography>
              {data.adviseur ? (
                <ContactFacts
                  testId="advisor-contact-adviser"
                  rows={[
                    [t('adviseur'), personName(data.adviseur)],
                    [t('telefoon'), phoneLink(data.adviseur.telefoonnummer)],
                    [t('mobiel'), phoneLink(data.adviseur.mobielnummer)],
                    [t('email'), mailLink(data.adviseur.email)],
                  ]}
                />
              ) : (
                <Typography variant="body2">{t('geenAdviseur')}</Typography>
              )}
            </Stack>
            <Stack sx={{ gap: 0.5 }}>
              <Typography component="h3" variant="subtitle2">
                {t('kantoor')}
              </Typography>
              {office ? (
                <ContactFacts
                  testId="advisor-contact-office"
                  rows={[
                    [t('kantoor'), office.bedrijfsNaam],
                    [t('adres'), address(office)],
                    [t('telefoon'), phoneLink(office.telefoonNummer)],
                    [t('email'), mailLink(office.email)],
                    [t('website'), webLink(office.website)],
                    [t('afmNummer'), office.afmNummer],
                  ]}
                />
              ) : (
                <Typography variant="body2">{t('geenKantoor')}</Typography>
              )}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {mayOpen && (
          <Button component={RouterLink} to={`/adviseurs/${office.id}`} data-testid="advisor-contact-office-link">
            {t('openKantoor')}
          </Button>
        )}
        <Button onClick={onClose} data-testid="advisor-contact-close">
          {t('close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/** 'Contact adviseur' in the dossier header: the adviser and office of the dossier (GET /dossiers/{id}/advisor-contact). */
export const AdvisorContact = ({ dossier }: { dossier: DossierDetail }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!dossier.kantoor && !dossier.adviseur) return null;
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<ContactPhone />} onClick={() => setOpen(true)} data-testid="advisor-contact-open">
        {translate('app.advisorContact.button')}
      </Button>
      {open && <ContactDialog dossierId={dossier.id} onClose={() => setOpen(false)} />}
    </>
  );
};
