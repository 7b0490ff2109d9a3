import Close from '@mui/icons-material/Close';
import FolderOpen from '@mui/icons-material/FolderOpen';
import MailOutline from '@mui/icons-material/MailOutline';
import StickyNote2 from '@mui/icons-material/StickyNote2';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button, Chip, Dialog, DialogContent, DialogTitle, IconButton, InputAdornment, List, ListItemButton, ListItemIcon, ListItemText, TextField, Typography } from '@mui/material';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DOSSIER_VIEW } from '../../../contract/permissions';
import { ZOEK_SOORTEN, ZOEK_TELLING_MAX, type SearchHit, type ZoekSoort } from '../../../contract/search';
import { useSession } from '../../authProvider/session';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { formatDate } from '../../i18n/dates';
import { dossierPath } from '../dossiers/dossierFormat';
import { Fragment } from './Fragment';

const PAGE_SIZE = 20;
const TYPING_MS = 250;
const ICONS: Record<ZoekSoort, typeof FolderOpen> = { dossier: FolderOpen, notitie: StickyNote2, hdn: SwapHoriz, mail: MailOutline };

/** Where a hit opens: the dossier, a note on its Communicatie tab, a message on its HDN screen, an e-mail on Berichten. */
function target(hit: SearchHit, hdnBase: string) {
  if (hit.soort === 'hdn') return `${hdnBase}/${hit.id}`;
  if (hit.soort === 'mail') return `/tickets/berichten?bericht=${hit.id}`;
  const dossier = dossierPath({ id: hit.dossierId!, cds: hit.dossierSoort === 'cds', btl: hit.dossierSoort === 'btl' });
  return hit.soort === 'notitie' ? `${dossier}/communicatie` : dossier;
}

/**
 * The kinds the field's label names, as the server's sources allow them (server/services/search/
 * sources): only a guide to what may be typed, the server decides what is searched.
 */
function labelKinds(session: ReturnType<typeof useSession>): ZoekSoort[] {
  const has = (p: string) => !!session?.permissions.includes(p);
  return ZOEK_SOORTEN.map((kind) => kind.id).filter((kind) =>
    kind === 'dossier'
      ? DOSSIER_VIEW.some(has)
      : kind === 'notitie'
        ? has('DOSSIER_DETAIL_NOTITIES')
        : kind === 'mail'
          ? has('MENU_BERICHTEN_VIEW')
          : session?.userCode !== 'A' && (has('MENU_HDN_BERICHTEN_VIEW') || has('MENU_HDN_LOG')),
  );
}

/**
 * The search window (docs/search.md): results while typing, ranked over every kind the user may
 * read, narrowed to one kind by its chip (with its count), more on request; arrow keys choose,
 * Enter opens, Esc closes.
 */
