import Search from '@mui/icons-material/Search';
import { ClickAwayListener, IconButton, InputAdornment, List, ListItemButton, ListItemText, ListSubheader, Paper, Popper, TextField } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import type { DossierProjection } from '../../dataProvider/dossiers';
import { dossierPath, faseName, stapName } from './dossierFormat';
import { normaliseQuery, searchOutcome } from './quickSearchOutcome';
import { type RecentDossier, readRecentDossiers } from './recentDossiers';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';

type Dropdown = { kind: 'hits'; hits: DossierProjection[] } | { kind: 'recent'; recent: RecentDossier[] } | null;

/**
 * The header's dossier quick search (field `query`): Enter or the magnifier searches, one hit
 * opens the dossier, several show a list, none hides it; typing clears the previous result.
 * An empty focused field offers the dossiers seen last.
 */
const QuickSearch = () => {
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const navigate = useNavigate();
  const anchor = useRef<HTMLDivElement>(null);
  const [value, setValue] = useState('');
  const [dropdown, setDropdown] = useState<Dropdown>(null);
  const [busy, setBusy] = useState(false);

  const open = (path: string) => {
    setDropdown(null);
    setValue('');
    navigate(path);
  };

  const search = async () => {
    const query = normaliseQuery(value);
    if (!query || busy) return;
    setBusy(true);
    try {
      const outcome = searchOutcome(await dataProvider.searchDossiers(query));
      if (outcome.kind === 'open') open(outcome.path);
      else setDropdown(outcome.kind === 'list' ? { kind: 'hits', hits: outcome.hits } : null);
    } catch {
      setDropdown(null);
    } finally {
      setBusy(false);
    }
  };

  const showRecent = () => {
    const recent = readRecentDossiers();
    if (!value && recent.length) setDropdown({ kind: 'recent', recent });
  };

  return (
    <ClickAwayListener onClickAway={() => setDropdown(null)}>
      <div ref={anchor} data-testid="quick-search">
        <TextField
          name="query"
          size="small"
          value={value}
          placeholder={translate('app.quickSearch.placeholder')}
          onChange={(event) => {
            setValue(event.target.value);
            setDropdown(null);
          }}
          onFocus={showRecent}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void search();
            if (event.key === 'Escape') setDropdown(null);
          }}
          slotProps={{
            htmlInput: { 'aria-label': translate('app.quickSearch.label'), 'data-testid': 'quick-search-input', autoComplete: 'off' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton size="small" edge="end" onClick={() => void search()} aria-label={translate('app.quickSearch.submit')} data-testid="quick-search-submit">
                    <Search fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
          sx={{ width: { xs: 180, md: 280 }, '& .MuiOutlinedInput-root': { bgcolor: 'background.default' } }}
        />
        <Popper open={!!dropdown} anchorEl={anchor.current} placement="bottom-end" sx={{ zIndex: (theme) => theme.zIndex.modal }}>
          <Paper elevation={6} sx={{ width: 380, maxHeight: 500, overflowY: 'auto', mt: 0.5 }} data-testid="quick-search-results">
            {dropdown?.kind === 'hits' && (
              <List dense subheader={<ListSubheader>{translate('app.quickSearch.results')}</ListSubheader>}>
                {dropdown.hits.map((hit) => (
                  <ListItemButton key={hit.id} onClick={() => open(dossierPath(hit))} data-testid={`quick-search-hit-${hit.id}`}>
                    <ListItemText
                      primary={`${hit.id} · ${hit.naamHypotheekGever ?? ''}${hit.gearchiveerd ? ` · ${translate('app.quickSearch.archived')}` : ''}`}
                      secondary={[hit.kenmerk ?? hit.offerteNr, `${faseName(hit.fase)} – ${stapName(hit.fase, hit.stap)}`].filter(Boolean).join(' · ')}
                    />
                  </ListItemButton>
                ))}
              </List>
            )}
            {dropdown?.kind === 'recent' && (
              <List dense subheader={<ListSubheader>{translate('app.quickSearch.recent')}</ListSubheader>}>
                {dropdown.recent.map((recent) => (
                  <ListItemButton key={recent.id} onClick={() => open(recent.path)} data-testid={`quick-search-recent-${recent.id}`}>
                    <ListItemText primary={recent.label} />
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        </Popper>
      </div>
    </ClickAwayListener>
  );
};

export default QuickSearch;
