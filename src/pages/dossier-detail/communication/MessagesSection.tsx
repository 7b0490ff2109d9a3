import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatDateTime } from '../../../i18n/dates';
import { BERICHT_SOORTEN, type DossierMessage } from '../../../../contract/dossier-messages';
import { HDN_SOORTEN } from '../../../../contract/hdn';
import { useSession } from '../../../authProvider/session';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { MessageDialog } from './MessageDialog';
import { dossierKey } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { OpenableRow } from '../forms/OpenableRow';

const SIZE = 25;
const COLUMNS = ['datum', 'richting', 'soort', 'onderwerp', 'afzender', 'ontvanger'] as const;
/**
 * Shares of the width: the table fits the tab at 1,366 px, the names wrapping between words, and a
 * word longer than its column ('Statusinformatiebericht') inside it rather than over the next.
 */
const WIDTHS: Record<(typeof COLUMNS)[number], string> = { datum: '18%', richting: '11%', soort: '18%', onderwerp: '21%', afzender: '16%', ontvanger: '16%' };

/** 'HDN SX – Statusinformatiebericht' for an HDN message, the kind's name for the others. */
const messageKind = (message: DossierMessage, t: (key: string, options?: object) => string) => {
  if (!message.hdn) return BERICHT_SOORTEN.find((s) => s.id === message.soort)?.name ?? message.soort;
  const kind = HDN_SOORTEN.find((s) => s.id === message.hdn!.soort);
  return kind ? t('hdnSoort', { code: kind.id, naam: kind.name }) : t('hdnOnleesbaar');
};

/**
 * The communicatie tab: the messages exchanged on the dossier, newest first: its letters and
 * messages to the adviser, and its real HDN messages (docs/hdn.md) for who may read those. A row
 * opens the message; an HDN message opens on its own page (HDN Berichten, or the HDN log). The
 * e-mail (MailSection), the tasks (tasks/TasksSection) and the notes (notes/NotesSection) follow below.
 */
const MessagesSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.dossierDetail.messages.${key}`, options);
  const navigate = useNavigate();
  const session = useSession();
  const hdnBase = session?.permissions.includes('MENU_HDN_BERICHTEN_VIEW') ? '/tickets/hdn' : '/hdn-log';
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<DossierMessage | null>(null);
  const { data } = useQuery({
    queryKey: [...dossierKey(dossierId), 'messages', page],
    queryFn: () => dataProvider.getDossierMessages(dossierId, page, SIZE),
    placeholderData: keepPreviousData,
  });
  const cell = (message: DossierMessage, column: (typeof COLUMNS)[number]) => {
    if (column === 'datum') return formatDateTime(message.datum);
    if (column === 'richting') return t(message.richting);
    if (column === 'soort') return messageKind(message, t);
    return message[column];
  };
  return (
    <SectionCard title={t('title')} testId="messages">
      {data && data.totalElements === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ tableLayout: 'fixed' }}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} sx={{ width: WIDTHS[column] }}>
                    {t(column)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((message) => (
                <OpenableRow
                  key={`${message.bron}-${message.id}`}
                  onOpen={() => (message.hdn ? navigate(`${hdnBase}/${message.id}`) : setOpen(message))}
                  data-testid={message.hdn ? `message-hdn-${message.id}` : `message-${message.id}`}
                >
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'datum' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                      {cell(message, column)}
                    </TableCell>
                  ))}
                </OpenableRow>
              ))}
            </TableBody>
          </Table>
          {data && <SectionPagination total={data.totalElements} page={page} size={SIZE} onPage={setPage} />}
        </Box>
      )}
      {open && <MessageDialog message={open} onClose={() => setOpen(null)} />}
    </SectionCard>
  );
};

export default MessagesSection;
