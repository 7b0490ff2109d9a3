import History from '@mui/icons-material/History';
import { Box, Card, CardContent, IconButton, Link, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { ExtractedParty } from '../../dataProvider/extractedParties';
import { formatDate } from '../../i18n/dates';
import { personName } from '../../../contract/names';
import { PartyHistoryDialog } from './PartyHistoryDialog';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Pager } from '../../shell/layout/Pager';

const SIZES = [25, 50, 100];
const partyName = (p: ExtractedParty) => p.bedrijfsNaam ?? personName(p);
const address = (p: ExtractedParty) => [[p.straatNaam, p.huisNummer].filter(Boolean).join(' '), p.postcode, p.plaatsNaam].filter(Boolean).join(', ');

/**
 * /extracted-parties: the parties read from documents across the dossiers in the user's scope,
 * with a search and each party's change history. Search and page live in the URL, so back and a
 * reload keep them.
 */
const ExtractedPartiesPage = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const page = Number(params.get('page') ?? 0) || 0;
  const size = SIZES.includes(Number(params.get('size'))) ? Number(params.get('size')) : SIZES[0];
  const [text, setText] = useState(query);
  const [history, setHistory] = useState<{ id: number; naam: string } | null>(null);
  const { data } = useQuery({
    queryKey: ['extracted-parties', query, page, size],
    queryFn: () => dataProvider.getExtractedParties({ query, page, size }),
    placeholderData: keepPreviousData,
  });
  const update = (next: Record<string, string | number>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v === '' || v === 0) merged.delete(k);
      else merged.set(k, String(v));
    }
    setParams(merged);
  };
  const columns = ['dossier', 'bron', 'rol', 'naam', 'geboorteDatum', 'bsn', 'kvkNummer', 'adres'] as const;
  return (
    <Card>
      <Title title={translate('app.extractedParties.title')} />
      <CardContent>
        <Box component="form" onSubmit={(e) => (e.preventDefault(), update({ query: text.trim(), page: 0 }))} sx={{ mb: 2 }}>
          <TextField
            size="small"
            label={translate('app.extractedParties.search')}
            helperText={translate('app.extractedParties.searchHint')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { 'data-testid': 'parties-search' } }}
            sx={{ minWidth: 320 }}
          />
        </Box>
        {data && !data.content.length ? (
          <Typography data-testid="parties-none">{translate('app.extractedParties.none')}</Typography>
        ) : (
          <Table size="small" data-testid="parties-table">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c}>{translate(`app.extractedParties.${c}`)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.content.map((p) => (
                <TableRow key={p.id} data-testid={`party-row-${p.id}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/dossiers/${p.dossierId}`}>
                      {p.dossierId}
                    </Link>
                  </TableCell>
                  <TableCell>{translate(`app.extractedParties.bronnen.${p.bron}`, { _: p.bron })}</TableCell>
                  <TableCell>{translate(`app.extractedParties.rollen.${p.rol}`, { _: p.rol })}</TableCell>
                  <TableCell>{partyName(p)}</TableCell>
                  <TableCell>{formatDate(p.geboorteDatum)}</TableCell>
                  <TableCell>{p.bsn ?? ''}</TableCell>
                  <TableCell>{p.kvkNummer ?? ''}</TableCell>
                  <TableCell>{address(p)}</TableCell>
                  <TableCell align="right">
                    <IconButton
                      size="small"
                      aria-label={translate('app.extractedParties.history')}
                      onClick={() => setHistory({ id: p.id, naam: partyName(p) })}
                      data-testid={`party-history-${p.id}`}
                    >
                      <History fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        {data && data.totalElements > 0 && (
          <Pager
            count={data.totalElements}
            page={page}
            rowsPerPage={size}
            rowsPerPageOptions={SIZES}
            onPageChange={(_, p) => update({ page: p })}
            onRowsPerPageChange={(e) => update({ size: Number(e.target.value), page: 0 })}
          />
        )}
      </CardContent>
      <PartyHistoryDialog party={history} onClose={() => setHistory(null)} />
    </Card>
  );
};

export default ExtractedPartiesPage;
