import Cancel from '@mui/icons-material/Cancel';
import { Box, Chip, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { useSession } from '../../authProvider/session';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { textOn } from '../../shell/colours';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** The dossier's labels; with DOSSIER_DETAIL_LABELS they can be added (from the active ones) and removed. */
export const LabelsPanel = ({ dossier, onChanged }: { dossier: DossierDetail; onChanged: () => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const canEdit = !!useSession()?.permissions.includes('DOSSIER_DETAIL_LABELS');
  const [busy, setBusy] = useState(false);
  const active = useQuery({ queryKey: ['dossierLabels'], queryFn: () => dataProvider.getActiveLabels(), enabled: canEdit, staleTime: 60_000 });
  const addable = (active.data ?? []).filter((label) => !dossier.labels.some((l) => l.id === label.id));

  const change = (call: Promise<unknown>) => {
    setBusy(true);
    call.catch(() => undefined).finally(() => {
      setBusy(false);
      onChanged();
    });
  };

  return (
    <Box data-testid="labels-panel">
      <Typography variant="subtitle2" component="h2">
        {translate('app.dossierDetail.labels.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, my: 0.5 }}>
        {dossier.labels.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('app.dossierDetail.labels.none')}
          </Typography>
        )}
        {dossier.labels.map((label) => (
          <Chip
            key={label.id}
            size="small"
            label={label.naam}
            sx={{ bgcolor: label.kleur, color: textOn(label.kleur) }}
            data-testid={`label-${label.id}`}
            onDelete={canEdit && !busy ? () => change(dataProvider.removeLabel(dossier.id, label.id)) : undefined}
            deleteIcon={<Cancel aria-label={translate('app.dossierDetail.labels.remove', { naam: label.naam })} data-testid={`label-remove-${label.id}`} />}
          />
        ))}
      </Box>
      {canEdit && addable.length > 0 && (
        <TextField
          select
          size="small"
          fullWidth
          disabled={busy}
          label={translate('app.dossierDetail.labels.add')}
          value=""
          onChange={(e) => change(dataProvider.addLabel(dossier.id, Number(e.target.value)))}
          slotProps={{ htmlInput: { 'data-testid': 'label-add' } }}
        >
          {addable.map((label) => (
            <MenuItem key={label.id} value={String(label.id)} data-testid={`label-add-${label.id}`}>
              {label.naam}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Box>
  );
};
