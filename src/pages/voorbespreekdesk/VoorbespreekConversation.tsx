import { Alert, Box, Chip, Checkbox, FormControlLabel, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { VOORBESPREEK_OORDELEN, type VoorbespreekDetail, type VoorbespreekOordeel } from '../../../contract/desks';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { refreshCounters } from '../../shell/counters';
import { ChatComposer } from '../desks/ChatComposer';
import { type ChatMessage, ChatMessages } from '../desks/ChatMessages';
import { VoorbespreekActions } from './VoorbespreekActions';

/**
 * One pre-discussion: client, money provider, office, adviser and handler, its state and the back
 * office's verdict, the chat with files, and the actions the user's permissions allow. An ended or
 * archived conversation is read only; VIEW_ONLY reads without a reply box.
 */
export const VoorbespreekConversation = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.${key}`, options);
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const session = useSession();
  const may = (permission: string) => !!session?.permissions.includes(permission);
  const isAdviser = session?.userCode === 'A';
  const [oordeel, setOordeel] = useState<VoorbespreekOordeel | ''>('');
  const [end, setEnd] = useState(false);
  const { data, isError } = useQuery({ queryKey: ['voorbespreek', 'detail', id], queryFn: () => dataProvider.getVoorbespreking(id), retry: false });
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['voorbespreek'] });
    void refreshCounters(queryClient);
  };
  if (isError) return <Alert severity="warning">{t('desks.notFound')}</Alert>;
  if (!data) return <Typography>{translate('ra.page.loading')}</Typography>;
  const viewOnly = may('VOORBESPREEKDESK_VIEW_ONLY') || !may('VOORBESPREEKDESK_EDIT');
  const open = !data.gearchiveerd && data.status !== 'BEEINDIGD';
  const toChat = (m: VoorbespreekDetail['messages'][number]): ChatMessage => ({
    ...m,
    tags: [...(m.oordeel ? [t(`voorbespreek.oordelen.${m.oordeel}`)] : []), ...(m.einde ? [t('voorbespreek.statuses.BEEINDIGD')] : [])],
  });

  return (
    <Stack spacing={2} data-testid="voorbespreek-conversation" data-id={id}>
      <Box>
        <Typography variant="h6" component="h2">
          {data.clientName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {data.mainSubject.naam}
          {data.subSubject ? ` › ${data.subSubject.naam}` : ''} · {data.ontvanger.naam} · {data.kantoor.naam}
          {data.adviseur ? ` · ${t('voorbespreek.adviser')} ${data.adviseur.naam}` : ''}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
          <Chip size="small" label={t(`voorbespreek.statuses.${data.status}`)} data-testid="voorbespreek-status" />
          {data.oordeel && <Chip size="small" color="secondary" label={`${t('voorbespreek.oordeel')}: ${t(`voorbespreek.oordelen.${data.oordeel}`)}`} data-testid="voorbespreek-oordeel" />}
          <Chip size="small" variant="outlined" label={`${t('voorbespreek.handler')}: ${data.behandelaar?.naam ?? t('voorbespreek.noHandler')}`} data-testid="voorbespreek-handler-name" />
          {data.dossierId && (
            <Link component={RouterLink} to={`/dossiers/${data.dossierId}`} data-testid="voorbespreek-dossier">
              {t('desks.dossier')} {data.dossierId}
            </Link>
          )}
        </Stack>
      </Box>
      {data.gearchiveerd && <Alert severity="info">{t('desks.archived')}</Alert>}
      {!data.gearchiveerd && data.status === 'BEEINDIGD' && <Alert severity="info">{t('voorbespreek.endedNote')}</Alert>}
      <VoorbespreekActions
        data={data}
        may={may}
        isAdviser={isAdviser}
        onChanged={(summary) => {
          // A change's answer is the conversation as it now is: shown at once, the rest follows with the refetch.
          if (summary) queryClient.setQueryData<VoorbespreekDetail>(['voorbespreek', 'detail', id], (old) => old && { ...old, ...summary });
          reload();
        }}
      />
      <ChatMessages messages={data.messages.map(toChat)} userId={session?.userId} />
      {open && viewOnly && <Alert severity="info">{t('voorbespreek.viewOnly')}</Alert>}
      {open && !viewOnly && (
        <ChatComposer
          testId="voorbespreek-composer"
          onSend={async (message, files, onProgress) => {
            const updated = await dataProvider.replyVoorbespreking(
              { voorbespreekdeskDossierId: id, message, endVoorbespreekdeskDossier: isAdviser && end, voorbespreekdeskStatus: isAdviser ? null : oordeel || null },
              files,
              onProgress,
            );
            // The answer is the conversation as it now is: shown at once, before any refetch.
            queryClient.setQueryData(['voorbespreek', 'detail', id], updated);
            setOordeel('');
            setEnd(false);
            reload();
          }}
          extra={
            isAdviser ? (
              <FormControlLabel control={<Checkbox checked={end} onChange={(event) => setEnd(event.target.checked)} />} label={t('voorbespreek.endWithMessage')} />
            ) : (
              <TextField select size="small" sx={{ maxWidth: 320 }} label={t('voorbespreek.oordeel')} value={oordeel} onChange={(event) => setOordeel(event.target.value as VoorbespreekOordeel)} data-testid="voorbespreek-oordeel-select">
                <MenuItem value="">{t('voorbespreek.noOordeel')}</MenuItem>
                {VOORBESPREEK_OORDELEN.map((o) => (
                  <MenuItem key={o.id} value={o.id}>
                    {t(`voorbespreek.oordelen.${o.id}`)}
                  </MenuItem>
                ))}
              </TextField>
            )
          }
        />
      )}
    </Stack>
  );
};
