import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useStore, useTranslate } from 'ra-core';
import { useSidebarState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import type { NavItem } from './filterNavigation';
import { isActive, useSidebarTargets } from './isActive';
import { LABEL, NavLinkItem, itemSx } from './NavLinkItem';

type GroupItem = Extract<NavItem, { kind: 'group' }>;

/** A collapsible group; its children are hidden while the sidebar is minimised. */
export const NavGroupItem = ({ item }: { item: GroupItem }) => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const targets = useSidebarTargets();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const holdsActive = item.children.some((child) => child.kind === 'link' && child.to && isActive(child.to, pathname, search, targets));
  const [expanded, setExpanded] = useStore(`nav.group.${item.id}`, holdsActive);
  const label = translate(item.label);
  const Icon = item.icon;

  // Opening a group from the minimised sidebar unfolds both at once.
  const toggle = () => {
    if (!sidebarOpen) {
      setSidebarOpen(true);
      setExpanded(true);
    } else setExpanded(!expanded);
  };

  return (
    <>
      <ListItemButton
        onClick={toggle}
        aria-expanded={expanded && sidebarOpen}
        aria-label={sidebarOpen ? undefined : label}
        title={sidebarOpen ? undefined : label}
        data-testid={`nav-${item.id}`}
        sx={itemSx(false, sidebarOpen)}
      >
        <ListItemIcon>
          <Icon fontSize="small" />
        </ListItemIcon>
        {sidebarOpen && <ListItemText primary={label} slotProps={{ primary: LABEL }} />}
        {sidebarOpen && (expanded ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={expanded && sidebarOpen} unmountOnExit>
        <List component="div" dense disablePadding data-testid={`nav-${item.id}-children`}>
          {item.children.map((child) => child.kind === 'link' && <NavLinkItem key={child.id} item={child} open={sidebarOpen} nested />)}
        </List>
      </Collapse>
    </>
  );
};