const SearchDialog = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.search.${key}`, options);
  const dataProvider = useAppDataProvider();
  const navigate = useNavigate();
  const session = useSession();
  const hdnBase = session?.userCode !== 'A' && session?.permissions.includes('MENU_HDN_BERICHTEN_VIEW') ? '/tickets/hdn' : '/hdn-log';
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [soort, setSoort] = useState<ZoekSoort | undefined>(undefined);
  const [active, setActive] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), TYPING_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const searching = q.length >= 2 || /^\d+$/.test(q);
  const { data, isError, hasNextPage, fetchNextPage, isFetching } = useInfiniteQuery({
    queryKey: ['zoeken', q, soort],
    queryFn: ({ pageParam }) => dataProvider.searchAll(q, soort, pageParam, PAGE_SIZE),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.number + 1 < last.totalPages ? last.number + 1 : undefined),
    enabled: searching,
    placeholderData: keepPreviousData,
  });
  const hits = searching ? (data?.pages.flatMap((page) => page.content) ?? []) : [];
  const counts = data?.pages[0]?.aantallen ?? {};
  const open = (hit: SearchHit) => {
    onClose();
    navigate(target(hit, hdnBase));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length) setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : hits.length - 1)) % hits.length);
    }
    if (event.key === 'Enter' && hits[active]) open(hits[active]);
  };
  const countText = (n: number | undefined) => (n === undefined ? '' : n >= ZOEK_TELLING_MAX ? t('countMax') : t('count', { count: n }));
  const kinds = ZOEK_SOORTEN.filter((kind) => kind.id in counts || kind.id === soort);
  const optionId = (index: number) => `search-hit-${index}`;
  const named = labelKinds(session).map((kind) => t(`in.${kind}`));
  const label = t('label', { wat: named.length > 1 ? `${named.slice(0, -1).join(', ')}${t('and')}${named.at(-1)}` : (named[0] ?? '') });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }} slotProps={{ paper: { sx: { mt: 8 } } }} data-testid="search-dialog">
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', pb: 1 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {t('title')}
        </Box>
        <IconButton onClick={onClose} aria-label={translate('ra.action.close')} edge="end">
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <TextField
          autoFocus
          fullWidth
          value={text}
          label={label}
          placeholder={t('placeholder')}
          onChange={(event) => (setText(event.target.value), setActive(0))}
          onKeyDown={onKeyDown}
          helperText={searching ? t('keys') : t('hint')}
          slotProps={{
            htmlInput: {
              maxLength: 200,
              role: 'combobox',
              'aria-expanded': hits.length > 0,
              'aria-controls': 'search-results',
              'aria-activedescendant': hits.length ? optionId(active) : undefined,
              'aria-autocomplete': 'list',
              'data-testid': 'search-input',
              autoComplete: 'off',
            },
            input: { startAdornment: <InputAdornment position="start">{isFetching ? '…' : ''}</InputAdornment> },
          }}
          sx={{ mt: 1 }}
        />
        {searching && kinds.length > 0 && (
          <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }} role="group" aria-label={t('results')}>
            <Chip label={t('all')} color={soort === undefined ? 'primary' : 'default'} onClick={() => (setSoort(undefined), setActive(0))} data-testid="search-kind-all" />
            {kinds.map((kind) => (
              <Chip
                key={kind.id}
                label={`${kind.name} ${countText(counts[kind.id])}`.trim()}
                color={soort === kind.id ? 'primary' : 'default'}
                onClick={() => (setSoort(kind.id), setActive(0))}
                data-testid={`search-kind-${kind.id}`}
              />
            ))}
          </Box>
        )}
        {isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('failed')}
          </Alert>
        )}
        {searching && data && !hits.length && !isFetching && (
          <Typography sx={{ mt: 2 }} data-testid="search-none">
            {t('none', { q })}
          </Typography>
        )}
        <List id="search-results" role="listbox" aria-label={t('results')} dense sx={{ mt: 1, maxHeight: '60vh', overflowY: 'auto' }} data-testid="search-results">
          {hits.map((hit, index) => {
            const Icon = ICONS[hit.soort];
            return (
              <ListItemButton
                key={`${hit.soort}-${hit.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                selected={index === active}
                onClick={() => open(hit)}
                onMouseMove={() => setActive(index)}
                tabIndex={-1}
                data-testid={`search-hit-${hit.soort}-${hit.id}`}
                sx={{ alignItems: 'flex-start', borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} title={t(`soort.${hit.soort}`)}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={hit.titel}
                  secondary={
                    <>
                      <Box component="span" sx={{ display: 'block' }}>
                        {/* A dossier's description starts with its number; a note or message says what it is. */}
                        {[hit.soort !== 'dossier' && t(`soort.${hit.soort}`), hit.omschrijving, hit.datum && formatDate(hit.datum)].filter(Boolean).join(' · ')}
                      </Box>
                      {hit.fragment && <Fragment text={hit.fragment} />}
                    </>
                  }
                  slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { component: 'span' } }}
                />
              </ListItemButton>
            );
          })}
        </List>
        {hasNextPage && (
          <Button onClick={() => void fetchNextPage()} disabled={isFetching} data-testid="search-more">
            {t('more')}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
};

export default SearchDialog;
