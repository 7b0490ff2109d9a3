import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { Leningdeel } from '../../../dataProvider/dossierSections';
import { formatDate } from '../../../i18n/dates';
import { euro, percent, ratePercent } from '../forms/fields';
import { ReadTable, type ReadColumn } from './readTable';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';

/** One sub-read of a loan part: its title, then a table or the 'none' text. */
function PartList<T extends { id: number }>({ title, testId, rows, columns, none }: { title: string; testId: string; rows: T[] | undefined; columns: ReadColumn<T>[]; none: string }) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {title}
      </Typography>
      {rows === undefined ? (
        <Typography color="text.secondary">{translate('app.mortgageDetails.loading')}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" data-testid={`${testId}-none`}>
          {none}
        </Typography>
      ) : (
        <ReadTable testId={testId} columns={columns} rows={rows} />
      )}
    </Box>
  );
}

/** The details of one loan part, read when it is opened. */
const PartDetails = ({ dossierId, part }: { dossierId: number; part: Leningdeel }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.mortgageDetails.${key}`, options);
  const key = ['dossier', String(dossierId), 'leningdeel', part.id];
  const premies = useQuery({ queryKey: [...key, 'premieafspraken'], queryFn: () => dataProvider.getPremieAfspraken(part.id) });
  const fondsen = useQuery({ queryKey: [...key, 'fondsverdeling'], queryFn: () => dataProvider.getFondsverdeling(part.id) });
  const kortingen = useQuery({ queryKey: [...key, 'kortingsregeling'], queryFn: () => dataProvider.getKortingsregelingen(part.id) });
  const id = `leningdeel-${part.volgnummer}`;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <PartList
        title={t('premieAfspraken.title')}
        testId={`${id}-premieafspraken`}
        rows={premies.data}
        none={t('premieAfspraken.none')}
        columns={[
          { label: t('premieAfspraken.soort'), value: (r) => t(`premieSoort.${r.soort}`) },
          { label: t('premieAfspraken.bedragPerMaand'), value: (r) => euro(r.bedragPerMaand), align: 'right' },
          { label: t('premieAfspraken.ingangsDatum'), value: (r) => formatDate(r.ingangsDatum) },
          { label: t('premieAfspraken.looptijd'), value: (r) => t('months', { n: r.looptijdMaanden }) },
        ]}
      />
      <PartList
        title={t('fondsverdeling.title')}
        testId={`${id}-fondsverdeling`}
        rows={fondsen.data}
        none={t('fondsverdeling.none')}
        columns={[
          { label: t('fondsverdeling.fondsNaam'), value: (r) => r.fondsNaam },
          { label: t('fondsverdeling.percentage'), value: (r) => percent(r.percentage), align: 'right' },
        ]}
      />
      <PartList
        title={t('kortingsregeling.title')}
        testId={`${id}-kortingsregeling`}
        rows={kortingen.data}
        none={t('kortingsregeling.none')}
        columns={[
          { label: t('kortingsregeling.soort'), value: (r) => t(`kortingSoort.${r.soort}`) },
          { label: t('kortingsregeling.percentage'), value: (r) => ratePercent(r.percentage), align: 'right' },
          { label: t('kortingsregeling.voorwaarde'), value: (r) => r.voorwaarde },
        ]}
      />
    </Box>
  );
};

/** The loan parts, each expandable to its premium agreements, fund spread and interest discounts. */
export const LoanParts = ({ dossierId, parts }: { dossierId: number; parts: Leningdeel[] }) => {
  const translate = useTranslate();
  if (parts.length === 0) return <Typography color="text.secondary">{translate('app.mortgageDetails.leningdelen.none')}</Typography>;
  return (
    <Box>
      {parts.map((part) => (
        <Accordion key={part.id} disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }} data-testid={`leningdeel-${part.volgnummer}`}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} data-testid={`leningdeel-${part.volgnummer}-open`}>
            {translate('app.mortgageDetails.leningdelen.summary', { volgnummer: part.volgnummer, aflosvorm: part.aflosvorm, bedrag: euro(part.bedrag) })}
          </AccordionSummary>
          <AccordionDetails>
            <PartDetails dossierId={dossierId} part={part} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
