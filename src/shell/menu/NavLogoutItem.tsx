import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLogout, useTranslate } from 'ra-core';
import type { NavItem } from './filterNavigation';
import { itemSx } from './NavLinkItem';

type LogoutItem = Extract<NavItem, { kind: 'logout' }>;

/** Uitloggen at the bottom of the sidebar: ends the session and goes to /auth. */
export const NavLogoutItem = ({ item, open }: { item: LogoutItem; open: boolean }) => {
  const translate = useTranslate();
  const logout = useLogout();
  const label = translate(item.label);
  const Icon = item.icon;
  return (
    <ListItemButton
      onClick={() => logout({}, undefined, false)}
      data-testid={`nav-${item.id}`}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
      sx={itemSx(false, open)}
    >
      <ListItemIcon>{Icon && <Icon fontSize="small" />}</ListItemIcon>
      {open && <ListItemText primary={label} slotProps={{ primary: { fontSize: 13 } }} />}
    </ListItemButton>
  );
};
