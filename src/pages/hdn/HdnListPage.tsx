import { Card, CardContent, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { Pager, PAGE_SIZES } from '../../shell/layout/Pager';
import { HdnFilters } from './HdnFilters';
import { HDN_BASE, type HdnMode } from './hdnNames';
import { HdnTable } from './HdnTable';
import { useHdnQuery } from './useHdnQuery';

/**
 * HDN Berichten (/tickets/hdn: the messages received for dossiers) and the HDN log (/hdn-log: every
 * message in and out): one list on the one store, filtered, paged and sorted by the server.
 */
const HdnListPage = ({ mode }: { mode: HdnMode }) => {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const { query, filters, update, reset, filtered } = useHdnQuery(mode);
  const { data } = useQuery({ queryKey: ['hdn', query], queryFn: () => dataProvider.getHdnMessages(query), placeholderData: keepPreviousData });
  const title = translate(mode === 'berichten' ? 'app.hdn.titleBerichten' : 'app.hdn.titleLog');
  return (
    <Card>
      <Title title={title} />
      <CardContent>
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
          {translate(mode === 'berichten' ? 'app.hdn.introBerichten' : 'app.hdn.introLog')}
        </Typography>
        <HdnFilters mode={mode} filters={filters} onChange={update} onReset={reset} filtered={filtered} />
        <HdnTable mode={mode} rows={data?.content} sort={query.sort ?? 'tijdstip,desc'} onSort={(sort) => update({ sort })} onOpen={(id) => navigate(`${HDN_BASE[mode]}/${id}`)} />
        {data && data.totalElements > 0 && (
          <Pager
            count={data.totalElements}
            page={data.number}
            rowsPerPage={data.size}
            rowsPerPageOptions={PAGE_SIZES}
            onPageChange={(_, page) => update({ page })}
            onRowsPerPageChange={(event) => update({ size: Number(event.target.value) })}
          />
        )}
      </CardContent>
    </Card>
  );
};

export default HdnListPage;
