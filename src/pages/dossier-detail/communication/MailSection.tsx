import { Alert, Badge, Box, Dialog, DialogContent, Tab, Tabs } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { MAIL_LIMITS, type MailFolder } from '../../../../contract/mail';
import { useSession } from '../../../authProvider/session';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { ComposeDialog } from '../../berichten/ComposeDialog';
import { type ComposeStart, forwardOf, replyTo } from '../../berichten/composeStart';
import { MailReader } from '../../berichten/MailReader';
import { MailTable } from '../../berichten/MailTable';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';

/**
 * The dossier's e-mail on the Communicatie tab (GET /new/mail/dossier/{id}/folders and
 * /{folder}): per folder, the mail linked to the dossier in the mailboxes the user may read, 100 to
 * a page (spec 002 §9); a row opens the reader, and a reply or forward is written here, on the
 * spot. Only for who may use the mail area; the query keys start with 'mail', so a mail event
 * reloads them (docs/events.md).
 */
const MailSection = ({ dossierId }: { dossierId: number }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.mail.dossier.${key}`);
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const mayRead = !!session?.permissions.includes('MENU_BERICHTEN_VIEW');
  const [folder, setFolder] = useState<MailFolder>('INBOX');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [composing, setComposing] = useState<ComposeStart | null>(null);
  const { data: mailboxes } = useQuery({ queryKey: ['mail', 'mailboxes'], queryFn: () => dataProvider.getMailboxes(), enabled: mayRead });
  const own = mailboxes?.find((b) => b.eigen && b.soort === 'GEBRUIKER')?.adres;
  const { data: folders } = useQuery({ queryKey: ['mail', 'dossier', dossierId, 'folders'], queryFn: () => dataProvider.getDossierMailFolders(dossierId), enabled: mayRead });
  const { data } = useQuery({
    queryKey: ['mail', 'dossier', dossierId, folder, page],
    queryFn: () => dataProvider.getDossierMail(dossierId, folder, { page, size: MAIL_LIMITS.pageSize }),
    enabled: mayRead,
    placeholderData: keepPreviousData,
  });
  if (!mayRead) return null;
  return (
    <SectionCard title={t('title')} testId="dossier-mail">
      <Tabs value={folder} onChange={(_, next: MailFolder) => (setFolder(next), setPage(0))} variant="scrollable" aria-label={t('folders')} sx={{ mb: 1 }}>
        {(folders ?? []).map((f) => (
          <Tab
            key={f.folder}
            value={f.folder}
            data-testid={`dossier-mail-folder-${f.folder}`}
            label={
              <Badge color="primary" badgeContent={f.ongelezen} invisible={!f.ongelezen} sx={{ pr: f.ongelezen ? 1.5 : 0 }}>
                {`${f.naam} (${f.aantal})`}
              </Badge>
            }
          />
        ))}
      </Tabs>
      {data && data.totalElements === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <MailTable rows={data?.content ?? []} openId={open} onOpen={(mail) => setOpen(mail.id)} testId="dossier-mail-list" />
          {data && <SectionPagination total={data.totalElements} page={page} size={MAIL_LIMITS.pageSize} onPage={setPage} />}
        </Box>
      )}
      {open !== null && (
        <Dialog open onClose={() => setOpen(null)} fullWidth maxWidth="md" aria-label={translate('app.mail.reader.label')}>
          <DialogContent sx={{ p: 1 }}>
            <MailReader id={open} onClose={() => setOpen(null)} onReply={(mail, all) => setComposing(replyTo(mail, all, own))} onForward={(mail) => setComposing(forwardOf(mail))} />
          </DialogContent>
        </Dialog>
      )}
      {composing && mailboxes && <ComposeDialog start={composing} mailboxes={mailboxes} onClose={() => setComposing(null)} />}
    </SectionCard>
  );
};

export default MailSection;
