import AttachFile from '@mui/icons-material/AttachFile';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { Confirm } from 'react-admin';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../authProvider/session';
import type { Note } from '../../../dataProvider/notes';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../../i18n/dates';
import { attachmentPath } from '../../../shell/inputs/noteFiles';
import { useViewerLink } from '../../pdf/viewerLink';

/** One note in full: its text, its attachments (each opens in the viewer) and, for its author, delete. */
export const NoteDialog = ({ note, onClose, onDeleted }: { note: Note; onClose: () => void; onDeleted: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const viewerLink = useViewerLink();
  const notify = useNotify();
  const t = (key: string, options?: object) => translate(`app.notes.${key}`, options);
  const session = useSession();
  const [confirming, setConfirming] = useState(false);
  const mayDelete = !!session?.permissions.includes('NIEUWE_TAAK_NOTITIE') && note.auteur?.id === session.userId;
  const remove = useMutation({
    mutationFn: () => dataProvider.deleteNote(note.id),
    onSuccess: () => {
      notify('app.notes.deleted', { type: 'success' });
      onDeleted();
    },
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" data-testid="note-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{note.onderwerp}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {t('by', { naam: note.auteur?.naam ?? '', datum: formatDateTime(note.createdAt) })} · {t(`aanleidingen.${note.aanleiding}`)} · {t(`prioriteiten.${note.priorityId}`)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="note-body-text">
          {note.bodyText}
        </Typography>
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
          {t('attachments')}
        </Typography>
        {note.bijlagen.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('noAttachments')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="note-attachments">
            {note.bijlagen.map((file) => (
              <Stack component="li" key={file.id} direction="row" alignItems="center" spacing={1}>
                <AttachFile fontSize="small" aria-hidden />
                <MuiLink component={Link} {...viewerLink(attachmentPath(note.id, note.onderwerp, file))} aria-label={t('open', { naam: file.naam })} data-testid={`note-attachment-${file.id}`}>
                  {file.naam}
                </MuiLink>
              </Stack>
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {mayDelete && (
          <Button color="error" onClick={() => setConfirming(true)} disabled={remove.isPending} data-testid="note-delete">
            {t('delete')}
          </Button>
        )}
        <Button onClick={onClose} data-testid="note-close">
          {t('close')}
        </Button>
      </DialogActions>
      <Confirm
        isOpen={confirming}
        title="app.notes.delete"
        content="app.notes.deleteConfirm"
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
};
