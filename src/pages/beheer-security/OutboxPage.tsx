import { Box, Card, CardContent, Link, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Title } from 'react-admin';
import type { OutboxRow } from '../../dataProvider/account';
import { formatDateTime } from '../../i18n/dates';
import { PAGE_SIZES, PagedTable } from './PagedTable';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

/**
 * Beheer › Uitgaande mail: every mail the system sent or, without SMTP_URL, keeps waiting
 * (docs/mail-outbox.md); a row opens to show its text.
 */
const OutboxPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.account.outbox.${key}`, options);
  const dataProvider = useAppDataProvider();
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZES[0] });
  const [aan, setAan] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const query = { ...paging, aan: aan.trim() || undefined };
  const { data } = useQuery({ queryKey: ['uitgaande-mails', query], queryFn: () => dataProvider.getOutbox(query), placeholderData: keepPreviousData });
  const status = (mail: OutboxRow) =>
    mail.verzondenOp ? t('sent') : mail.opgegevenOp ? t('givenUp', { error: mail.fout ?? '' }) : mail.fout ? t('failed', { error: mail.fout }) : t('waiting');

  return (
    <Card>
      <Title title={t('title')} />
      <CardContent>
        <TextField
          size="small"
          label={t('aan')}
          value={aan}
          onChange={(event) => (setAan(event.target.value), setPaging({ ...paging, page: 0 }))}
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { maxLength: 320, 'data-testid': 'outbox-filter' } }}
        />
        <PagedTable
          testId="outbox"
          data={data}
          headers={[t('createdAt'), t('aan'), t('onderwerp'), t('status')]}
          row={(mail) => [
            formatDateTime(mail.createdAt),
            mail.aan,
            <Box key="subject">
              <Link component="button" onClick={() => setOpen(open === mail.id ? null : mail.id)} aria-expanded={open === mail.id} data-testid="outbox-open">
                {mail.onderwerp}
              </Link>
              {open === mail.id && (
                <Typography component="pre" variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 1 }} data-testid="outbox-text">
                  {mail.postvakBericht ? t('fromMailbox') : mail.tekst}
                </Typography>
              )}
            </Box>,
            status(mail),
          ]}
          empty={t('empty')}
          onPage={(page, size) => setPaging({ page, size })}
        />
      </CardContent>
    </Card>
  );
};

export default OutboxPage;
