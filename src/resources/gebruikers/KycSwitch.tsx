import { useState } from 'react';
import { Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'ra-core';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/**
 * Whether the user may perform the KYC checks of a dossier. It is switched on its own call
 * (PUT /gebruikers/{id}/kyc) at once, apart from the form, and does not change the record's
 * version, so unsaved changes in the form beside it still save.
 */
export const KycSwitch = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const dataProvider = useAppDataProvider();
  const [kyc, setKyc] = useState<boolean>();
  const [saving, setSaving] = useState(false);
  if (!record) return null;
  const checked = kyc ?? record.kyc === true;

  const change = async (value: boolean) => {
    setSaving(true);
    try {
      setKyc((await dataProvider.setGebruikerKyc(Number(record.id), value)).kyc);
      notify(value ? 'app.beheer.gebruikers.kycOn' : 'app.beheer.gebruikers.kycOff', { type: 'success' });
    } catch {
      // The error dialog has shown why; the switch stays as the server has it.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card sx={{ ml: 2, width: 300, flexShrink: 0, alignSelf: 'flex-start' }}>
      <CardContent>
        <Typography variant="subtitle1">{translate('app.beheer.gebruikers.kycTitle')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.beheer.gebruikers.kycIntro')}
        </Typography>
        <FormControlLabel
          control={<Switch checked={checked} disabled={saving} onChange={(event) => void change(event.target.checked)} slotProps={{ input: { 'data-testid': 'kyc-switch' } as object }} />}
          label={translate(checked ? 'app.beheer.gebruikers.kycYes' : 'app.beheer.gebruikers.kycNo')}
        />
      </CardContent>
    </Card>
  );
};
