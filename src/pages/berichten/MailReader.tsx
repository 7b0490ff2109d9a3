import Archive from '@mui/icons-material/Archive';
import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Delete from '@mui/icons-material/Delete';
import Event from '@mui/icons-material/Event';
import Flag from '@mui/icons-material/Flag';
import Forward from '@mui/icons-material/Forward';
import LinkIcon from '@mui/icons-material/Link';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Reply from '@mui/icons-material/Reply';
import ReplyAll from '@mui/icons-material/ReplyAll';
import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, IconButton, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { MAIL_FOLDERS, WORK_FOLDERS } from '../../../contract/mail';
import { useSession } from '../../authProvider/session';
import type { MailDetail } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDutchDateTime } from '../../i18n/dates';
import { addressList } from './addresses';
import { DeadlineDialog } from './DeadlineDialog';
import { LinkDialog, type LinkTarget } from './LinkDialog';
import { MailBody } from './MailBody';
import { refreshMail } from './mailQueries';
import { attachmentSize } from './sizes';

interface Props {
  id: number;
  onClose: () => void;
  onReply: (mail: MailDetail, all: boolean) => void;
  onForward: (mail: MailDetail) => void;
}

/**
 * The reader (spec 002 §2): who, when (in Dutch time), the mailbox, the dossier or office, the body
 * (cleaned), the attachments (a PDF opens in the viewer, anything else downloads), and every action
 * on the message, each answered with a message. Opening a message moves the focus to its subject,
 * with Beantwoorden two Tabs on (after Sluiten) and Doorsturen two more; an archived or deleted message leaves it.
 */
export const MailReader = ({ id, onClose, onReply, onForward }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.reader.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const session = useSession();
  const mayDelete = !!session?.permissions.includes('ALLOW_DELETE_MAIL');
  const [dialog, setDialog] = useState<'link' | 'deadline' | 'delete' | null>(null);
  const { data: mail, error } = useQuery({ queryKey: ['mail', 'detail', id], queryFn: () => dataProvider.getMail(id) });
  const subject = useRef<HTMLHeadingElement>(null);
  // Opening reads the message: the lists and counters show it read; the keyboard follows into it.
  useEffect(() => {
    if (!mail) return;
    void refreshMail(queryClient);
    subject.current?.focus();
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
  const run = (done: string, call: () => Promise<unknown>, onDone?: () => void) => act.mutate({ run: call, done }, { onSuccess: onDone });
  // A refused link (a dossier that does not exist) is the link dialog's to show, at the number.
  const link = async (target: LinkTarget) => {
    const fresh = mail.dossierId === null && !mail.kantoor;
    // A first link takes the spec's link calls; a change of link or unlinking its relink call.
    if (fresh && target.dossierId !== null) await dataProvider.linkMailToDossier(mail.id, target.dossierId);
    else if (fresh && target.kantoorId !== null) await dataProvider.linkMailToOffice(mail.id, target.kantoorId);
    else await dataProvider.relinkMail(mail.id, target);
    setDialog(null);
    notify(target.dossierId === null && target.kantoorId === null ? 'app.mail.done.unlinked' : 'app.mail.done.linked', { type: 'success' });
    await refreshMail(queryClient);
  };
  const files = mail.bijlagen.filter((b) => !b.inline);
  const download = (file: (typeof files)[number]) => dataProvider.downloadMailAttachment(file.id, file.naam);

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="mail-reader" aria-label={t('label')}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          ref={subject}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ flex: 1, overflowWrap: 'anywhere', '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
          data-testid="mail-subject"
        >
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
        <Button size="small" startIcon={<Forward />} onClick={() => onForward(mail)} data-testid="mail-forward">
          {t('forward')}
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
          <Button size="small" startIcon={<Archive />} onClick={() => run('archived', () => dataProvider.archiveMail([mail.id]), onClose)} data-testid="mail-archive">
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
        <dd data-testid="mail-from">{addressList([mail.van])}</dd>
        <dt>{t('to')}</dt>
        <dd data-testid="mail-to">{addressList(mail.aan)}</dd>
        {mail.cc.length > 0 && (
          <>
            <dt>{t('cc')}</dt>
            <dd>{addressList(mail.cc)}</dd>
          </>
        )}
        <dt>{t(mail.richting === 'IN' ? 'received' : 'sent')}</dt>
        <dd>{formatDutchDateTime(mail.ontvangenOp)}</dd>
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
            <dd data-testid="mail-deadline-value">{formatDutchDateTime(mail.deadline)}</dd>
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
                {file.naam} ({attachmentSize(file.grootte, translate)})
              </Button>
            ) : (
              <Button key={file.id} size="small" variant="outlined" startIcon={<AttachFile />} onClick={() => void download(file)} data-testid="mail-attachment">
                {file.naam} ({attachmentSize(file.grootte, translate)})
              </Button>
            ),
          )}
        </Stack>
      )}
      <Divider sx={{ my: 1.5 }} />
      <MailBody mail={mail} />

      {dialog === 'link' && <LinkDialog mail={mail} onClose={() => setDialog(null)} onLink={link} />}
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
