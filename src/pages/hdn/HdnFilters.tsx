import { Box, Button, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useRef, useState } from 'react';
import { HDN_KANALEN, HDN_RICHTINGEN, HDN_SOORTEN, HDN_STATUSSEN } from '../../../contract/hdn';
import { DateRangeFields } from '../../shell/inputs/DateRangeFields';
import type { HdnMode } from './hdnNames';
import type { FilterKey } from './useHdnQuery';

interface Props {
  mode: HdnMode;
  filters: Record<FilterKey, string>;
  onChange: (changes: Partial<Record<FilterKey, string>>) => void;
  onReset: () => void;
  filtered: boolean;
}

const IN_STATUSES = ['VERWERKT', 'ONGEKOPPELD', 'GEWEIGERD'];
const TYPING_MS = 400;

/** A text filter that filters while typing, once the typing pauses. */
const TypedFilter = ({ label, value, onChange, testId, numeric }: { label: string; value: string; onChange: (value: string) => void; testId: string; numeric?: boolean }) => {
  const [draft, setDraft] = useState(value);
  const [outside, setOutside] = useState(value);
  if (outside !== value) {
    setOutside(value);
    setDraft(value);
  }
  // The list re-renders while it loads; the pause is measured from the last key, not the last render.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => latest.current(draft.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [draft, value]);
  return (
    <TextField
      size="small"
      label={label}
      value={draft}
      onChange={(event) => setDraft(numeric ? event.target.value.replace(/\D/g, '') : event.target.value)}
      slotProps={{ htmlInput: { maxLength: numeric ? 9 : 100, inputMode: numeric ? 'numeric' : 'text', 'data-testid': testId } }}
      sx={{ width: numeric ? 150 : 230 }}
    />
  );
};

/** The filters of HDN Berichten and the HDN log; a choice filters at once. */
export const HdnFilters = ({ mode, filters, onChange, onReset, filtered }: Props) => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.hdn.filters.${key}`);
  const select = (key: FilterKey, options: readonly { id: string; name: string }[], width = 170) => (
    <TextField
      select
      size="small"
      label={t(key)}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      sx={{ width }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': `hdn-filter-${key}` } as object } }}
    >
      <MenuItem value="">{t('all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.id.length === 2 ? `${option.id} – ${option.name}` : option.name}
        </MenuItem>
      ))}
    </TextField>
  );
  const statuses = mode === 'berichten' ? HDN_STATUSSEN.filter((s) => IN_STATUSES.includes(s.id)) : HDN_STATUSSEN;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }} data-testid="hdn-filters">
      {select('soort', HDN_SOORTEN, 230)}
      {select('status', statuses)}
      {mode === 'log' && select('richting', HDN_RICHTINGEN, 140)}
      {mode === 'log' && select('kanaal', HDN_KANALEN, 160)}
      <TypedFilter label={t('dossierId')} value={filters.dossierId} onChange={(dossierId) => onChange({ dossierId })} testId="hdn-filter-dossierId" numeric />
      <DateRangeFields
        value={{ van: filters.van || undefined, tot: filters.tot || undefined }}
        onChange={(range) => onChange({ van: range.van ?? '', tot: range.tot ?? '' })}
        labels={{ van: t('van'), tot: t('tot') }}
        testId="hdn-filter"
      />
      <TypedFilter label={t('zoek')} value={filters.zoek} onChange={(zoek) => onChange({ zoek })} testId="hdn-filter-zoek" />
      {filtered && (
        <Button onClick={onReset} data-testid="hdn-filter-reset">
          {t('reset')}
        </Button>
      )}
    </Box>
  );
};
