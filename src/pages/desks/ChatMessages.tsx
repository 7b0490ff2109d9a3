import AttachFile from '@mui/icons-material/AttachFile';
import { Box, Chip, Link, Paper, Stack, Typography, alpha } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeskRole } from '../../../contract/desks';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { deskPdfPath } from './deskFiles';

interface ChatFile {
  key: string;
  naam: string;
  mimeType: string;
}

export interface ChatMessage {
  id: number;
  afzender: { id: number; naam: string };
  rol: DeskRole;
  message: string;
  createdAt: string | Date;
  files: ChatFile[];
  /** Verdicts and statuses the message carried, as chips under its text. */
  tags: string[];
  /** A status change written into the chat rather than typed. */
  system?: boolean;
}

/** A file of a message: a PDF opens in the viewer, a photo in a new tab. */
const FileLink = ({ file }: { file: ChatFile }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const label = translate('app.desks.fileOpen', { naam: file.naam });
  if (file.mimeType === 'application/pdf') {
    return (
      <Link component={RouterLink} to={deskPdfPath(file.key, file.naam)} aria-label={label} data-testid="desk-file">
        {file.naam}
      </Link>
    );
  }
  const open = async () => {
    const url = URL.createObjectURL(await dataProvider.getDeskFile(file.key));
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };
  return (
    <Link component="button" type="button" onClick={() => void open()} aria-label={label} data-testid="desk-file">
      {file.naam}
    </Link>
  );
};

/**
 * The messages of a desk conversation, oldest first, scrolled to the newest: the user's own on the
 * right, the other parties' on the left with their name and part (adviser, back office, money
 * provider), files and verdicts under the text.
 */
export const ChatMessages = ({ messages, userId }: { messages: ChatMessage[]; userId: number | undefined }) => {
  const translate = useTranslate();
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);
  return (
    <Stack spacing={1.5} sx={{ maxHeight: '52vh', overflowY: 'auto', p: 1, bgcolor: 'action.hover', borderRadius: 1 }} data-testid="desk-messages" tabIndex={0} aria-label={translate('app.desks.messages')}>
      {messages.map((m) => {
        const own = m.afzender.id === userId;
        return (
          <Box key={m.id} sx={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }} data-testid="desk-message" data-role={m.rol}>
            <Paper
              variant="outlined"
              sx={(theme) => ({ p: 1.25, maxWidth: '85%', bgcolor: own && !m.system ? alpha(theme.palette.primary.main, 0.07) : 'background.paper' })}
            >
              <Typography variant="caption" color="text.secondary" component="div">
                {m.afzender.naam} · {translate(`app.desks.roles.${m.rol}`)} · {formatDateTime(m.createdAt)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', fontStyle: m.system ? 'italic' : undefined, overflowWrap: 'anywhere' }}>
                {m.message}
              </Typography>
              {(m.tags.length > 0 || m.files.length > 0) && (
                <Stack direction="row" spacing={1} sx={{ mt: 0.75, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
                  {m.tags.map((tag) => (
                    <Chip key={tag} size="small" color="secondary" label={tag} data-testid="desk-message-tag" />
                  ))}
                  {m.files.map((file) => (
                    <Stack key={file.key} direction="row" spacing={0.25} sx={{ alignItems: 'center' }}>
                      <AttachFile fontSize="small" aria-hidden />
                      <FileLink file={file} />
                    </Stack>
                  ))}
                </Stack>
              )}
            </Paper>
          </Box>
        );
      })}
      <div ref={end} />
    </Stack>
  );
};
