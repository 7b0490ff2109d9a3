import Add from '@mui/icons-material/Add';
import { Alert, Box, Button, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { NOTE_LIMITS } from '../../../../contract/limits';
import type { Note } from '../../../dataProvider/notes';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../../i18n/dates';
import { useHasPermission } from '../documents/useDocumentRefs';
import { SectionCard } from '../forms/SectionCard';
import { SectionPagination } from '../forms/SectionPagination';
import { dossierKey, useRefreshDossier } from '../useDossier';
import { NoteCreateDialog } from './NoteCreateDialog';
import { NoteDialog } from './NoteDialog';
import { OpenableRow } from '../forms/OpenableRow';

const COLUMNS = ['datum', 'onderwerp', 'aanleiding', 'prioriteit', 'auteur', 'bijlagen'] as const;

/**
 * The dossier's notes on the Communicatie tab (spec 000 §3–§5), ten to a page, newest first; a row
 * opens the note. Reading needs DOSSIER_DETAIL_NOTITIES, writing NIEUWE_TAAK_NOTITIE.
 */
const NotesSection = ({ dossierId }: { dossierId: number }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.notes.${key}`, options);
  const may = useHasPermission();
  const refresh = useRefreshDossier(dossierId);
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<Note | null>(null);
  const mayRead = may('DOSSIER_DETAIL_NOTITIES');
  const { data } = useQuery({
    queryKey: [...dossierKey(dossierId), 'notes', page],
    queryFn: () => dataProvider.getNotes(dossierId, page, NOTE_LIMITS.pageSize),
    placeholderData: keepPreviousData,
    enabled: mayRead,
  });
  if (!mayRead) return null;
  const cell = (note: Note, column: (typeof COLUMNS)[number]) => {
    if (column === 'datum') return formatDateTime(note.createdAt);
    if (column === 'onderwerp') return note.onderwerp;
    if (column === 'aanleiding') return t(`aanleidingen.${note.aanleiding}`);
    if (column === 'prioriteit') return t(`prioriteiten.${note.priorityId}`);
    if (column === 'auteur') return note.auteur?.naam ?? '';
    return note.bijlagen.length || '';
  };
  return (
    <SectionCard
      title={t('title')}
      testId="notes"
      action={
        may('NIEUWE_TAAK_NOTITIE') && (
          <Button size="small" startIcon={<Add />} onClick={() => setCreating(true)} data-testid="note-create">
            {t('create')}
          </Button>
        )
      }
    >
      {data && data.totalElements === 0 ? (
        <Alert severity="info">{t('none')}</Alert>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`columns.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((note) => (
                <OpenableRow key={note.id} onOpen={() => setOpen(note)} data-testid={`note-${note.id}`}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={column === 'datum' ? { whiteSpace: 'nowrap' } : { overflowWrap: 'anywhere' }}>
                      {cell(note, column)}
                    </TableCell>
                  ))}
                </OpenableRow>
              ))}
            </TableBody>
          </Table>
          {data && <SectionPagination total={data.totalElements} page={page} size={NOTE_LIMITS.pageSize} onPage={setPage} />}
        </Box>
      )}
      {creating && (
        <NoteCreateDialog
          dossierId={dossierId}
          onClose={() => setCreating(false)}
          onSaved={() => {
            setCreating(false);
            setPage(0);
            void refresh();
          }}
        />
      )}
      {open && (
        <NoteDialog
          note={open}
          onClose={() => setOpen(null)}
          onDeleted={() => {
            setOpen(null);
            void refresh();
          }}
        />
      )}
    </SectionCard>
  );
};

export default NotesSection;
