import Archive from '@mui/icons-material/Archive';
import Download from '@mui/icons-material/Download';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import Edit from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { holds } from '../../authProvider/accessRule';
import { useSession } from '../../authProvider/session';
import { homeRoute } from '../../shell/routing/resolveAccess';
import { MAIL_LIMITS, type MailFolder } from '../../../contract/mail';
import type { MailItem } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Pager } from '../../shell/layout/Pager';
import { ComposeDialog } from './ComposeDialog';
import { type ComposeStart, EMPTY_MESSAGE, forwardOf, replyTo } from './composeStart';
import { MailboxNav } from './MailboxNav';
import { MailReader } from './MailReader';
import { MailTable } from './MailTable';
import { refreshMail } from './mailQueries';

/**
 * /tickets/berichten (spec 002 §2): the mailbox and folder on the left (another mailbox opens at
 * its Postvak IN); the list (100 to a page) with multi-select for reading and archiving together;
 * the reader below the list (an archived message leaves it); writing, answering and forwarding in
 * a dialog. A message may be opened straight from elsewhere with ?bericht={id}.
 */
const BerichtenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const [chosenBox, setChosenBox] = useState<number>();
  const [folder, setFolder] = useState<MailFolder>('INBOX');
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<number[]>([]);
  const [composing, setComposing] = useState<ComposeStart | null>(null);
  const openId = params.get('bericht') ? Number(params.get('bericht')) : null;
  const setOpen = (id: number | null) => setParams(id === null ? {} : { bericht: String(id) }, { replace: true });

  const { data: mailboxes } = useQuery({ queryKey: ['mail', 'mailboxes'], queryFn: () => dataProvider.getMailboxes() });
  const mailboxId = chosenBox ?? mailboxes?.[0]?.id;
  const filter = { postvakId: mailboxId, folder };
  const { data: folders } = useQuery({ queryKey: ['mail', 'folders', mailboxId], queryFn: () => dataProvider.getMailFolders({ postvakId: mailboxId }), enabled: mailboxId !== undefined });
  const { data } = useQuery({
    queryKey: ['mail', 'list', mailboxId, folder, page],
    queryFn: () => dataProvider.searchMail({ page, size: MAIL_LIMITS.pageSize }, filter),
    enabled: mailboxId !== undefined,
    placeholderData: keepPreviousData,
  });
  const rows = data?.content ?? [];

  // A message opened from elsewhere (the search, a dossier) is shown among its own mailbox and
  // folder when the list on screen does not hold it; the reader asks for the same detail, so this
  // costs no call of its own.
  const { data: opened } = useQuery({ queryKey: ['mail', 'detail', openId], queryFn: () => dataProvider.getMail(openId!), enabled: openId !== null });
  const [followed, setFollowed] = useState<number | null>(null);
  if (opened?.id === openId && followed !== openId && mailboxes && data) {
    setFollowed(openId);
    if (!rows.some((mail) => mail.id === openId)) {
      if (mailboxes.some((box) => box.id === opened.postvak.id)) setChosenBox(opened.postvak.id);
      setFolder(opened.gearchiveerd ? 'ARCHIEF' : opened.folder);
      setPage(0);
    }
  }

  const bulk = useMutation({
    mutationFn: ({ run }: { run: () => Promise<{ aantal: number }>; done: string }) => run(),
    onSuccess: async (result, { done }) => {
      // An archived message leaves the reader, as it leaves the list.
      if (done === 'bulkArchived' && openId !== null && selected.includes(openId)) setOpen(null);
      setSelected([]);
      notify(`app.mail.done.${done}`, { type: 'success', messageArgs: { smart_count: result.aantal } });
      await refreshMail(queryClient);
    },
  });
  const followUp = useMutation({
    mutationFn: (mail: MailItem) => dataProvider.setMailFollowUp(mail.id, !mail.opvolgen),
    onSuccess: async (mail) => {
      notify(mail.opvolgen ? 'app.mail.done.followUpOn' : 'app.mail.done.followUpOff', { type: 'success' });
      await refreshMail(queryClient);
    },
  });
  const own = mailboxes?.find((b) => b.eigen && b.soort === 'GEBRUIKER')?.adres;

  return (
    <Card>
      <Title title={translate('app.area.berichten')} />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '220px minmax(0, 1fr)' }, gap: 2, alignItems: 'start' }}>
        <Box>
          <Button fullWidth variant="contained" startIcon={<Edit />} onClick={() => setComposing({ ...EMPTY_MESSAGE, postvakId: mailboxId })} sx={{ mb: 2 }} data-testid="mail-new">
            {t('new')}
          </Button>
          <MailboxNav
            mailboxes={mailboxes ?? []}
            mailboxId={mailboxId}
            onMailbox={(id) => (setChosenBox(id), setFolder('INBOX'), setPage(0), setSelected([]), setOpen(null))}
            folders={folders}
            folder={folder}
            onFolder={(next) => (setFolder(next), setPage(0), setSelected([]))}
          />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
            <Button size="small" variant="outlined" startIcon={<DraftsOutlined />} disabled={!selected.length} onClick={() => bulk.mutate({ run: () => dataProvider.markMailRead(selected), done: 'bulkRead' })} data-testid="mail-bulk-read">
              {t('bulk.read', { count: selected.length })}
            </Button>
            <Button size="small" variant="outlined" startIcon={<Archive />} disabled={!selected.length} onClick={() => bulk.mutate({ run: () => dataProvider.archiveMail(selected), done: 'bulkArchived' })} data-testid="mail-bulk-archive">
              {t('bulk.archive', { count: selected.length })}
            </Button>
            <TextField
              select
              size="small"
              label={t('report')}
              value=""
              onChange={(event) => void dataProvider.downloadMailReport(filter, event.target.value as 'csv' | 'pdf').then(() => notify('app.mail.done.report', { type: 'success' }))}
              sx={{ minWidth: 150, ml: 'auto' }}
              slotProps={{ select: { IconComponent: Download } }}
            >
              <MenuItem value="csv">{t('reportCsv')}</MenuItem>
              <MenuItem value="pdf">{t('reportPdf')}</MenuItem>
            </TextField>
          </Box>
          {data && !rows.length ? (
            <Typography sx={{ py: 2 }} data-testid="mail-empty">
              {t('empty')}
            </Typography>
          ) : (
            <MailTable rows={rows} openId={openId} onOpen={(mail) => setOpen(mail.id)} selected={selected} onSelect={setSelected} onFollowUp={(mail) => followUp.mutate(mail)} />
          )}
          {data && data.totalElements > MAIL_LIMITS.pageSize && (
            <Pager count={data.totalElements} page={page} rowsPerPage={MAIL_LIMITS.pageSize} rowsPerPageOptions={[MAIL_LIMITS.pageSize]} onPageChange={(_, next) => setPage(next)} />
          )}
          {openId !== null && (
            <Box sx={{ mt: 2 }}>
              <MailReader
                key={openId}
                id={openId}
                onClose={() => setOpen(null)}
                onReply={(mail, all) => setComposing(replyTo(mail, all, own))}
                onForward={(mail) => setComposing(forwardOf(mail))}
              />
            </Box>
          )}
        </Box>
      </CardContent>
      {composing && mailboxes && <ComposeDialog start={composing} mailboxes={mailboxes} onClose={() => setComposing(null)} />}
    </Card>
  );
};

/** The spec leaves /tickets unguarded; without the mail permission the server would refuse every call, so go home instead. */
const BerichtenRoute = () => {
  const session = useSession();
  if (session && !holds(session.permissions, { anyOf: ['MENU_BERICHTEN_VIEW'] })) {
    return <Navigate to={homeRoute({ permissions: session.permissions, userCode: session.userCode })} replace />;
  }
  return <BerichtenPage />;
};

export default BerichtenRoute;
