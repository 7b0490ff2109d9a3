import { Avatar, Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useLogout, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { useSession } from '../../authProvider/session';
import { personName } from '../../../contract/names';
import { useOwnProfile, useProfilePicture } from './useOwnProfile';

/** Top-right: the user's picture (or initials), name and a small menu with Profiel and Uitloggen. */
export const UserPanel = () => {
  const session = useSession();
  const logout = useLogout();
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { data: profile } = useOwnProfile();
  const picture = useProfilePicture(profile?.fotoId);
  if (!session) return null;

  const close = () => setAnchor(null);
  const initials = `${session.naam.voorLetters.charAt(0)}${session.naam.achterNaam.charAt(0)}`.toUpperCase();
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={!!anchor}
        title={translate('app.user.menu')}
        data-testid="user-panel"
        sx={{ gap: 1 }}
      >
        <Avatar src={picture} alt="" aria-hidden data-testid="user-panel-avatar" sx={{ width: 30, height: 30, fontSize: 12, fontWeight: 600, bgcolor: 'primary.main' }}>
          {initials}
        </Avatar>
        <span data-testid="user-panel-name">{personName(session.naam)}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem component={Link} to="/profile" onClick={close} data-testid="user-menu-profile">
          {translate('app.user.profile')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            logout({}, undefined, false);
          }}
          data-testid="user-menu-logout"
        >
          {translate('app.user.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
