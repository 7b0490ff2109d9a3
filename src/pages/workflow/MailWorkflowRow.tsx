import MailOutline from '@mui/icons-material/MailOutline';
import { Box, Button, Checkbox, Link, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { MailItem } from '../../dataProvider/mail';
import { formatDutchDateTime } from '../../i18n/dates';
import { MarkUnreadButton, PrioritySelect } from './TaskRowActions';

interface Props {
  mail: MailItem;
  selected: boolean;
  onSelect: () => void;
  /** Normaal, Hoog, Spoed, as for a task. */
  priorities: { id: number; displayName: string }[] | undefined;
  onPriority: (value: number) => void;
  /** Done archives the mail; undone puts it back to work. */
  onDone: (done: boolean) => void;
  onUnread: () => void;
}

/**
 * An incoming mail in the workflow list (docs/mail.md "Workflow and counters"): its subject opens
 * it in Berichten; its deadline, or when it came in, in Dutch time; the mailbox it is in; and the
 * task row's actions (spec 000 §7): priority, done (archived) or open again, unread again.
 */
export const MailWorkflowRow = ({ mail, selected, onSelect, priorities, onPriority, onDone, onUnread }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.workflow.${key}`, options);
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
      <TableCell>
        <PrioritySelect id={mail.id} value={mail.prioriteitId} options={priorities} onChange={onPriority} label={t('priorityLabel', { id: mail.id })} testId={`mail-priority-${mail.id}`} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDutchDateTime(mail.deadline ?? mail.ontvangenOp)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }} title={mail.postvak.naam}>
        {mail.postvak.naam}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {translate(mail.gearchiveerd ? 'app.tasks.status.done' : mail.gelezen ? 'app.tasks.status.open' : 'app.tasks.status.unread')}
        {!mail.gearchiveerd && mail.gelezen && <MarkUnreadButton id={mail.id} onClick={onUnread} label={t('unreadRow', { id: mail.id })} testId={`mail-unread-${mail.id}`} />}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Button size="small" onClick={() => onDone(!mail.gearchiveerd)} data-testid={`mail-done-${mail.id}`}>
          {translate(mail.gearchiveerd ? 'app.tasks.markUndone' : 'app.tasks.markDone')}
        </Button>
      </TableCell>
    </TableRow>
  );
};
