import { Box, Card, CardContent, MenuItem, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import { SECURITY_EVENTS } from '../../../contract/account-security';
import { formatDateTime } from '../../i18n/dates';
import { PAGE_SIZES, PagedTable } from './PagedTable';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/** Beheer › Beveiligingslog: who signed in, failed, changed 2FA or reset a password, when and from where. */
const SecurityLogPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.account.log.${key}`);
  const dataProvider = useAppDataProvider();
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] });
  const [gebruikersnaam, setGebruikersnaam] = useState('');
  const [gebeurtenis, setGebeurtenis] = useState('');
  const query = { ...paging, gebruikersnaam: gebruikersnaam.trim() || undefined, gebeurtenis: gebeurtenis || undefined };
  const { data } = useQuery({ queryKey: ['beveiligingslog', query], queryFn: () => dataProvider.getSecurityLog(query), placeholderData: keepPreviousData });

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap' }}>
          <TextField
            size="small"
            label={t('gebruikersnaam')}
            value={gebruikersnaam}
            onChange={(event) => (setGebruikersnaam(event.target.value), setPaging({ ...paging, page: 0 }))}
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'log-filter-user' } }}
          />
          <TextField
            select
            size="small"
            label={t('gebeurtenis')}
            value={gebeurtenis}
            onChange={(event) => (setGebeurtenis(event.target.value), setPaging({ ...paging, page: 0 }))}
            sx={{ minWidth: 280 }}
          >
            <MenuItem value="">{t('allEvents')}</MenuItem>
            {Object.entries(SECURITY_EVENTS).map(([code, label]) => (
              <MenuItem key={code} value={code}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <PagedTable
          testId="security-log"
          data={data}
          headers={[t('at'), t('gebruikersnaam'), t('gebeurtenis'), t('ip'), t('omschrijving')]}
          row={(item) => [formatDateTime(item.at), item.gebruikersnaam, SECURITY_EVENTS[item.gebeurtenis as keyof typeof SECURITY_EVENTS] ?? item.gebeurtenis, item.ip, item.omschrijving]}
          empty={t('empty')}
          onPage={(page, size) => setPaging({ page, size })}
        />
      </CardContent>
    </Card>
  );
};

export default SecurityLogPage;
