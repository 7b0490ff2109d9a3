import ManageSearch from '@mui/icons-material/ManageSearch';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Suspense, lazy, useEffect, useState } from 'react';
import { onSearchShortcut } from './searchShortcut';

/** The search window itself loads when it is first opened. */
const SearchDialog = lazy(() => import('../pages/search/SearchDialog'));

/**
 * The one search (docs/search.md): a button in the header and Ctrl+K (⌘K on a Mac) from anywhere
 * in the app (src/routes/searchShortcut.ts) open the search window. The header's dossier quick search
 * stays as the spec has it.
 */
const SearchLauncher = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => onSearchShortcut(() => setOpen(true)), []);
  return (
    <>
      <Tooltip title={translate('app.search.open')}>
        <IconButton onClick={() => setOpen(true)} aria-label={translate('app.search.open')} aria-haspopup="dialog" data-testid="search-open">
          <ManageSearch />
        </IconButton>
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};

export default SearchLauncher;
