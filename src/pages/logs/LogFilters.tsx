import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { LOG_RICHTINGEN, LOG_STATUSSEN, type LogKanaal } from '../../../contract/log-codes';
import { codeName } from '../../i18n/codeNames';
import { DateRangeFields, defaultRangeEnd } from '../../shell/inputs/DateRangeFields';

export interface LogFilterState {
  van: string;
  tot: string;
  dossier: string;
  soort: string;
  status: string;
  richting: string;
  zoekterm: string;
}

/** The filters a log opens with, and returns to with "Filters wissen": no start, the end tomorrow (spec 000 §5). */
export const initialLogFilter = (): LogFilterState => ({ van: '', tot: defaultRangeEnd(), dossier: '', soort: '', status: '', richting: '', zoekterm: '' });

/** The filters of a message log: period, dossier, type, status, direction (BTL only: the others come in only) and a search text. */
export const LogFilters = ({ kanaal, value, types, onChange }: { kanaal: LogKanaal; value: LogFilterState; types: string[]; onChange: (next: LogFilterState) => void }) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.logs.${key}`);
  const set = (key: keyof LogFilterState) => (next: string) => onChange({ ...value, [key]: next });
  const select = (key: 'soort' | 'status' | 'richting', options: { id: string; name: string }[], width: number) => (
    <TextField select size="small" label={t(key)} value={value[key]} onChange={(event) => set(key)(event.target.value)} sx={{ minWidth: width }} slotProps={{ htmlInput: { 'data-testid': `log-filter-${key}` } }}>
      <MenuItem value="">{t('alle')}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.id} value={o.id}>
          {o.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }} role="search" aria-label={t('filters')}>
      <DateRangeFields
        value={{ van: value.van || undefined, tot: value.tot || undefined }}
        onChange={(range) => onChange({ ...value, van: range.van ?? '', tot: range.tot ?? '' })}
        labels={{ van: t('van'), tot: t('tot') }}
        testId="log-filter"
      />
      <TextField
        size="small"
        label={t('dossier')}
        value={value.dossier}
        onChange={(event) => set('dossier')(event.target.value.replace(/\D/g, ''))}
        sx={{ width: 150 }}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, 'data-testid': 'log-filter-dossier' } }}
      />
      {select('soort', types.map((type) => ({ id: type, name: codeName('logSoort', type) })), 220)}
      {select('status', LOG_STATUSSEN.map((s) => ({ id: s, name: codeName('logStatus', s) })), 170)}
      {kanaal === 'BTL' && select('richting', LOG_RICHTINGEN.map((r) => ({ id: r, name: codeName('logRichting', r) })), 140)}
      <TextField
        size="small"
        label={t('zoekterm')}
        value={value.zoekterm}
        onChange={(event) => set('zoekterm')(event.target.value)}
        sx={{ minWidth: 260 }}
        slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'log-filter-zoekterm' } }}
      />
      <Button onClick={() => onChange(initialLogFilter())} data-testid="log-filter-clear">
        {t('wissen')}
      </Button>
    </Stack>
  );
};
