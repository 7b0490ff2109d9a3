import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useRedirect, useTranslate } from 'ra-core';
import { Create } from 'react-admin';
import { gebruikerEntity } from '../../../contract/gebruiker';
import { SchemaForm } from '../generic/SchemaForm';

/** A new user is an active staff member without roles until the admin chooses them. */
const DEFAULTS = { typeCode: 'M', active: true, rolIds: [], teamIds: [], kantoorId: null, geldverstrekkerId: null };

/**
 * Creating a user answers a one-time link to set a password; until mail exists the admin sees it
 * here and passes it on (docs/beheer.md).
 */
const GebruikerCreate = () => {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [link, setLink] = useState<string>();
  const close = () => {
    setLink(undefined);
    redirect('list', 'gebruikers');
  };
  return (
    <>
      <Create
        redirect={false}
        mutationOptions={{ onSuccess: (data) => setLink(`${window.location.origin}${String(data.wachtwoordLink ?? '')}`) }}
      >
        <SchemaForm entity={gebruikerEntity} defaultValues={DEFAULTS} />
      </Create>
      <Dialog open={!!link} onClose={close} data-testid="password-link-dialog" maxWidth="sm" fullWidth>
        <DialogTitle>{translate('app.beheer.gebruikers.linkTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.beheer.gebruikers.linkIntro')}</DialogContentText>
          <TextField value={link ?? ''} fullWidth slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'password-link' } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(link ?? '')}>{translate('app.beheer.gebruikers.copy')}</Button>
          <Button onClick={close} variant="contained" data-testid="password-link-close">
            {translate('app.beheer.gebruikers.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

export default GebruikerCreate;
