import { Alert, Box, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { OverruleDetail, OverruleSummary } from '../../../contract/desks';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { refreshCounters } from '../../shell/counters';
import { ChatComposer } from '../desks/ChatComposer';
import { type ChatMessage, ChatMessages } from '../desks/ChatMessages';
import { ConfirmButton } from '../desks/ConfirmButton';

const STAFF = ['M', 'E', 'B', 'V'];

const toChat = (m: OverruleDetail['messages'][number]): ChatMessage => ({
  ...m,
  system: m.soort === 'STATUS',
  tags: m.verdict ? [m.verdict.naam] : m.serviceProviderStatus && m.soort === 'BERICHT' ? [m.serviceProviderStatus.naam] : [],
});

/**
 * One overrule request: its dossier, subject and both parties' statuses, the chat between adviser,
 * back office and money provider, and what the user's part allows: the money provider sets its
 * status and gives its verdict with a message, the back office sets the service provider's status
 * and archives. An archived request is read only.
 */
export const OverruleConversation = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.${key}`, options);
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const session = useSession();
  const { data, isError } = useQuery({ queryKey: ['overrule', 'detail', id], queryFn: () => dataProvider.getOverrule(id), retry: false });
  const [verdict, setVerdict] = useState(0);
  const [serviceStatus, setServiceStatus] = useState(0);
  const isLender = session?.userCode === 'H';
  const isStaff = STAFF.includes(session?.userCode ?? '');
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['overrule'] });
    void refreshCounters(queryClient);
  };
  /** A change's answer is the request as it now is: shown at once, the messages follow with the refetch. */
  const apply = (summary: OverruleSummary) => {
    queryClient.setQueryData<OverruleDetail>(['overrule', 'detail', id], (old) => old && { ...old, ...summary });
    reload();
  };
  if (isError) return <Alert severity="warning">{t('desks.notFound')}</Alert>;
  if (!data) return <Typography>{translate('ra.page.loading')}</Typography>;

  const setStatus = async (body: { moneyProviderStatusId: number | null; serviceProviderStatusId: number | null }) => {
    apply(await dataProvider.setOverruleStatus(id, body));
    notify('app.overrule.statusSaved', { type: 'success' });
  };
  const ownChoices = isLender ? data.statusChoices.moneyProvider : data.statusChoices.serviceProvider;
  const ownStatus = isLender ? data.moneyProviderStatus : data.serviceProviderStatus;

  return (
    <Stack spacing={2} data-testid="overrule-conversation" data-id={id}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('desks.dossier')}{' '}
          <Link component={RouterLink} to={`/dossiers/${data.dossierId}`}>
            {data.dossierId}
          </Link>{' '}
          – {data.klantNaam}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data.mainSubject.naam}
          {data.subSubject ? ` › ${data.subSubject.naam}` : ''} · {data.geldverstrekker.naam}
          {data.kantoor ? ` · ${data.kantoor.naam}` : ''} · {t('overrule.requestedBy')} {data.aangevraagdDoor}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
          <Chip size="small" label={`${t('overrule.lenderStatus')}: ${data.moneyProviderStatus?.naam ?? '–'}`} data-testid="overrule-lender-status" />
          <Chip size="small" label={`${t('overrule.serviceStatus')}: ${data.serviceProviderStatus?.naam ?? '–'}`} data-testid="overrule-service-status" />
          {data.verdict && <Chip size="small" color="secondary" label={t('overrule.verdictGiven', { naam: data.verdict.naam })} data-testid="overrule-verdict" />}
        </Stack>
      </Box>
      {data.gearchiveerd && <Alert severity="info">{t('desks.archived')}</Alert>}
      {!data.gearchiveerd && (isLender || isStaff) && (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            sx={{ minWidth: 240 }}
            label={t(isLender ? 'overrule.lenderStatus' : 'overrule.serviceStatus')}
            value={ownStatus?.id ?? ''}
            onChange={(event) => void setStatus(isLender ? { moneyProviderStatusId: Number(event.target.value), serviceProviderStatusId: null } : { moneyProviderStatusId: null, serviceProviderStatusId: Number(event.target.value) })}
            data-testid="overrule-status-select"
          >
            {ownChoices.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.naam}
              </MenuItem>
            ))}
          </TextField>
          {isStaff && (
            <ConfirmButton
              label="app.desks.archiveAction"
              question="app.desks.archiveConfirm"
              testId="overrule-archive"
              onConfirm={async () => {
                apply(await dataProvider.archiveOverrule(id));
                notify('app.desks.archivedDone', { type: 'success' });
              }}
            />
          )}
        </Stack>
      )}
      <ChatMessages messages={data.messages.map(toChat)} userId={session?.userId} />
      {!data.gearchiveerd && (
        <ChatComposer
          testId="overrule-composer"
          onSend={async (message, files, onProgress) => {
            const updated = await dataProvider.chatOverrule(id, { message, overruleVerdictId: verdict, serviceProviderStatusId: serviceStatus }, files, onProgress);
            // The answer is the conversation as it now is: shown at once, before any refetch.
            queryClient.setQueryData(['overrule', 'detail', id], updated);
            setVerdict(0);
            setServiceStatus(0);
            reload();
          }}
          extra={
            isLender ? (
              <TextField select size="small" sx={{ maxWidth: 320 }} label={t('overrule.verdict')} value={verdict} onChange={(event) => setVerdict(Number(event.target.value))} data-testid="overrule-verdict-select">
                <MenuItem value={0}>{t('overrule.noVerdict')}</MenuItem>
                {data.statusChoices.moneyProvider
                  .filter((s) => s.afgesloten)
                  .map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.naam}
                    </MenuItem>
                  ))}
              </TextField>
            ) : isStaff ? (
              <TextField select size="small" sx={{ maxWidth: 320 }} label={t('overrule.serviceStatus')} value={serviceStatus} onChange={(event) => setServiceStatus(Number(event.target.value))} data-testid="overrule-service-select">
                <MenuItem value={0}>{t('overrule.noStatusChange')}</MenuItem>
                {data.statusChoices.serviceProvider.map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.naam}
                  </MenuItem>
                ))}
              </TextField>
            ) : undefined
          }
        />
      )}
    </Stack>
  );
};
