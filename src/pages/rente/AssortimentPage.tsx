import { Alert, Card, CardContent, Chip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import type { AssortmentProduct } from '../../dataProvider/rates';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { ratePercent } from '../../i18n/numbers';
import { type Column, ListTable } from '../lists/ListTable';

/**
 * /rente-tarieven/assortiment (profile hin, pre-production; docs/rates.md): every product with its
 * conditions, the periods it has rates for and its rate range.
 */
const AssortimentPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.rates.assortiment.${key}`, options);
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({ queryKey: ['rente-assortiment'], queryFn: () => dataProvider.getAssortment() });
  const columns: Column<AssortmentProduct>[] = [
    { key: 'geldverstrekker', label: t('columns.geldverstrekker'), render: (p) => p.geldverstrekkerNaam },
    {
      key: 'product',
      label: t('columns.product'),
      render: (p) => (
        <>
          {p.naam}
          {p.omschrijving && (
            <Typography variant="body2" color="text.secondary">
              {p.omschrijving}
            </Typography>
          )}
        </>
      ),
    },
    { key: 'nhg', label: t('columns.nhg'), render: (p) => t(p.nhg ? 'ja' : 'nee') },
    { key: 'maxLtv', label: t('columns.maxLtv'), align: 'right', render: (p) => `${p.maxLtv}%` },
    { key: 'periodes', label: t('columns.periodes'), render: (p) => p.rentevastePeriodes.map((id) => translate(`app.rates.periodes.${id}`)).join(', ') },
    {
      key: 'rente',
      label: t('columns.rente'),
      nowrap: true,
      render: (p) =>
        p.laagsteRente === null || p.hoogsteRente === null ? t('geenTarieven') : t('bandbreedte', { laag: ratePercent(p.laagsteRente), hoog: ratePercent(p.hoogsteRente) }),
    },
    { key: 'laatsteWijziging', label: t('columns.laatsteWijziging'), nowrap: true, render: (p) => formatDate(p.laatsteWijziging) },
  ];
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Alert severity="warning" icon={false} sx={{ mb: 2 }} data-testid="assortment-preproduction">
          <Chip size="small" label={translate('app.nav.preProduction')} sx={{ mr: 1 }} />
          {t('preProduction')}
        </Alert>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
        <ListTable rows={data} columns={columns} empty={t('empty')} testId="assortment" />
      </CardContent>
    </Card>
  );
};

export default AssortimentPage;
