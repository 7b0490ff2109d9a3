import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Search from '@mui/icons-material/Search';
import Tune from '@mui/icons-material/Tune';
import { Badge, Box, Button, Collapse, MenuItem, Stack, TextField } from '@mui/material';
import { type FormEvent, Suspense, lazy, useEffect, useState } from 'react';
import { useTranslate } from 'ra-core';
import { BELANGRIJKE_DATUM_SOORTEN, DOSSIER_STATUSES, FASES, KANTOOR_TYPES, REGIOS, STAPPEN, type Fase } from '../../../contract/dossier';
import { AANLEVERINGEN, FASE_STAPPEN } from '../../../contract/insight/codes';
import { DOSSIER_SEARCH_LABELS } from '../../../contract/dossier-search-labels';
import { LIST_DEADLINE_FILTERS, WORKLOAD_STATUSES } from '../../../contract/workload';
import type { ReferenceItem } from '../../dataProvider/references';
import { type NameParts, personNameSurnameFirst } from '../../../contract/names';

import { type DossierFilter, LIST_KEYS, activeFilterCount } from './dossierQuery';
import { ReferenceFilter } from './ReferenceFilter';
import { useAfterFirstPaint } from '../../shell/layout/useAfterFirstPaint';
import { fieldSkeleton } from '../../shell/layout/fieldSkeleton';

// The date pickers weigh more than the rest of the list; they load when the extended search opens.
const DateField = lazy(() => import('../../shell/inputs/DateField').then((m) => ({ default: m.DateField })));

type Option = { id: string; name: string };
type FieldKind =
  | { kind: 'text' }
  | { kind: 'date' }
  | { kind: 'select'; options: (filter: DossierFilter) => readonly Option[] }
  | { kind: 'reference'; path: string; name: (item: ReferenceItem) => string };

const STAFF = { kind: 'reference', path: '/api/v1/medewerkers/workload', name: (item: ReferenceItem) => personNameSurnameFirst(item as NameParts) } as const;

const JA_NEE = (t: (key: string) => string): Option[] => [
  { id: '1', name: t('app.dossierList.filters.ja') },
  { id: '0', name: t('app.dossierList.filters.nee') },
];
const TRUE_FALSE = (t: (key: string) => string): Option[] => [
  { id: 'true', name: t('app.dossierList.filters.ja') },
  { id: 'false', name: t('app.dossierList.filters.nee') },
];

const ADVISOR_SCOPES = (t: (key: string) => string): Option[] => [
  { id: 'eigen', name: t('app.dossierList.filters.advisorEigen') },
  { id: 'alle', name: t('app.dossierList.filters.advisorAlle') },
];

const fields = (t: (key: string) => string): Record<string, FieldKind> => ({
  fase: { kind: 'select', options: () => FASES },
  stap: { kind: 'select', options: (f) => (f.fase ? STAPPEN[f.fase as Fase] : []) },
  HDN: { kind: 'select', options: () => JA_NEE(t) },
  workloadStatus: { kind: 'select', options: () => WORKLOAD_STATUSES },
  dossierMorgenSLASelected: { kind: 'select', options: () => LIST_DEADLINE_FILTERS.map((id) => ({ id, name: t(`app.dossierList.deadline.${id}`) })) },
  dossiernr: { kind: 'text' },
  offerteNr: { kind: 'text' },
  achterNaam: { kind: 'text' },
  plaatsNaam: { kind: 'text' },
  postcode: { kind: 'text' },
  gebdatum: { kind: 'date' },
  dateRangeStart: { kind: 'date' },
  dateRangeEnd: { kind: 'date' },
  intermediair: { kind: 'text' },
  adviseur: { kind: 'text' },
  creditor: { kind: 'text' },
  moneyproviders: { kind: 'reference', path: '/api/v1/rs/geldverstrekkers', name: (item) => String(item.naam) },
  organisationId: { kind: 'reference', path: '/api/v1/organisations', name: (item) => String(item.naam) },
  gebruiker: STAFF,
  cdsBehandelaar: STAFF,
  advisor: { kind: 'select', options: () => ADVISOR_SCOPES(t) },
  region: { kind: 'select', options: () => REGIOS },
  kantoorType: { kind: 'select', options: () => KANTOOR_TYPES },
  status: { kind: 'select', options: () => DOSSIER_STATUSES },
  archive: { kind: 'select', options: () => [...TRUE_FALSE(t), { id: 'alle', name: t('app.dossierList.filters.archiveAll') }] },
  dossierCds: { kind: 'select', options: () => [...TRUE_FALSE(t), { id: 'alle', name: t('app.dossierList.filters.cdsAll') }] },
  dossierBTL: { kind: 'select', options: () => TRUE_FALSE(t) },
  kantoor: { kind: 'reference', path: '/api/v1/rs/kantoren', name: (item) => `${item.bedrijfsNaam}, ${item.plaatsNaam}` },
  team: { kind: 'reference', path: '/api/v1/teams?active=true', name: (item) => String(item.teamNaam) },
  aanlevering: { kind: 'select', options: () => AANLEVERINGEN },
  firstTimeRight: { kind: 'select', options: () => TRUE_FALSE(t) },
  bereikt: { kind: 'select', options: () => FASE_STAPPEN },
  bereiktVan: { kind: 'date' },
  bereiktTot: { kind: 'date' },
  bovenNorm: { kind: 'select', options: () => TRUE_FALSE(t) },
  datumSoort: { kind: 'select', options: () => BELANGRIJKE_DATUM_SOORTEN },
  datumVan: { kind: 'date' },
  datumTot: { kind: 'date' },
});

