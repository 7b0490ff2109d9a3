import ContentCopy from '@mui/icons-material/ContentCopy';
import { Box, Button, Card, CardContent, Chip, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { Title } from 'react-admin';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { ApiError } from '../../dataProvider';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDateTime } from '../../i18n/dates';
import { HdnLinkForm } from './HdnLinkForm';
import { HDN_BASE, type HdnMode, kanaalName, richtingName, soortName, statusColour, statusName } from './hdnNames';
import { prettyXml } from './prettyXml';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </Box>
);

/** One HDN message: what it is and did, the messages it answers or that answer it, and the message itself, laid out to read. */
const HdnMessagePage = ({ mode }: { mode: HdnMode }) => {
  const { id } = useParams();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.hdn.${key}`, options);
  const dataProvider = useAppDataProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const session = useSession();
  const { data: message, error } = useQuery({ queryKey: ['hdn', 'bericht', id], queryFn: () => dataProvider.getHdnMessage(id!), retry: false });
  const base = HDN_BASE[mode];
  const back = (
    <Button onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(base))} data-testid="hdn-back">
      {t('detail.back')}
    </Button>
  );
  if (error instanceof ApiError && error.status === 404) {
    return (
      <Card>
        <Title title={t('detail.title', { id })} />
        <CardContent>
          <Typography data-testid="hdn-not-found">{t('detail.notFound')}</Typography>
          {back}
        </CardContent>
      </Card>
    );
  }
  if (!message) return null;
  const mayLink = message.status === 'ONGEKOPPELD' && !!session?.permissions.includes('HDN_BERICHTEN_KOPPELEN') && session.permissions.includes('MENU_HDN_BERICHTEN_VIEW');
  const messageLink = (other: { id: number; soort: string | null; samenvatting: string }) => (
    <Link component={RouterLink} to={`${base}/${other.id}`} key={other.id} sx={{ display: 'block' }}>
      {`${other.soort ?? '–'} · ${other.samenvatting}`}
    </Link>
  );
  const copy = async () => {
    await navigator.clipboard.writeText(message.inhoud);
    notify(t('detail.copied'), { type: 'info' });
  };
  return (
    <Card>
      <Title title={t('detail.title', { id: message.id })} />
      <CardContent sx={{ display: 'grid', gap: 2.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: '1.1rem' }} data-testid="hdn-detail-samenvatting">
            {`${message.soort ?? '–'} · ${message.samenvatting}`}
          </Typography>
          <Chip size="small" color={statusColour(message.status)} label={statusName(message.status)} data-testid="hdn-detail-status" />
          <Box sx={{ flex: 1 }} />
          {back}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 1.5 }} data-testid="hdn-detail">
          <Fact label={t('filters.soort')}>{message.soort ? `${message.soort} – ${soortName(message.soort)}` : '–'}</Fact>
          <Fact label={t('filters.richting')}>{richtingName(message.richting)}</Fact>
          <Fact label={t('detail.tijdstip')}>{formatDateTime(message.tijdstip)}</Fact>
          {message.verzondenOp && <Fact label={t('detail.verzondenOp')}>{formatDateTime(message.verzondenOp)}</Fact>}
          <Fact label={t('detail.berichtDatum')}>{message.berichtDatum ? formatDateTime(message.berichtDatum) : '–'}</Fact>
          <Fact label={t('detail.berichtId')}>{message.berichtId ?? '–'}</Fact>
          <Fact label={t('columns.afzender')}>{message.afzender ?? '–'}</Fact>
          <Fact label={t('columns.ontvanger')}>{message.ontvanger ?? '–'}</Fact>
          <Fact label={t('filters.kanaal')}>{kanaalName(message.kanaal)}</Fact>
          <Fact label={t('columns.dossier')}>
            {message.dossierId === null ? (
              t('notLinked')
            ) : (
              <Link component={RouterLink} to={`/dossiers/${message.dossierId}`} data-testid="hdn-detail-dossier">
                {[message.dossierId, message.naamHypotheekGever].filter(Boolean).join(' · ')}
              </Link>
            )}
          </Fact>
          <Fact label={t('detail.referentie')}>{message.referentie ?? '–'}</Fact>
          {message.behandeldDoor && <Fact label={t('detail.behandeldDoor')}>{message.behandeldDoor}</Fact>}
          {message.inReactieOp !== null && <Fact label={t('detail.inReactieOp')}>{messageLink({ id: message.inReactieOp, soort: null, samenvatting: t('detail.title', { id: message.inReactieOp }) })}</Fact>}
          {message.antwoorden.length > 0 && <Fact label={t('detail.antwoorden')}>{message.antwoorden.map(messageLink)}</Fact>}
        </Box>
        {message.resultaat && <Fact label={t('detail.resultaat')}>{<span data-testid="hdn-detail-resultaat">{message.resultaat}</span>}</Fact>}
        {message.melding && (
          <Fact label={t('detail.melding')}>
            <Typography variant="body2" color="error" data-testid="hdn-detail-melding">
              {message.melding}
            </Typography>
          </Fact>
        )}
        {mayLink && <HdnLinkForm id={message.id} />}
        <Box component="section" aria-labelledby="hdn-raw-title">
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography id="hdn-raw-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('detail.raw')}
            </Typography>
            <Button size="small" startIcon={<ContentCopy fontSize="small" />} onClick={() => void copy()} data-testid="hdn-copy">
              {t('detail.copy')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('detail.rawHint', { richting: t(message.richting === 'IN' ? 'detail.ontvangen' : 'detail.verzonden') })}
          </Typography>
          <Box
            component="pre"
            tabIndex={0}
            aria-labelledby="hdn-raw-title"
            data-testid="hdn-raw"
            sx={{ mt: 1, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, lineHeight: 1.5, overflow: 'auto', maxHeight: 560, whiteSpace: 'pre' }}
          >
            {prettyXml(message.inhoud)}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
};

export default HdnMessagePage;
