import { useState } from 'react';
import { Alert, Box, LinearProgress, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { holds } from '../../authProvider/accessRule';
import { useSession } from '../../authProvider/session';
import { INFORMATION_CATEGORIES, type InformationCategory } from '../../../contract/information';
import { homeRoute } from '../../shell/routing/resolveAccess';
import { InformationCard } from './InformationCard';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

const PAGE_SIZE = 10;
/** Reading needs the information menu (or its administration); the server answers the same. */
const READ_RULE = { anyOf: ['MENU_INFORMATIE_VIEW', 'BEHEER_INFORMATIE'] } as const;

/** Aankondigingen, Nieuwsbrieven and Kennisbank (spec 000 §2): what is published now in the category, newest first. */
const InformatiePage = () => {
  const { categorie } = useParams();
  const session = useSession();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const [tekst, setTekst] = useState('');
  const [page, setPage] = useState(1);
  const known = (INFORMATION_CATEGORIES as readonly string[]).includes(categorie ?? '');
  const allowed = !!session && holds(session.permissions, READ_RULE);
  const result = useQuery({
    queryKey: ['information-lite', categorie, tekst, page],
    queryFn: () => dataProvider.searchInformationLite({ categorie, tekst, page: page - 1, size: PAGE_SIZE }),
    enabled: known && allowed,
    placeholderData: keepPreviousData,
  });
  // The spec leaves the area unguarded; without the permission the server would refuse, so go home instead.
  if (session && !allowed) return <Navigate to={homeRoute({ permissions: session.permissions, userCode: session.userCode })} replace />;
  if (!known) return <Navigate to="/informatie/aankondigingen" replace />;
  const title = translate(`app.informatie.categories.${categorie as InformationCategory}`);
  const items = result.data?.content ?? [];
  const pages = result.data ? Math.ceil(result.data.totalElements / PAGE_SIZE) : 0;
  return (
    <Box sx={{ maxWidth: 900 }} data-testid={`informatie-page-${categorie}`}>
      <Title title={title} />
      <Typography component="h1" variant="h2" gutterBottom>
        {title}
      </Typography>
      <TextField
        size="small"
        label={translate('app.informatie.search')}
        value={tekst}
        onChange={(e) => {
          setTekst(e.target.value);
          setPage(1);
        }}
        slotProps={{ htmlInput: { 'data-testid': 'informatie-search' } }}
        sx={{ mb: 2, minWidth: 320 }}
      />
      {result.isFetching && <LinearProgress />}
      <Stack spacing={2}>
        {items.map((item) => (
          <InformationCard key={item.id} item={item} />
        ))}
      </Stack>
      {result.isSuccess && !items.length && <Alert severity="info">{translate(tekst ? 'app.informatie.noneFound' : 'app.informatie.none')}</Alert>}
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_e, p) => setPage(p)} />}
    </Box>
  );
};

export default InformatiePage;
