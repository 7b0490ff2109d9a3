import AttachFile from '@mui/icons-material/AttachFile';
import Flag from '@mui/icons-material/Flag';
import OutlinedFlag from '@mui/icons-material/OutlinedFlag';
import MarkEmailUnread from '@mui/icons-material/MarkEmailUnread';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import { Box, Checkbox, Chip, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { MailItem } from '../../dataProvider/mail';
import { formatDutchDateTime } from '../../i18n/dates';
import { OpenableRow } from '../dossier-detail/forms/OpenableRow';

/** Fixed widths, the subject taking what is left: the list fits the 1,366 px screen beside the folders. */
const WIDTHS = { select: 52, unread: 36, followUp: 44, dossier: 76, deadline: 142, date: 142 };

interface Props {
  rows: readonly MailItem[];
  openId: number | null;
  onOpen: (mail: MailItem) => void;
  /** Multi-select for the bulk actions; without it no checkboxes. */
  selected?: readonly number[];
  onSelect?: (ids: number[]) => void;
  onFollowUp?: (mail: MailItem) => void;
  testId?: string;
}

/** Who a row is from, or (sent mail) to. */
const party = (mail: MailItem) => (mail.richting === 'IN' ? mail.van.naam || mail.van.email : mail.aan.map((a) => a.naam || a.email).join(', '));

/**
 * A mail list (spec 002 §2): read or unread (bold, an envelope), priority (an exclamation mark),
 * the active message highlighted, a follow-up flag to switch, the dossier, the deadline and when
 * it came in or went out; sent mail shows whether it is on its way or could not be sent.
 */
export const MailTable = ({ rows, openId, onOpen, selected, onSelect, onFollowUp, testId = 'mail-list' }: Props) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mail.list.${key}`, options);
  const all = rows.length > 0 && !!selected && rows.every((r) => selected.includes(r.id));
  const toggle = (id: number) => onSelect?.(selected!.includes(id) ? selected!.filter((s) => s !== id) : [...selected!, id]);
  return (
    <Table size="small" sx={{ tableLayout: 'fixed' }} data-testid={testId}>
      <TableHead>
        <TableRow>
          {onSelect && (
            <TableCell sx={{ width: WIDTHS.select, p: 0, textAlign: 'center' }}>
              <Checkbox checked={all} onChange={() => onSelect(all ? [] : rows.map((r) => r.id))} slotProps={{ input: { 'aria-label': t('selectAll') } }} />
            </TableCell>
          )}
          <TableCell sx={{ width: WIDTHS.unread, px: 0.5 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('unread')}
            </Box>
          </TableCell>
          <TableCell sx={{ width: WIDTHS.followUp, px: 0.5 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('followUp')}
            </Box>
          </TableCell>
          <TableCell>{t('message')}</TableCell>
          <TableCell sx={{ width: WIDTHS.dossier }}>{t('dossier')}</TableCell>
          <TableCell sx={{ width: WIDTHS.deadline }}>{t('deadline')}</TableCell>
          <TableCell sx={{ width: WIDTHS.date }}>{t('date')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((mail) => {
          const bold = !mail.gelezen && mail.richting === 'IN' ? 700 : undefined;
          return (
            <OpenableRow key={mail.id} selected={mail.id === openId} onOpen={() => onOpen(mail)} data-testid="mail-row" data-mail={mail.id} data-unread={!mail.gelezen} aria-current={mail.id === openId || undefined}>
              {onSelect && (
                <TableCell sx={{ p: 0, textAlign: 'center' }} onClick={(event) => event.stopPropagation()}>
                  <Checkbox checked={selected!.includes(mail.id)} onChange={() => toggle(mail.id)} slotProps={{ input: { 'aria-label': t('select', { subject: mail.onderwerp }) } }} />
                </TableCell>
              )}
              <TableCell sx={{ px: 0.5 }}>{bold && <MarkEmailUnread fontSize="small" color="primary" titleAccess={t('unread')} />}</TableCell>
              <TableCell sx={{ px: 0.5 }} onClick={(event) => event.stopPropagation()}>
                <Tooltip title={t(mail.opvolgen ? 'followUpOff' : 'followUpOn')}>
                  <IconButton size="small" onClick={() => onFollowUp?.(mail)} disabled={!onFollowUp} aria-pressed={mail.opvolgen} aria-label={t('followUp')} data-testid="mail-flag">
                    {mail.opvolgen ? <Flag fontSize="small" color="error" /> : <OutlinedFlag fontSize="small" />}
                  </IconButton>
                </Tooltip>
              </TableCell>
              <TableCell sx={{ overflow: 'hidden' }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: bold }} title={party(mail)}>
                  {mail.richting === 'UIT' ? `${t('to')} ${party(mail)}` : party(mail)}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
                  {mail.prioriteitId < 3 && <PriorityHigh fontSize="small" color="error" titleAccess={t('highPriority')} />}
                  {mail.aantalBijlagen > 0 && <AttachFile fontSize="small" titleAccess={t('attachments', { count: mail.aantalBijlagen })} />}
                  <Typography variant="body2" noWrap sx={{ fontWeight: bold }} title={mail.onderwerp}>
                    {mail.onderwerp || t('noSubject')}
                  </Typography>
                  {mail.verzendstatus && mail.verzendstatus !== 'VERZONDEN' && (
                    <Chip size="small" color={mail.verzendstatus === 'WACHTEND' ? 'warning' : 'error'} label={t(`status.${mail.verzendstatus}`)} title={mail.verzendfout ?? undefined} data-testid="mail-status" />
                  )}
                </Box>
              </TableCell>
              <TableCell onClick={(event) => event.stopPropagation()}>
                {mail.dossierId !== null ? (
                  <Link component={RouterLink} to={`/dossiers/${mail.dossierId}`}>
                    {mail.dossierId}
                  </Link>
                ) : (
                  <Typography variant="body2" noWrap title={mail.kantoor?.naam}>
                    {mail.kantoor?.naam ?? ''}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDutchDateTime(mail.deadline)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: bold }}>{formatDutchDateTime(mail.ontvangenOp)}</TableCell>
            </OpenableRow>
          );
        })}
      </TableBody>
    </Table>
  );
};

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
