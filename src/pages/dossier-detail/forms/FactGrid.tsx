import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { formatDate } from '../../../i18n/dates';
import { displayValue, type FieldSpec } from './fields';

/** A read-only view of a record: label above value, in a wrapping grid. */
export const FactGrid = ({ fields, record, testId }: { fields: readonly FieldSpec[]; record: Record<string, unknown> | null | undefined; testId?: string }) => {
  const translate = useTranslate();
  const texts = { ja: translate('app.detailForms.ja'), nee: translate('app.detailForms.nee') };
  return (
    <Box data-testid={testId} sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5 }}>
      {fields.map((spec) => (
        <Box key={spec.source}>
          <Typography variant="caption" color="text.secondary" component="div">
            {spec.label}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }} data-testid={testId ? `${testId}-${spec.source}` : undefined}>
            {displayValue(spec, record?.[spec.source], texts, formatDate) || '–'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
