import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { formatDateTime } from '../../../i18n/dates';
import { BERICHT_SOORTEN, type DossierMessage } from '../../../../contract/dossier-messages';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { MessageDialog } from './MessageDialog';
import { dossierKey } from '../useDossier';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { OpenableRow } from '../forms/OpenableRow';

const SIZE = 25;
const COLUMNS = ['datum', 'richting', 'soort', 'onderwerp', 'afzender', 'ontvanger'] as const;
/** Shares of the width: the table fits the tab at 1,366 px, the names wrapping between words. */
const WIDTHS: Record<(typeof COLUMNS)[number], string> = { datum: '19%', richting: '11%', soort: '13%', onderwerp: '21%', afzender: '18%', ontvanger: '18%' };

/**
 * The communicatie tab: the messages exchanged on the dossier, newest first; a row opens the
 * message. The e-mail (MailSection), the tasks (tasks/TasksSection) and the notes (notes/NotesSection) follow below.
 */
const MessagesSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string) => translate(`app.dossierDetail.messages.${key}`);
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
    if (column === 'soort') return BERICHT_SOORTEN.find((s) => s.id === message.soort)?.name ?? message.soort;
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
                <OpenableRow key={message.id} onOpen={() => setOpen(message)} data-testid={`message-${message.id}`}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'datum' ? { whiteSpace: 'nowrap' } : undefined}>
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
