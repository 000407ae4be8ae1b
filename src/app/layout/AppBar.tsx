/**
 * The app bar: title, the language switcher (the i18n provider's languages, shown even while
 * only English ships), the light/dark toggle, the loading indicator and the user menu with
 * "My access" and sign out.
 */
import { forwardRef, memo } from 'react';
import { Link } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  ToggleThemeButton,
  UserMenu,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useAbility } from '../crud/ability';
import { isAllowed, PATHS } from '../guard';

const AccessMenuItem = forwardRef<HTMLAnchorElement>((props, ref) => {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem ref={ref} {...props} component={Link} to={PATHS.accessControl} onClick={onClose}>
      <ListItemIcon>
        <VerifiedUserIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('app.guard.access.menu')}</ListItemText>
    </MenuItem>
  );
});
AccessMenuItem.displayName = 'AccessMenuItem';

const AppUserMenu = () => {
  const ability = useAbility();
  return (
    <UserMenu>
      {isAllowed(PATHS.accessControl, ability) ? <AccessMenuItem /> : null}
      <Logout />
    </UserMenu>
  );
};

const Toolbar = () => (
  <>
    <LocalesMenuButton />
    <ToggleThemeButton />
    <LoadingIndicator />
  </>
);

/**
 * Memoised: react-admin re-renders the whole layout whenever one of its auth queries changes state
 * (a list checks sign-in again when it opens); the bar itself has nothing to redraw then.
 */
export const AppBar = memo(function AppBar() {
  return <RaAppBar toolbar={<Toolbar />} userMenu={<AppUserMenu />} />;
});
