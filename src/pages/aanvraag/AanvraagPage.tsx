import { Box, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Form, useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { SaveButton, SelectInput, Title } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { appealSchema } from '../../../contract/appeals';
import { personName } from '../../../contract/names';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { UnsavedChangesGuard } from '../../shell/forms/UnsavedChangesGuard';
import { APPLICANT_FIELDS } from '../dossier-detail/applicants/applicantFields';
import { SectionInputs } from '../dossier-detail/forms/SectionInputs';
import { serverFieldErrors } from '../dossier-detail/forms/serverErrors';
import { useLenders } from '../lists/useLenders';
import { nestedValidator } from './nestedValidator';

const OFFICES = '/api/v1/rs/kantoren';
const ADVISERS = '/api/v1/adviseurs';
const NEW_APPLICANT = { land: 'NL' };

const useReference = <T,>(path: string, map: (item: Record<string, unknown>) => T) => {
  const dataProvider = useAppDataProvider();
  return useQuery({ queryKey: ['reference', path], queryFn: () => dataProvider.getReferenceList(path), select: (items) => items.map(map) }).data ?? [];
};

/** The office and its adviser: staff choose the office, an adviser enters for its own (the server holds it to that). */
const OfficeInputs = () => {
  const translate = useTranslate();
  const session = useSession();
  const adviser = session?.userCode === 'A';
  const offices = useReference(OFFICES, (o) => ({ id: Number(o.id), name: `${String(o.bedrijfsNaam)}, ${String(o.plaatsNaam)}` }));
  const advisers = useReference(ADVISERS, (a) => ({ id: Number(a.id), name: personName(a as never), kantoorId: a.kantoorId as number | null }));
  const chosen = useWatch({ name: 'kantoorId' }) as number | null | undefined;
  const office = adviser ? session?.officeId : chosen;
  const own = offices.find((o) => o.id === session?.officeId);
  return (
    <>
      {adviser ? (
        <Typography sx={{ alignSelf: 'center', minWidth: 220 }} data-testid="appeal-own-office">
          {translate('app.appeals.kantoor')}: {own?.name ?? ''}
        </Typography>
      ) : (
        <SelectInput source="kantoorId" label="app.appeals.kantoor" choices={offices} isRequired size="small" sx={{ minWidth: 280 }} inputProps={{ 'data-testid': 'appeal-kantoorId' }} />
      )}
      <SelectInput
        source="adviseurId"
        label="app.appeals.adviseur"
        choices={advisers.filter((a) => a.kantoorId === office)}
        emptyText="app.appeals.geenAdviseur"
        parse={(v: unknown) => (v === '' ? null : v)}
        size="small"
        sx={{ minWidth: 240 }}
        inputProps={{ 'data-testid': 'appeal-adviseurId' }}
      />
    </>
  );
};

/**
 * /appeals (docs/applications.md): a new application entered by hand — lender, office and adviser,
 * one or two applicants with the 'Let op:' rules of the applicant form — saved as a dossier in
 * phase AANVRAAG that opens at once. The required fields carry their asterisk from the start.
 */
const AanvraagPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.appeals.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useAppDataProvider();
  const session = useSession();
  const lenders = useLenders();
  const [count, setCount] = useState(1);
  const defaults = { kantoorId: session?.userCode === 'A' ? session.officeId : null, adviseurId: session?.userCode === 'A' ? session.userId : null, hypotheekgevers: [NEW_APPLICANT, NEW_APPLICANT] };
  const body = (values: Record<string, unknown>) => ({ ...values, hypotheekgevers: (values.hypotheekgevers as unknown[]).slice(0, count) });
  const validate = (values: Record<string, unknown>) => nestedValidator(appealSchema)(body(values));
  const submit = async (values: Record<string, unknown>) => {
    try {
      const created = await dataProvider.createAppeal(body(values));
      notify('app.appeals.created', { type: 'success', messageArgs: { id: created.id } });
      navigate(`/dossiers/${created.id}`);
    } catch (error) {
      return serverFieldErrors(error) ?? undefined;
    }
    return undefined;
  };
  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Typography sx={{ mb: 2, maxWidth: 900 }}>{t('intro')}</Typography>
        <Form record={defaults} validate={validate} onSubmit={submit} noValidate>
          <UnsavedChangesGuard />
          <Typography component="h2" variant="h6">
            {t('dossier')}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <SelectInput source="geldverstrekkerId" label="app.appeals.geldverstrekker" choices={lenders} isRequired size="small" sx={{ minWidth: 260 }} inputProps={{ 'data-testid': 'appeal-geldverstrekkerId' }} />
            <OfficeInputs />
          </Stack>
          {Array.from({ length: count }, (_, i) => (
            <Box key={i} component="section" aria-label={t('aanvrager', { n: i + 1 })}>
              <Divider sx={{ my: 2 }} />
              <Typography component="h2" variant="h6">
                {t('aanvrager', { n: i + 1 })}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, alignItems: 'flex-start', '& .MuiFormControl-root': { mt: 0.5 } }}>
                <SectionInputs fields={APPLICANT_FIELDS.map((f) => ({ ...f, source: `hypotheekgevers.${i}.${f.source}` }))} testIdPrefix={`appeal-${i + 1}`} />
              </Box>
            </Box>
          ))}
          <Stack direction="row" sx={{ gap: 1, mt: 2 }}>
            <SaveButton label="app.appeals.submit" alwaysEnable data-testid="appeal-submit" />
            <Button onClick={() => setCount(count === 1 ? 2 : 1)} data-testid="appeal-second">
              {t(count === 1 ? 'tweedeToevoegen' : 'tweedeVerwijderen')}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};

export default AanvraagPage;