/** Where the screen words a filter differently from the API's field label. */
const LABEL_KEYS: Record<string, string> = { advisor: 'app.dossierList.filters.advisorLabel' };

const MAIN = ['fase', 'stap', 'HDN', 'workloadStatus', 'dossierMorgenSLASelected'];
const EXTENDED = [
  'dossiernr', 'offerteNr', 'achterNaam', 'plaatsNaam', 'postcode', 'gebdatum', 'dateRangeStart', 'dateRangeEnd',
  'intermediair', 'adviseur', 'creditor', 'moneyproviders', 'organisationId', 'gebruiker', 'cdsBehandelaar', 'advisor', 'region',
  'kantoorType', 'status', 'archive', 'dossierCds', 'dossierBTL',
  'kantoor', 'team', 'aanlevering', 'firstTimeRight', 'bovenNorm', 'bereikt', 'bereiktVan', 'bereiktTot', 'datumSoort', 'datumVan', 'datumTot',
];

/**
 * The main row and the extended search share one grid, so every field lines up with the one above
 * it, the main row's second line too; a column leaves a date room for dd-mm-jjjj and its two buttons.
 */
const GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
  gap: 1.5,
} as const;
/** A field takes its column's width, however long its label. */
const FIELD_SX = { minWidth: 0 };

/**
 * The filter fields are some 450 components and a second render (each select measures itself once
 * mounted) before the list's first paint. The app's first screen paints each as an empty outlined
 * box with its label, in the same grid, and the real field a frame later (issue #9).
 */
const FieldSkeleton = ({ label, span }: { label: string; span?: number }) => (
  <div className="field-skeleton" style={span ? { gridColumn: `span ${span}` } : undefined} aria-hidden>
    {label}
  </div>
);

const SKELETON_SX = { '& .field-skeleton': { ...fieldSkeleton, color: 'text.secondary' } } as const;

/** Both ends of the received range chosen, the end before the start: not asked for (the server would refuse it). */
const endBeforeStart = (filter: DossierFilter) =>
  typeof filter.dateRangeStart === 'string' && typeof filter.dateRangeEnd === 'string' && filter.dateRangeEnd < filter.dateRangeStart;

interface Props {
  filter: DossierFilter;
  onChange: (filter: DossierFilter) => void;
  /** Filters the screen fixes itself and does not offer. */
  hide?: readonly string[];
}

/**
 * The quick filter and the extended search of spec 001 §3. Choices apply at once; typed text
 * applies with Enter or Zoeken, so the list does not reload on every key.
 */
