import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Download from '@mui/icons-material/Download';
import { Box, Button, IconButton, MenuItem, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { CDS_SCOPES, type CdsScope } from '../../../contract/insight/codes';
import { addDays, inPeriodDays, PERIOD_KINDS, periodOf, shiftPeriod, type PeriodKind } from '../../../contract/insight/period';
import { useSession } from '../../authProvider/session';
import { useReferenceList } from '../../resources/generic/useReferenceList';
import type { InsightFilter, InsightState } from './useInsightQuery';

const FILTER_LISTS: Record<InsightFilter, { path: string; name: (item: Record<string, unknown>) => string }> = {
  kantoor: { path: '/api/v1/rs/kantoren', name: (item) => `${item.bedrijfsNaam}, ${item.plaatsNaam}` },
  geldverstrekker: { path: '/api/v1/rs/geldverstrekkers', name: (item) => String(item.naam) },
  team: { path: '/api/v1/teams?active=true', name: (item) => String(item.teamNaam) },
};

const FilterSelect = ({ name, value, onChange }: { name: InsightFilter; value: string | undefined; onChange: (value: string | undefined) => void }) => {
  const translate = useTranslate();
  const list = FILTER_LISTS[name];
  const { data = [] } = useReferenceList(list.path);
  return (
    <TextField
      select
      size="small"
      label={translate(`app.insight.filters.${name}`)}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 180, maxWidth: 260 }}
      slotProps={{ htmlInput: { 'data-testid': `insight-filter-${name}` } }}
    >
      <MenuItem value="">{translate('app.insight.filters.alle')}</MenuItem>
      {data.map((item) => (
        <MenuItem key={String(item.id)} value={String(item.id)}>
          {list.name(item as Record<string, unknown>)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Which dossiers are counted as to CDS: the same choice and default on every insight screen. */
const ScopeSelect = ({ value, onChange }: { value: CdsScope; onChange: (value: CdsScope) => void }) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('app.insight.scope.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as CdsScope)}
      sx={{ minWidth: 200 }}
      slotProps={{ htmlInput: { 'data-testid': 'insight-filter-cds' } }}
    >
      {CDS_SCOPES.map((scope) => (
        <MenuItem key={scope} value={scope}>
          {translate(`app.insight.scope.${scope}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The line that says which dossiers the figures on the screen count. */
const ScopeLabel = ({ scope }: { scope: CdsScope }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }} data-testid="insight-scope-label">
      {translate(`app.insight.scope.geteld.${scope}`)}
    </Typography>
  );
};

interface Props {
  state: InsightState;
  update: (next: Partial<InsightState>) => void;
  /** The period kinds offered; one kind shows no choice. */
  kinds?: readonly PeriodKind[];
  /** The filters offered; an adviser's office is fixed, so it gets none. */
  filters?: readonly InsightFilter[];
  /** false: no period at all (a report chooses its own days). */
  period?: boolean;
  onCsv?: () => Promise<void>;
}

/**
 * The period of an insight screen (spec 000 §9: jaar, maand, week, 'Week {n}, {year}') with the
 * steps to the one before and after (within the days the periods are counted in), the filters per
 * office, money provider and team, and which dossiers as to CDS, with a line saying which are counted.
 */
export const InsightToolbar = ({ state, update, kinds = PERIOD_KINDS, filters = ['kantoor', 'geldverstrekker', 'team'], period: withPeriod = true, onCsv }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');
  const period = periodOf(state.periode, state.datum ?? today);
  const current = period.van <= today && today < period.tot;
  // A day of the period next to this one: its last going back, its first going forward, so a
  // period that reaches into the range can still be chosen.
  const stepDay = (step: -1 | 1) => (step === 1 ? shiftPeriod(period, 1).van : addDays(period.van, -1));
  const go = (step: -1 | 1) => update({ datum: stepDay(step) });
  const shown = filters.filter((f) => f !== 'kantoor' || session?.userCode !== 'A');
  const csv = async () => {
    setBusy(true);
    try {
      await onCsv!();
      notify('app.insight.csvDone', { type: 'success' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }} data-testid="insight-toolbar">
        {withPeriod && kinds.length > 1 && (
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.periode}
            aria-label={translate('app.insight.period.soort')}
            onChange={(_, value: PeriodKind | null) => value && update({ periode: value })}
            sx={{ '& .MuiToggleButton-root': { color: 'text.primary', textTransform: 'none', px: 1.5 } }}
          >
            {kinds.map((kind) => (
              <ToggleButton key={kind} value={kind} data-testid={`period-${kind}`}>
                {translate(`app.insight.period.${kind}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
        {withPeriod && (
          <>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <IconButton aria-label={translate('app.insight.period.previous')} onClick={() => go(-1)} disabled={!inPeriodDays(stepDay(-1))} data-testid="period-previous">
                <ChevronLeft />
              </IconButton>
              <Typography component="h2" variant="h6" sx={{ minWidth: 150, textAlign: 'center' }} aria-live="polite" data-testid="period-label">
                {period.label}
              </Typography>
              <IconButton aria-label={translate('app.insight.period.next')} onClick={() => go(1)} disabled={!inPeriodDays(stepDay(1))} data-testid="period-next">
                <ChevronRight />
              </IconButton>
            </Box>
            <Button size="small" disabled={current} onClick={() => update({ datum: undefined })} data-testid="period-current">
              {translate('app.insight.period.current')}
            </Button>
          </>
        )}
        <Box sx={{ flex: 1 }} />
        {shown.map((name) => (
          <FilterSelect key={name} name={name} value={state[name]} onChange={(value) => update({ [name]: value })} />
        ))}
        <ScopeSelect value={state.cds} onChange={(cds) => update({ cds })} />
        {onCsv && (
          <Button variant="outlined" size="small" startIcon={<Download />} disabled={busy} onClick={csv} aria-label={translate('app.insight.csvLabel')} data-testid="insight-csv">
            {translate('app.insight.csv')}
          </Button>
        )}
      </Box>
      <ScopeLabel scope={state.cds} />
    </>
  );
};
