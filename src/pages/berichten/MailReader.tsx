import Archive from '@mui/icons-material/Archive';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Event from '@mui/icons-material/Event';
import Flag from '@mui/icons-material/Flag';
import LinkIcon from '@mui/icons-material/Link';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Reply from '@mui/icons-material/Reply';
import ReplyAll from '@mui/icons-material/ReplyAll';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, IconButton, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MAIL_FOLDERS, WORK_FOLDERS } from '../../../contract/mail';
import { useSession } from '../../authProvider/session';
import type { MailDetail } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { DeadlineDialog } from './DeadlineDialog';
import { LinkDialog, type LinkTarget } from './LinkDialog';
import { MailBody } from './MailBody';
import { refreshMail } from './mailQueries';

const addresses = (list: readonly { email: string; naam: string | null }[]) => list.map((a) => (a.naam ? `${a.naam} <${a.email}>` : a.email)).join(', ');
const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('nl-NL')} kB`;

interface Props {
  id: number;
  onClose: () => void;
  onReply: (mail: MailDetail, all: boolean) => void;
}

/**
 * The reader (spec 002 §2): who, when, the mailbox, the dossier or office, the body (cleaned), the
 * attachments (a PDF opens in the viewer, anything else downloads), and every action on the
 * message, each answered with a message.
 */
export const MailReader = ({ id, onClose, onReply }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.reader.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const session = useSession();
  const mayDelete = !!session?.permissions.includes('ALLOW_DELETE_MAIL');
  const [dialog, setDialog] = useState<'link' | 'deadline' | 'delete' | null>(null);
  const { data: mail, error } = useQuery({ queryKey: ['mail', 'detail', id], queryFn: () => dataProvider.getMail(id) });
  // Opening reads the message: the lists and counters show it read.
  useEffect(() => {
    if (mail) void refreshMail(queryClient);
  }, [mail?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const act = useMutation({
    mutationFn: ({ run }: { run: () => Promise<unknown>; done: string }) => run(),
    onSuccess: async (_, { done }) => {
      setDialog(null);
      notify(`app.mail.done.${done}`, { type: 'success' });
      await refreshMail(queryClient);
    },
  });
  if (error) return <Alert severity="error">{t('notFound')}</Alert>;
  if (!mail) return <Typography sx={{ p: 2 }}>{translate('app.header.loading')}</Typography>;
  const run = (done: string, call: () => Promise<unknown>) => act.mutate({ run: call, done });
  const files = mail.bijlagen.filter((b) => !b.inline);
  const download = (file: (typeof files)[number]) => dataProvider.downloadMailAttachment(file.id, file.naam);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="mail-reader" aria-label={t('label')}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }} data-testid="mail-subject">
          {mail.onderwerp || translate('app.mail.list.noSubject')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('close')}>
          <Close />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
        <Button size="small" startIcon={<Reply />} onClick={() => onReply(mail, false)} data-testid="mail-reply">
          {t('reply')}
        </Button>
        <Button size="small" startIcon={<ReplyAll />} onClick={() => onReply(mail, true)}>
          {t('replyAll')}
        </Button>
        <Button size="small" startIcon={<MarkEmailUnread />} onClick={() => run(mail.gelezen ? 'unread' : 'read', () => dataProvider.setMailRead(mail.id, !mail.gelezen))} data-testid="mail-toggle-read">
          {t(mail.gelezen ? 'markUnread' : 'markRead')}
        </Button>
        <Button size="small" startIcon={<Flag color={mail.opvolgen ? 'error' : undefined} />} onClick={() => run(mail.opvolgen ? 'followUpOff' : 'followUpOn', () => dataProvider.setMailFollowUp(mail.id, !mail.opvolgen))} data-testid="mail-follow-up">
          {t(mail.opvolgen ? 'followUpOff' : 'followUpOn')}
        </Button>
        {mail.richting === 'IN' && (
          <TextField
            select
            size="small"
            label={t('move')}
            value={mail.gearchiveerd ? '' : mail.folder}
            onChange={(event) => run('moved', () => dataProvider.setMailFolder(mail.id, event.target.value as (typeof WORK_FOLDERS)[number]))}
            sx={{ minWidth: 170 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'mail-move' } as object } }}
          >
            {WORK_FOLDERS.map((folder) => (
              <MenuItem key={folder} value={folder}>
                {MAIL_FOLDERS.find((f) => f.id === folder)!.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!mail.gearchiveerd && (
          <Button size="small" startIcon={<Archive />} onClick={() => run('archived', () => dataProvider.archiveMail([mail.id]))} data-testid="mail-archive">
            {t('archive')}
          </Button>
        )}
        <Button size="small" startIcon={<LinkIcon />} onClick={() => setDialog('link')} data-testid="mail-link">
          {t('link')}
        </Button>
        <Button size="small" startIcon={<Event />} onClick={() => setDialog('deadline')} data-testid="mail-deadline">
          {t('deadline')}
        </Button>
        {mayDelete && (
          <Button size="small" color="error" startIcon={<Delete />} onClick={() => setDialog('delete')} data-testid="mail-delete">
            {t('delete')}
          </Button>
        )}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0, fontSize: 14, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
        <dt>{t('from')}</dt>
        <dd data-testid="mail-from">{addresses([mail.van])}</dd>
        <dt>{t('to')}</dt>
        <dd>{addresses(mail.aan)}</dd>
        {mail.cc.length > 0 && (
          <>
            <dt>{t('cc')}</dt>
            <dd>{addresses(mail.cc)}</dd>
          </>
        )}
        <dt>{t(mail.richting === 'IN' ? 'received' : 'sent')}</dt>
        <dd>{formatDateTime(mail.ontvangenOp)}</dd>
        <dt>{t('mailbox')}</dt>
        <dd>{mail.postvak.naam}</dd>
        <dt>{t('linkedTo')}</dt>
        <dd data-testid="mail-linked">
          {mail.dossierId !== null ? (
            <Link component={RouterLink} to={`/dossiers/${mail.dossierId}`}>
              {t('dossier', { id: mail.dossierId })}
            </Link>
          ) : (
            (mail.kantoor?.naam ?? t('notLinked'))
          )}
          {mail.koppeling === 'AUTOMATISCH' && <Chip size="small" sx={{ ml: 1 }} label={t('automatic')} />}
        </dd>
        {mail.deadline && (
          <>
            <dt>{t('deadline')}</dt>
            <dd data-testid="mail-deadline-value">{formatDateTime(mail.deadline)}</dd>
          </>
        )}
      </Box>
      {mail.verzendstatus && mail.verzendstatus !== 'VERZONDEN' && (
        <Alert severity={mail.verzendstatus === 'WACHTEND' ? 'warning' : 'error'} sx={{ mt: 1 }} data-testid="mail-send-state">
          {translate(`app.mail.list.status.${mail.verzendstatus}`)}
          {mail.verzendfout ? `: ${mail.verzendfout}` : ''}
        </Alert>
      )}
      {files.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }} data-testid="mail-attachments">
          {files.map((file) =>
            file.mimeType === 'application/pdf' ? (
              <Button key={file.id} size="small" variant="outlined" component={RouterLink} to={`/pdf/mail/${file.id}`} startIcon={<PictureAsPdf />} data-testid="mail-attachment">
                {file.naam} ({kilobytes(file.grootte)})
              </Button>
            ) : (
              <Button key={file.id} size="small" variant="outlined" startIcon={<AttachFile />} onClick={() => void download(file)} data-testid="mail-attachment">
                {file.naam} ({kilobytes(file.grootte)})
              </Button>
            ),
          )}
        </Stack>
      )}
      <Divider sx={{ my: 1.5 }} />
      <MailBody mail={mail} />
      {dialog === 'link' && (
        <LinkDialog
          mail={mail}
          onClose={() => setDialog(null)}
          onLink={(target: LinkTarget) => {
            const fresh = mail.dossierId === null && !mail.kantoor;
            if (target.dossierId === null && target.kantoorId === null) return run('unlinked', () => dataProvider.relinkMail(mail.id, target));
            // A first link takes the spec's link calls; a change of link its relink call.
            if (fresh && target.dossierId !== null) return run('linked', () => dataProvider.linkMailToDossier(mail.id, target.dossierId!));
            if (fresh && target.kantoorId !== null) return run('linked', () => dataProvider.linkMailToOffice(mail.id, target.kantoorId!));
            run('linked', () => dataProvider.relinkMail(mail.id, target));
          }}
        />
      )}
      {dialog === 'deadline' && <DeadlineDialog value={mail.deadline} onClose={() => setDialog(null)} onSave={(timestamp) => run(timestamp ? 'deadline' : 'deadlineCleared', () => dataProvider.setMailDeadline(mail.id, timestamp))} />}
      {dialog === 'delete' && (
        <Dialog open onClose={() => setDialog(null)} aria-labelledby="mail-delete-title">
          <DialogTitle id="mail-delete-title">{t('deleteTitle')}</DialogTitle>
          <DialogContent>{t('deleteText', { subject: mail.onderwerp })}</DialogContent>
          <DialogActions>
            <Button onClick={() => setDialog(null)}>{translate('ra.action.cancel')}</Button>
            <Button
              color="error"
              variant="contained"
              data-testid="mail-delete-confirm"
              onClick={() =>
                act.mutate({ run: () => dataProvider.deleteMail(mail.id), done: 'deleted' }, { onSuccess: onClose })
              }
            >
              {t('delete')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Paper>
  );
};