export const DossierFilters = ({ filter, onChange, hide = [] }: Props) => {
  const translate = useTranslate();
  const [draft, setDraft] = useState<DossierFilter>(filter);
  const [extended, setExtended] = useState(() => EXTENDED.some((key) => filter[key] !== undefined));
  useEffect(() => setDraft(filter), [filter]);
  const defs = fields(translate);
  const painted = useAfterFirstPaint();

  const set = (key: string, value: string | string[], applyNow: boolean) => {
    const next: DossierFilter = { ...draft, [key]: value };
    if (value === '' || (Array.isArray(value) && value.length === 0)) delete next[key];
    // A step belongs to a phase: another phase clears it.
    if (key === 'fase') delete next.stap;
    setDraft(next);
    if (applyNow && !endBeforeStart(next)) onChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!endBeforeStart(draft)) onChange(draft);
  };

  const field = (key: string) => {
    if (hide.includes(key)) return null;
    const def = defs[key];
    const label = LABEL_KEYS[key] ? translate(LABEL_KEYS[key]) : (DOSSIER_SEARCH_LABELS[key] ?? key);
    if (!painted) return <FieldSkeleton key={key} label={label} />;
    const common = { size: 'small' as const, label, name: key, sx: FIELD_SX };
    if (def.kind === 'date') {
      const error = key === 'dateRangeEnd' && endBeforeStart(draft) ? translate('app.dossierList.filters.endBeforeStart') : undefined;
      return (
        <Suspense key={key} fallback={<TextField size="small" label={label} disabled sx={FIELD_SX} slotProps={{ inputLabel: { shrink: true } }} />}>
          <DateField label={label} value={draft[key] as string | undefined} onChange={(value) => set(key, value, true)} testId={`filter-${key}`} sx={FIELD_SX} error={error} />
        </Suspense>
      );
    }
    if (def.kind === 'reference') {
      return <ReferenceFilter key={key} field={key} label={label} def={def} value={draft[key]} onChange={(value) => set(key, value, true)} sx={FIELD_SX} />;
    }
    if (def.kind === 'select') {
      const multiple = LIST_KEYS.has(key);
      const options = def.options(draft);
      return (
        <TextField
          key={key}
          {...common}
          select
          value={draft[key] ?? (multiple ? [] : '')}
          disabled={options.length === 0}
          onChange={(event) => set(key, event.target.value as string | string[], true)}
          slotProps={{
            select: { multiple, renderValue: multiple ? (v) => (v as string[]).map((id) => options.find((o) => o.id === id)?.name ?? id).join(', ') : undefined },
            htmlInput: { 'data-testid': `filter-${key}` },
          }}
        >
          {!multiple && <MenuItem value="">{translate('app.dossierList.filters.alle')}</MenuItem>}
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    return (
      <TextField
        key={key}
        {...common}
        value={draft[key] ?? ''}
        onChange={(event) => set(key, event.target.value, false)}
        slotProps={{ htmlInput: { 'data-testid': `filter-${key}` } }}
      />
    );
  };

  const active = activeFilterCount(filter);
  return (
    <Box component="form" onSubmit={submit} sx={{ p: 2, borderBottom: 1, borderColor: 'divider', ...SKELETON_SX }} data-testid="dossier-filters">
      <Box sx={{ ...GRID, alignItems: 'center' }} data-testid="filter-main">
        {painted ? (
          <TextField
            size="small"
            name="query"
            label={translate('app.dossierList.filters.query')}
            placeholder={translate('app.dossierList.filters.queryHint')}
            value={draft.query ?? ''}
            onChange={(event) => set('query', event.target.value, false)}
            slotProps={{ htmlInput: { 'data-testid': 'filter-query' }, inputLabel: { shrink: true } }}
            sx={{ ...FIELD_SX, gridColumn: 'span 2' }}
          />
        ) : (
          <FieldSkeleton label={translate('app.dossierList.filters.query')} span={2} />
        )}
        {MAIN.map(field)}
        {/* The last three columns: beside the fields when they fit, else on a row of their own. */}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', gridColumn: { xs: '1 / -1', lg: '-4 / -1' } }}>
          <Button type="submit" variant="contained" startIcon={<Search />} data-testid="filter-submit">
            {translate('app.dossierList.filters.search')}
          </Button>
          <Badge color="primary" badgeContent={extended ? 0 : EXTENDED.filter((k) => filter[k] !== undefined).length}>
            <Button variant="outlined" startIcon={<Tune />} onClick={() => setExtended(!extended)} aria-expanded={extended} data-testid="filter-extended-toggle">
              {translate(extended ? 'app.dossierList.filters.extendedClose' : 'app.dossierList.filters.extended')}
            </Button>
          </Badge>
          <Button color="inherit" startIcon={<FilterAltOff />} disabled={active === 0} onClick={() => onChange({})} data-testid="filter-clear">
            {translate('app.dossierList.filters.clear')}
          </Button>
        </Stack>
      </Box>
      <Collapse in={extended} unmountOnExit>
        <Box sx={{ ...GRID, pt: 2 }} data-testid="filter-extended">
          {EXTENDED.map(field)}
        </Box>
      </Collapse>
    </Box>
  );
};
