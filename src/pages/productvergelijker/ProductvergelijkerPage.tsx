import { Autocomplete, Box, Button, Card, CardContent, FormControlLabel, MenuItem, Stack, Switch, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { type FormEvent, useState } from 'react';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { parseAmount } from '../../../contract/field-rules';
import { type Comparison, comparisonQuerySchema, RENTEVASTE_PERIODES } from '../../../contract/rates';
import type { ComparisonQuestion } from '../../dataProvider/rates';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { euro, ratePercent, wholeEuro } from '../../i18n/numbers';
import { type Column, ListTable } from '../lists/ListTable';
import { useLenders } from '../lists/useLenders';

type Row = Comparison['resultaten'][number] & { id: number };
const FIELDS = ['hoofdsom', 'marktwaarde', 'rentevastePeriode', 'looptijdJaren'] as const;
const PERCENT = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** A repayment form's gross monthly payment, and below it the interest over the whole term. */
const Payment = ({ monthly, interest, strong }: { monthly: string; interest: string; strong?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <Box component={strong ? 'strong' : 'span'} data-part="maandlast">
        {monthly}
      </Box>
      <Typography variant="caption" color="text.secondary" component="div" data-part="rente">
        {translate('app.comparer.totaleRente', { bedrag: interest })}
      </Typography>
    </>
  );
};

/** The question as the URL keeps it, so back and a reload show the same comparison. */
const questionOf = (params: URLSearchParams): ComparisonQuestion => ({
  hoofdsom: params.get('hoofdsom') ?? '',
  marktwaarde: params.get('marktwaarde') ?? '',
  rentevastePeriode: params.get('rentevastePeriode') ?? '10',
  looptijdJaren: params.get('looptijdJaren') ?? '30',
  nhg: params.get('nhg') === 'true',
  geldverstrekkerId: params.getAll('geldverstrekkerId').map(Number),
});

/** The shared rules' messages by field, before anything is sent (the server answers the same). */
const check = (q: ComparisonQuestion): Record<string, string> => {
  const result = comparisonQuerySchema.safeParse({ ...q, nhg: String(q.nhg), geldverstrekkerId: q.geldverstrekkerId.map(String) });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
};

/**
 * /productvergelijker (docs/rates.md): the products of the chosen lenders (all when none is chosen)
 * compared for one loan, with the gross monthly payment of an annuity, a linear and an
 * interest-only loan as the server works them out, cheapest rate first.
 */
const ProductvergelijkerPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.comparer.${key}`, options);
  const dataProvider = useAppDataProvider();
  const lenders = useLenders();
  const [params, setParams] = useSearchParams();
  const asked = questionOf(params);
  const [form, setForm] = useState<ComparisonQuestion>(asked);
  const ready = !!asked.hoofdsom && !!asked.marktwaarde && !Object.keys(check(asked)).length;
  // Once a comparison was asked for (or came with the address), the fields are checked as they are typed.
  const [checking, setChecking] = useState(ready);
  const problems = check(form);
  const errors = checking ? problems : {};
  const { data } = useQuery({ queryKey: ['productvergelijker', asked], queryFn: () => dataProvider.compareProducts(asked), enabled: ready });
  // Results of an earlier question go as soon as the input no longer makes a valid one: they would answer something else.
  const shown = Object.keys(problems).length ? undefined : data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecking(true);
    if (Object.keys(problems).length) return;
    const next = new URLSearchParams();
    for (const key of FIELDS) next.set(key, form[key]);
    if (form.nhg) next.set('nhg', 'true');
    for (const id of form.geldverstrekkerId) next.append('geldverstrekkerId', String(id));
    setParams(next);
  };
  const set = (key: keyof ComparisonQuestion, value: unknown) => setForm((f) => ({ ...f, [key]: value }));
  const input = (key: 'hoofdsom' | 'marktwaarde' | 'looptijdJaren', width = 200) => (
    <TextField
      size="small"
      label={t(`fields.${key}`)}
      value={form[key]}
      onChange={(e) => set(key, e.target.value)}
      error={!!errors[key]}
      helperText={errors[key]}
      required={key !== 'looptijdJaren'}
      slotProps={{ htmlInput: { 'data-testid': `comparer-${key}`, inputMode: 'numeric' } }}
      sx={{ width }}
    />
  );

  const columns: Column<Row>[] = [
    { key: 'geldverstrekker', label: t('columns.geldverstrekker'), render: (r) => r.geldverstrekkerNaam },
    { key: 'product', label: t('columns.product'), render: (r) => r.productNaam },
    { key: 'rente', label: t('columns.rente'), align: 'right', render: (r) => ratePercent(r.rentePercentage) },
    { key: 'annuiteit', label: t('columns.annuiteit'), align: 'right', nowrap: true, render: (r) => <Payment monthly={euro(r.annuiteit.brutoMaandlast)} interest={euro(r.annuiteit.totaleRente)} strong /> },
    { key: 'lineairEerste', label: t('columns.lineairEerste'), align: 'right', nowrap: true, render: (r) => <Payment monthly={euro(r.lineair.brutoMaandlastEersteMaand)} interest={euro(r.lineair.totaleRente)} /> },
    { key: 'aflossingsvrij', label: t('columns.aflossingsvrij'), align: 'right', nowrap: true, render: (r) => <Payment monthly={euro(r.aflossingsvrij.brutoMaandlast)} interest={euro(r.aflossingsvrij.totaleRente)} /> },
  ];
  const rows = shown?.resultaten.map((r) => ({ ...r, id: r.tariefId }));
  const overInterestOnly = !!shown && (parseAmount(asked.hoofdsom) ?? 0) > shown.aflossingsvrijMaximum;
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
        <Box component="form" onSubmit={submit} noValidate sx={{ mb: 3 }}>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {input('hoofdsom')}
            {input('marktwaarde', 250)}
            <TextField
              select
              size="small"
              label={t('fields.rentevastePeriode')}
              value={form.rentevastePeriode}
              onChange={(e) => set('rentevastePeriode', e.target.value)}
              sx={{ width: 180 }}
              slotProps={{ htmlInput: { 'data-testid': 'comparer-rentevastePeriode' } }}
            >
              {RENTEVASTE_PERIODES.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {translate(`app.rates.periodes.${p.id}`)}
                </MenuItem>
              ))}
            </TextField>
            {input('looptijdJaren', 140)}
            <FormControlLabel
              control={<Switch checked={form.nhg} onChange={(_, on) => set('nhg', on)} slotProps={{ input: { 'data-testid': 'comparer-nhg' } as object }} />}
              label={t('fields.nhg')}
            />
          </Stack>
          {errors.nhg && (
            <Typography color="error" variant="body2" sx={{ mt: 1 }}>
              {errors.nhg}
            </Typography>
          )}
          <Stack direction="row" sx={{ gap: 2, mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Autocomplete
              multiple
              size="small"
              options={lenders}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              value={lenders.filter((l) => form.geldverstrekkerId.includes(l.id))}
              onChange={(_, chosen) => set('geldverstrekkerId', chosen.map((c) => c.id))}
              renderInput={(props) => <TextField {...props} label={t('fields.geldverstrekkers')} helperText={t('fields.geldverstrekkersHint')} />}
              sx={{ minWidth: 420, maxWidth: 720, flex: 1 }}
              data-testid="comparer-lenders"
            />
            <Button type="submit" variant="contained" data-testid="comparer-submit">
              {t('submit')}
            </Button>
          </Stack>
        </Box>
        {shown && (
          <Box data-testid="comparer-result">
            <Typography sx={{ mb: 1 }} data-testid="comparer-summary">
              {t('summary', {
                hoofdsom: wholeEuro(parseAmount(asked.hoofdsom) ?? 0),
                marktwaarde: wholeEuro(parseAmount(asked.marktwaarde) ?? 0),
                ltv: PERCENT.format(shown.ltv),
                klasse: translate(`app.rates.klassen.${shown.risicoklasse}`),
                jaren: shown.looptijdMaanden / 12,
              })}
            </Typography>
            {!!rows?.length && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('compared', { smart_count: rows.length })}
              </Typography>
            )}
            <ListTable rows={rows} columns={columns} empty={t('none')} testId="comparison" />
            {shown.zonderTarief.length > 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="comparer-without-rate">
                {t('withoutRate', { producten: shown.zonderTarief.map((p) => `${p.geldverstrekkerNaam} · ${p.productNaam}`).join(', ') })}
              </Typography>
            )}
            {!!rows?.length && (
              <Typography variant="body2" color={overInterestOnly ? 'warning.main' : 'text.secondary'} sx={{ mt: 1 }} data-testid="comparer-interest-only">
                {t(overInterestOnly ? 'aflossingsvrijBoven' : 'aflossingsvrijBinnen', { maximum: wholeEuro(shown.aflossingsvrijMaximum) })}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('footnote')}
            </Typography>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

export default ProductvergelijkerPage;
