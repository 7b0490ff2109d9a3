import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { DossierDetail } from '../../dataProvider/dossierDetail';
import { personNameSurnameFirst } from '../../../contract/names';
import { SUB_STATUSES } from '../../../contract/dossier';
import type { ActionValues, StatusActionSpec } from './statusActionRules';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { SubmitButton } from '../../shell/forms/SubmitButton';

interface Choice {
  id: number | string;
  name: string;
}

/** A reference list as select choices, loaded once (src/dataProvider/references.ts). */
const useChoices = (path: string, enabled: boolean, name: (item: Record<string, unknown>) => string) => {
  const dataProvider = useAppDataProvider();
  return (
    useQuery({
    queryKey: ['reference', path],
    queryFn: () => dataProvider.getReferenceList(path),
    enabled,
      select: (items): Choice[] => items.map((item) => ({ id: item.id, name: name(item) })),
    }).data ?? []
  );
};

interface SelectProps {
  label: string;
  value: string;
  choices: Choice[];
  onChange: (v: string) => void;
  testId: string;
  required?: boolean;
}

const Select = ({ label, value, choices, onChange, testId, required = true }: SelectProps) => (
  <TextField select fullWidth size="small" required={required} label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ mt: 1.5 }} slotProps={{ htmlInput: { 'data-testid': testId } }}>
    {choices.map((c) => (
      <MenuItem key={c.id} value={String(c.id)} data-testid={`${testId}-${c.id}`}>
        {c.name}
      </MenuItem>
    ))}
  </TextField>
);

/**
 * Asks what a status action needs (a reason, a money provider, an office, a sub-status, a
 * toelichting) or only for confirmation, and runs it. The confirm button rests, saying which,
 * until the required choice is made, so the server's 400 is not the first word on it.
 */
export const ActionDialog = ({ action, dossier, onClose, onDone }: { action: StatusActionSpec; dossier: DossierDetail; onClose: () => void; onDone: (run: Promise<unknown>) => void }) => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [choice, setChoice] = useState(action.form === 'subStatus' ? (dossier.subStatus ?? '') : '');
  // Changing a rejection's explanation starts from the one given.
  const [toelichting, setToelichting] = useState(action.key === 'rejectUpdate' ? (dossier.statusToelichting ?? '') : '');
  const [adviser, setAdviser] = useState('');
  const t = (suffix: string) => translate(`app.dossierDetail.actions.${action.key}${suffix}`, { id: dossier.id });
  const redenen = useChoices('/api/v1/rs/redenbeeindigings', action.form === 'close', (i) => String(i.omschrijving));
  const lenders = useChoices('/api/v1/rs/geldverstrekkers', action.form === 'forward', (i) => String(i.naam)).filter((c) => c.id !== dossier.geldverstrekker?.id);
  // The spec's offices for a choice (GET /kantoors/list), then that office's advisers.
  const offices =
    useQuery({
      queryKey: ['kantoren-keuze'],
      queryFn: () => dataProvider.getOfficeChoices(),
      enabled: action.form === 'kantoor',
      select: (list): Choice[] => list.map((o) => ({ id: o.id, name: `${o.bedrijfsNaam}, ${o.plaatsNaam}` })),
    }).data ?? [];
  const advisers = useQuery({
    queryKey: ['kantoorAdviseurs', choice],
    queryFn: () => dataProvider.getKantoorAdviseurs(Number(choice)),
    enabled: action.form === 'kantoor' && choice !== '',
    select: (list): Choice[] => [{ id: '', name: translate('app.dossierDetail.actions.geenAdviseur') }, ...list.map((a) => ({ id: a.id, name: personNameSurnameFirst(a) }))],
  }).data;
  const subStatuses: Choice[] = [{ id: '', name: translate('app.dossierDetail.actions.geenSubStatus') }, ...SUB_STATUSES];

  const choiceLabel = { close: 'reden', forward: 'geldverstrekker', kantoor: 'kantoor' }[action.form as string];
  const missing = choiceLabel && !choice ? [translate(`app.dossierDetail.actions.${choiceLabel}`)] : [];
  const values = (): ActionValues => {
    switch (action.form) {
      case 'close':
        return { redenBeeindigingId: Number(choice), toelichting };
      case 'reject':
        return { toelichting };
      case 'forward':
        return { geldverstrekkerId: Number(choice) };
      case 'kantoor':
        return { kantoorId: Number(choice), adviseurId: adviser ? Number(adviser) : null };
      case 'subStatus':
        return { subStatus: choice || null };
      default:
        return {};
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={`action-dialog-${action.key}`}>
      <DialogTitle>{t('Title')}</DialogTitle>
      <DialogContent>
        {action.form !== 'subStatus' && <DialogContentText>{t('Text')}</DialogContentText>}
        {action.form === 'close' && <Select label={translate('app.dossierDetail.actions.reden')} value={choice} choices={redenen} onChange={setChoice} testId="action-reden" />}
        {action.form === 'forward' && <Select label={translate('app.dossierDetail.actions.geldverstrekker')} value={choice} choices={lenders} onChange={setChoice} testId="action-geldverstrekker" />}
        {action.form === 'kantoor' && (
          <Select
            label={translate('app.dossierDetail.actions.kantoor')}
            value={choice}
            choices={offices}
            onChange={(office) => {
              setChoice(office);
              setAdviser('');
            }}
            testId="action-kantoor"
          />
        )}
        {action.form === 'kantoor' && advisers && (
          <Select label={translate('app.dossierDetail.actions.adviseur')} value={adviser} choices={advisers} onChange={setAdviser} testId="action-adviseur" required={false} />
        )}
        {action.form === 'subStatus' && (
          <Select label={translate('app.dossierDetail.side.subStatus')} value={choice} choices={subStatuses} onChange={setChoice} testId="action-substatus" required={false} />
        )}
        {(action.form === 'close' || action.form === 'reject') && (
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            sx={{ mt: 1.5 }}
            label={translate('app.dossierDetail.actions.toelichting')}
            value={toelichting}
            onChange={(e) => setToelichting(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'action-toelichting' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="action-cancel">
          {translate('app.dossierDetail.actions.cancel')}
        </Button>
        <SubmitButton variant="contained" missing={missing} onClick={() => onDone(action.run(dataProvider, dossier, values()))} data-testid="action-confirm">
          {translate('app.dossierDetail.actions.confirm')}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
};
