import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { HandlerLoad } from '../../../contract/workload';
import { personName } from '../../../contract/names';

const NUMBERS = ['uitgezet', 'behandeling', 'totaal', 'sla', 'morgen', 'afgerondVandaag'] as const;

/** The load of every handler (GET /medewerkers/workload); a click picks the handler to assign to. */
export const HandlerLoadTable = ({ handlers, selected, onPick }: { handlers: HandlerLoad[]; selected?: number; onPick: (id: number) => void }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 1, fontWeight: 600 }}>
        {translate('app.werkverdeling.handlers')}
      </Typography>
      <Table size="small" data-testid="handler-load" sx={{ width: 'auto', minWidth: 760 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ fontWeight: 600, bgcolor: 'grey.100' }}>{translate('app.werkverdeling.handler')}</TableCell>
            {NUMBERS.map((key) => (
              <TableCell key={key} align="right" sx={{ fontWeight: 600, bgcolor: 'grey.100', whiteSpace: 'nowrap' }}>
                {translate(`app.werkverdeling.${key}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {handlers.map((handler) => (
            <TableRow key={handler.id} hover selected={handler.id === selected} onClick={() => onPick(handler.id)} sx={{ cursor: 'pointer' }} data-testid={`handler-${handler.id}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{personName(handler)}</TableCell>
              {NUMBERS.map((key) => (
                <TableCell
                  key={key}
                  align="right"
                  data-testid={`handler-${handler.id}-${key}`}
                  sx={{ fontVariantNumeric: 'tabular-nums', color: key === 'sla' && handler.sla > 0 ? 'error.main' : undefined, fontWeight: key === 'totaal' ? 600 : undefined }}
                >
                  {handler[key]}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};
