import { Box, Divider, List } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'react-admin';
import { useAfterFirstPaint } from '../layout/useAfterFirstPaint';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from '../theme';
import type { NavItem } from './filterNavigation';
import { SidebarTargets } from './isActive';
import { NavGroupItem } from './NavGroupItem';
import { NavLinkItem } from './NavLinkItem';
import { NavLogoutItem } from './NavLogoutItem';
import { useMenuEntities, useNavigation } from './useNavigation';

const targetsOf = (item: NavItem): string[] => {
  if (item.kind === 'group') return item.children.flatMap(targetsOf);
  return item.kind === 'link' && item.to ? [item.to] : [];
};

/** The left navigation, built from the one declaration in src/shell/navigation.ts. */
export const SidebarMenu = () => {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const items = useNavigation();
  const targets = items.flatMap(targetsOf);
  // The entries follow the first paint: some nine hundred components that would otherwise hold
  // back the page the user opened (issue #9; 40–60 ms earlier on the first dossier row). The bar
  // itself is there at once, so nothing moves.
  const entriesShown = useAfterFirstPaint();
  const entitiesLoaded = !!useMenuEntities();

  return (
    <Box
      component="nav"
      aria-label={translate('app.nav.label')}
      data-testid="sidebar"
      data-collapsed={!open}
      // The registry's entries are in (useMenuEntities); the browser tests wait for it.
      data-entities={entitiesLoaded ? 'loaded' : 'loading'}
      sx={(theme) => ({
        width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
        flexShrink: 0,
        overflowX: 'hidden',
        overflowY: 'auto',
        bgcolor: 'background.paper',
        borderRight: 1,
        borderColor: 'divider',
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.shorter }),
      })}
    >
      <SidebarTargets.Provider value={targets}>
        <List component="div" dense disablePadding sx={{ py: 0.5 }}>
          {entriesShown && items.map((item) => {
            switch (item.kind) {
              case 'separator':
                return <Divider key={item.id} sx={{ my: 0.5 }} />;
              case 'group':
                return <NavGroupItem key={item.id} item={item} />;
              case 'link':
                return <NavLinkItem key={item.id} item={item} open={open} />;
              case 'logout':
                return <NavLogoutItem key={item.id} item={item} open={open} />;
            }
          })}
        </List>
      </SidebarTargets.Provider>
    </Box>
  );
};
