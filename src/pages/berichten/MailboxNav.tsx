import { Badge, List, ListItem, ListItemButton, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { MailFolder } from '../../../contract/mail';
import type { FolderCount, Mailbox } from '../../dataProvider/mail';

interface Props {
  mailboxes: readonly Mailbox[];
  mailboxId: number | undefined;
  onMailbox: (id: number) => void;
  folders: readonly FolderCount[] | undefined;
  folder: MailFolder;
  onFolder: (folder: MailFolder) => void;
}

/** The mailbox choice (own, teams', colleagues' the user may read) and its folders with the unread in each (spec 002 §2). */
export const MailboxNav = ({ mailboxes, mailboxId, onMailbox, folders, folder, onFolder }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.nav.${key}`, options);
  const kind = (box: Mailbox) => t(box.soort === 'TEAM' ? 'team' : box.eigen ? 'own' : 'colleague');
  return (
    <nav aria-label={t('label')}>
      <TextField
        select
        fullWidth
        size="small"
        label={t('mailbox')}
        value={mailboxId === undefined ? '' : String(mailboxId)}
        onChange={(event) => onMailbox(Number(event.target.value))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'mailbox-select' } as object } }}
      >
        {mailboxes.map((box) => (
          <MenuItem key={box.id} value={String(box.id)}>
            <ListItemText primary={box.naam} secondary={box.ongelezen ? t('unreadKind', { kind: kind(box), count: box.ongelezen }) : kind(box)} sx={{ my: 0 }} />
          </MenuItem>
        ))}
      </TextField>
      <List dense sx={{ mt: 1 }} data-testid="mail-folders">
        {(folders ?? []).map((f) => (
          <ListItem key={f.folder} disablePadding>
            <ListItemButton selected={f.folder === folder} onClick={() => onFolder(f.folder)} aria-current={f.folder === folder ? 'page' : undefined} data-testid={`folder-${f.folder}`}>
              <ListItemText primary={f.naam} />
              {f.ongelezen > 0 && <Badge color="primary" badgeContent={f.ongelezen} max={999} sx={{ mr: 1.5 }} aria-label={t('unread', { count: f.ongelezen })} />}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
};
