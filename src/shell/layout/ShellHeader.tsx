import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useTranslate } from 'ra-core';
import { TitlePortal, useSidebarState } from 'react-admin';
import { Link } from 'react-router-dom';
import { type ComponentType, Suspense } from 'react';
import { useSession } from '../../authProvider/session';
import { NewTaskNote } from '../panel/NewTaskNote';
import { profileAsset, readProfile } from '../profile';
import { AfterFirstPaint } from './AfterFirstPaint';
import { fieldSkeleton } from './fieldSkeleton';
import { Spinner } from './Spinner';
import { UserPanel } from './UserPanel';

/**
 * The search field as the first paint shows it, of its size and look; the field itself (some 60
 * components) follows a frame later, so the page under the header appears sooner (issue #9).
 */
const QuickSearchSkeleton = ({ placeholder }: { placeholder: string }) => (
  <Box
    aria-hidden
    sx={{ ...fieldSkeleton, width: { xs: 180, md: 280 }, bgcolor: 'background.default', color: 'text.disabled' }}
  >
    {placeholder}
  </Box>
);

/**
 * Hamburger, tenant logo, page title, spinner, the search field, the search window's button and the
 * user panel. Both searches are lent by the app above the frame (src/routes/AppLayout.tsx): the frame
 * imports no page. It renders
 * after the first paint, so the first screen never waits for it (issue #9).
 */
export const ShellHeader = ({ search: Search, launcher: Launcher }: { search?: ComponentType; launcher?: ComponentType }) => {
  const [open, setOpen] = useSidebarState();
  const session = useSession();
  const translate = useTranslate();
  const searchSkeleton = <QuickSearchSkeleton placeholder={translate('app.quickSearch.placeholder')} />;
  const launcherSkeleton = <Box sx={{ width: 40, flexShrink: 0 }} />;
  return (
    <AppBar position="static" color="inherit" elevation={0} sx={{ borderBottom: 3, borderColor: 'primary.main' }}>
      <Toolbar variant="dense" disableGutters sx={{ gap: 1.5, pr: 2, minHeight: 52 }}>
        <IconButton onClick={() => setOpen(!open)} aria-label={translate('app.nav.toggle')} aria-expanded={open} data-testid="sidebar-toggle" sx={{ width: 40, borderRadius: 0 }}>
          <MenuIcon />
        </IconButton>
        <Box component={Link} to={session?.userCode === 'A' ? '/loyalty' : '/'} aria-label={translate('app.header.home')} data-testid="logo-link" sx={{ display: 'flex' }}>
          <img src={profileAsset(readProfile(), 'logo')} alt={translate('app.login.logoAlt')} height={30} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, pl: 2, borderLeft: 1, borderColor: 'divider' }}>
          <TitlePortal variant="h6" sx={{ fontSize: '1.05rem', fontWeight: 600 }} data-testid="page-title" />
        </Box>
        <Spinner />
        {Search && (
          <AfterFirstPaint placeholder={searchSkeleton}>
            <Suspense fallback={searchSkeleton}>
              <Search />
            </Suspense>
          </AfterFirstPaint>
        )}
        {Launcher && (
          <AfterFirstPaint placeholder={launcherSkeleton}>
            <Suspense fallback={launcherSkeleton}>
              <Launcher />
            </Suspense>
          </AfterFirstPaint>
        )}
        <NewTaskNote />
        <UserPanel />
      </Toolbar>
    </AppBar>
  );
};
