import { Box, Card, CardContent, Chip, Link, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useDeferredValue, useState } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { KANTOOR_TYPES, REGIOS } from '../../../contract/dossier';
import { OFFICE_SORT_COLUMNS } from '../../../contract/offices';
import type { OfficeSummary } from '../../dataProvider/offices';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { codeName } from '../../i18n/codeNames';
import { PAGE_SIZES, type Paging, PagingPager } from '../../shell/layout/Pager';

type Column = (typeof OFFICE_SORT_COLUMNS)[number];
const NUMBERS: readonly Column[] = ['aantalAdviseurs', 'lopendeDossiers', 'gepasseerd12Maanden'];
const COLUMNS: readonly (Column | 'kantoorType')[] = ['bedrijfsNaam', 'plaatsNaam', 'regio', 'kantoorType', 'afmNummer', ...NUMBERS];

/**
 * /adviseurs, Kantoren (spec 000 §2; docs/offices.md): the offices with their advisers, running
 * dossiers and last year's production, searched, filtered, sorted and paged by the server. A row
 * opens the office.
 */
const KantorenPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.offices.${key}`, options);
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [regio, setRegio] = useState('');
  const [kantoorType, setKantoorType] = useState('');
  const [actief, setActief] = useState('true');
  const [sort, setSort] = useState<{ field: Column; order: 'asc' | 'desc' }>({ field: 'bedrijfsNaam', order: 'asc' });
  const [paging, setPaging] = useState<Paging>({ page: 0, size: PAGE_SIZES[0] });
  const search = useDeferredValue(query.trim());
  const params = { query: search, regio, kantoorType, actief, sort: `${sort.field},${sort.order}`, ...paging };
  const { data } = useQuery({ queryKey: ['kantoren', params], queryFn: () => dataProvider.searchOffices(params), placeholderData: keepPreviousData });
  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPaging({ ...paging, page: 0 });
  };
  const sortBy = (field: Column) => setSort({ field, order: sort.field === field && sort.order === 'asc' ? 'desc' : NUMBERS.includes(field) ? 'desc' : 'asc' });
  const cell = (office: OfficeSummary, column: (typeof COLUMNS)[number]) =>
    column === 'regio' || column === 'kantoorType' ? codeName(column, office[column]) : String(office[column] ?? '');

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2 }}>{t('intro')}</Typography>
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <TextField
            size="small"
            label={t('search')}
            value={query}
            onChange={(event) => filter(setQuery)(event.target.value)}
            sx={{ minWidth: 380 }}
            slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'offices-search' } }}
          />
          <TextField select size="small" label={t('regio')} value={regio} onChange={(event) => filter(setRegio)(event.target.value)} sx={{ minWidth: 140 }} slotProps={{ htmlInput: { 'data-testid': 'offices-regio' } }}>
            <MenuItem value="">{t('alle')}</MenuItem>
            {REGIOS.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('kantoorType')} value={kantoorType} onChange={(event) => filter(setKantoorType)(event.target.value)} sx={{ minWidth: 160 }}>
            <MenuItem value="">{t('alle')}</MenuItem>
            {KANTOOR_TYPES.map((k) => (
              <MenuItem key={k.id} value={k.id}>
                {k.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('actief')} value={actief} onChange={(event) => filter(setActief)(event.target.value)} sx={{ minWidth: 140 }}>
            <MenuItem value="true">{t('actiefJa')}</MenuItem>
            <MenuItem value="false">{t('actiefNee')}</MenuItem>
            <MenuItem value="">{t('alle')}</MenuItem>
          </TextField>
        </Stack>
        {data && !data.content.length ? (
          <Typography data-testid="offices-empty">{t('empty')}</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" data-testid="offices-table" sx={{ '& th, & td': { px: 1 } }}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={NUMBERS.includes(column as Column) ? 'right' : undefined} sortDirection={sort.field === column ? sort.order : false} sx={{ whiteSpace: 'nowrap' }}>
                      {column === 'kantoorType' ? (
                        t(`columns.${column}`)
                      ) : (
                        <TableSortLabel active={sort.field === column} direction={sort.field === column ? sort.order : 'asc'} onClick={() => sortBy(column)}>
                          {t(`columns.${column}`)}
                        </TableSortLabel>
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data?.content.map((office) => (
                  <TableRow key={office.id} hover onClick={() => navigate(`/adviseurs/${office.id}`)} sx={{ cursor: 'pointer' }} data-testid={`office-row-${office.id}`}>
                    {COLUMNS.map((column) => (
                      <TableCell
                        key={column}
                        align={NUMBERS.includes(column as Column) ? 'right' : undefined}
                        sx={column === 'bedrijfsNaam' ? { minWidth: 240 } : { whiteSpace: 'nowrap' }}
                      >
                        {column === 'bedrijfsNaam' ? (
                          <>
                            {/* The name is the row's link: one Tab stop per office, and what a screen reader announces. */}
                            <Link component={RouterLink} to={`/adviseurs/${office.id}`} onClick={(event) => event.stopPropagation()} aria-label={t('open', { naam: office.bedrijfsNaam })} data-testid="office-link">
                              {office.bedrijfsNaam}
                            </Link>
                            {!office.active && <Chip size="small" label={t('inactive')} sx={{ ml: 1 }} />}
                          </>
                        ) : (
                          cell(office, column)
                        )}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
        {data && <PagingPager count={data.totalElements} paging={paging} onChange={setPaging} />}
      </CardContent>
    </Card>
  );
};

export default KantorenPage;
