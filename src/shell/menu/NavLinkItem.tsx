import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import type { NavItem } from './filterNavigation';
import { CounterBadge } from './CounterBadge';
import { isActive, useSidebarTargets } from './isActive';

type LinkItem = Extract<NavItem, { kind: 'link' }>;

/**
 * A label wraps onto a second line rather than being cut off: the sidebar is narrow and a report
 * name such as 'Afwijzingen per geldverstrekker' must be readable in full (issue #18, defect 12).
 */
export const LABEL = { fontSize: 13, lineHeight: 1.3 } as const;

export const itemSx = (nested: boolean, open: boolean) => ({
  minHeight: 36,
  pl: nested && open ? 4.5 : 1.25,
  pr: 1,
  gap: 1,
  '&.Mui-selected': { color: 'primary.main', fontWeight: 600, boxShadow: 'inset 3px 0 0 currentColor' },
  '& .MuiListItemIcon-root': { minWidth: 0, color: 'inherit' },
});

/**
 * One sidebar link; an entry without a target is shown but cannot be chosen. While the sidebar
 * is minimised the label moves into the native tooltip.
 */
export const NavLinkItem = ({ item, open, nested = false }: { item: LinkItem; open: boolean; nested?: boolean }) => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const targets = useSidebarTargets();
  const label = item.literal ? item.label : translate(item.label);
  const Icon = item.icon;
  const routing = item.to ? { component: Link, to: item.to } : {};
  return (
    <ListItemButton
      {...routing}
      disabled={!item.to}
      selected={!!item.to && isActive(item.to, pathname, search, targets)}
      data-testid={`nav-${item.id}`}
      aria-label={open ? undefined : label}
      title={open ? undefined : label}
      sx={itemSx(nested, open)}
    >
      {Icon && (
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
      )}
      {open && (
        <ListItemText
          primary={label}
          secondary={item.tag && translate(item.tag)}
          sx={{ my: 0 }}
          slotProps={{
            primary: { ...LABEL, fontWeight: 'inherit' },
            secondary: { fontSize: 10, fontWeight: 700, color: 'secondary.main', textTransform: 'uppercase' },
          }}
        />
      )}
      <CounterBadge counter={item.counter} />
    </ListItemButton>
  );
};
