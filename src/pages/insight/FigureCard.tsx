import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { Kengetal } from '../../../contract/insight/answers';
import type { FigureText } from '../../../contract/insight/figures';
import { InfoTip } from './InfoTip';
import { drillUrl, formatValue } from './format';

/**
 * One figure: its name with how it is computed, its value (opening the dossiers it counts), and
 * the same figure over the period before.
 */
export const FigureCard = ({ figure, text }: { figure: Kengetal; text: FigureText }) => {
  const translate = useTranslate();
  const value = formatValue(figure.eenheid, figure.waarde);
  return (
    <Card variant="outlined" data-testid={`figure-${figure.id}`} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: '12px !important' }}>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <Typography component="h3" variant="subtitle2" color="text.secondary">
            {text.label}
          </Typography>
          <InfoTip label={text.label} text={text.uitleg} testId={`uitleg-${figure.id}`} />
        </Box>
        <Typography variant="h4" component="p" sx={{ fontWeight: 500 }}>
          {figure.filter ? (
            <Link component={RouterLink} to={drillUrl(figure.filter)} underline="hover" aria-label={translate('app.insight.figure.open', { label: `${text.label}: ${value}` })} data-testid={`figure-link-${figure.id}`}>
              {value}
            </Link>
          ) : (
            <span data-testid={`figure-value-${figure.id}`}>{value}</span>
          )}
        </Typography>
        {figure.vorige !== null && (
          <Typography variant="body2" color="text.secondary" data-testid={`figure-previous-${figure.id}`}>
            {translate('app.insight.figure.compared', { value: formatValue(figure.eenheid, figure.vorige), period: figure.vorigePeriode })}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
