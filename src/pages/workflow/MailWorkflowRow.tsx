import MailOutline from '@mui/icons-material/MailOutline';
import { Box, Button, Checkbox, Link, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { TAAK_PRIORITEITEN } from '../../../contract/tasks';
import type { MailItem } from '../../dataProvider/mail';
import { formatDateTime } from '../../i18n/dates';

interface Props {
  mail: MailItem;
  selected: boolean;
  onSelect: () => void;
  onArchive: () => void;
}

/**
 * An incoming mail in the workflow list (docs/mail.md "Workflow and counters"): its subject opens
 * it in Berichten; its deadline, or when it came in; the mailbox it is in; archiving is how it is
 * done with.
 */
export const MailWorkflowRow = ({ mail, selected, onSelect, onArchive }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.mail.workflow.${key}`);
  const bold = !mail.gelezen ? 700 : undefined;
  return (
    <TableRow data-testid="workflow-row" data-mail={mail.id} selected={selected}>
      <TableCell padding="checkbox">
        <Checkbox checked={selected} onChange={onSelect} slotProps={{ input: { 'aria-label': translate('app.mail.list.select', { subject: mail.onderwerp }) } }} />
      </TableCell>
      <TableCell sx={{ fontWeight: bold }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <MailOutline fontSize="small" titleAccess={t('category')} />
          {mail.id}
        </Box>
      </TableCell>
      <TableCell sx={{ fontWeight: bold, overflowWrap: 'break-word', hyphens: 'auto' }} title={mail.voorbeeld}>
        <Link component={RouterLink} to={`/tickets/berichten?bericht=${mail.id}`} sx={{ fontWeight: 'inherit' }} data-testid="workflow-mail-open">
          {mail.onderwerp || translate('app.mail.list.noSubject')}
        </Link>
      </TableCell>
      <TableCell>
        {mail.dossierId !== null && (
          <Link component={RouterLink} to={`/dossiers/${mail.dossierId}`}>
            {mail.dossierId}
          </Link>
        )}
      </TableCell>
      <TableCell>{t('category')}</TableCell>
      <TableCell>{TAAK_PRIORITEITEN.find((p) => p.id === mail.prioriteitId)?.displayName}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(mail.deadline ?? mail.ontvangenOp)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={mail.postvak.naam}>
        {mail.postvak.naam}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(mail.gearchiveerd ? 'app.tasks.status.archived' : mail.gelezen ? 'app.tasks.status.open' : 'app.tasks.status.unread')}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {!mail.gearchiveerd && (
          <Button size="small" onClick={onArchive} data-testid={`archive-mail-${mail.id}`}>
            {t('archive')}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
};
