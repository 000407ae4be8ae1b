/**
 * The app bar: title, the language switcher (the i18n provider's languages, shown even while
 * only English ships), the light/dark toggle (both in one settings menu on a phone), the loading
 * indicator and the user menu with "My profile", "My access", the administrator's API reference
 * and Outbox, and sign out.
 */
import { forwardRef, memo, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Brightness4Icon from '@mui/icons-material/Brightness4';
import Brightness7Icon from '@mui/icons-material/Brightness7';
import TranslateIcon from '@mui/icons-material/Translate';
import TuneIcon from '@mui/icons-material/Tune';
import { Link } from 'react-router-dom';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import PersonIcon from '@mui/icons-material/Person';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import ApiIcon from '@mui/icons-material/Api';
import OutboxIcon from '@mui/icons-material/Outbox';
import StoreIcon from '@mui/icons-material/Store';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  AppBar as RaAppBar,
  LoadingIndicator,
  LocalesMenuButton,
  Logout,
  TitlePortal,
  ToggleThemeButton,
  UserMenu,
  useGetIdentity,
  useLocales,
  useLocaleState,
  useTheme,
  useTranslate,
  useUserMenu,
} from 'react-admin';
import { useAbility } from '../crud/ability';
import { allResources } from '../crud/registry';
import { isAllowed, PATHS } from '../guard';

/** An entry of the user menu that opens one of the app's pages. */
const PageMenuItem = forwardRef<HTMLAnchorElement, { to: string; labelKey: string; icon: ReactNode }>(({ to, labelKey, icon, ...props }, ref) => {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? {};
  return (
    <MenuItem ref={ref} {...props} component={Link} to={to} onClick={onClose}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(labelKey)}</ListItemText>
    </MenuItem>
  );
});
PageMenuItem.displayName = 'PageMenuItem';

const AppUserMenu = () => {
  const ability = useAbility();
  // The button shows the user's name, so its accessible name must hold that name too.
  const { identity } = useGetIdentity();
  const translate = useTranslate();
  return (
    <UserMenu label={identity?.fullName ? `${identity.fullName} (${translate('ra.auth.user_menu')})` : 'ra.auth.user_menu'}>
      <PageMenuItem to={PATHS.profile} labelKey="app.profile.menu" icon={<PersonIcon fontSize="small" />} />
      {isAllowed(PATHS.accessControl, ability) ? <PageMenuItem to={PATHS.accessControl} labelKey="app.guard.access.menu" icon={<VerifiedUserIcon fontSize="small" />} /> : null}
      {isAllowed(PATHS.apiReference, ability) ? <PageMenuItem to={PATHS.apiReference} labelKey="app.api_reference.menu" icon={<ApiIcon fontSize="small" />} /> : null}
      {isAllowed(PATHS.outbox, ability) ? <PageMenuItem to={PATHS.outbox} labelKey="app.outbox.menu" icon={<OutboxIcon fontSize="small" />} /> : null}
      {isAllowed(PATHS.business, ability) ? <PageMenuItem to={PATHS.business} labelKey="app.business.menu" icon={<StoreIcon fontSize="small" />} /> : null}
      {/* The imports made: for a role that may import into some list (add or change its records). */}
      {allResources.some((d) => d.importable && (ability.can('create', d.subject) || ability.can('update', d.subject))) ? <PageMenuItem to={PATHS.imports} labelKey="app.imports.menu" icon={<UploadFileIcon fontSize="small" />} /> : null}
      <Logout />
    </UserMenu>
  );
};

/**
 * On a phone the language and skin buttons would push the user menu off the screen: they fold
 * into one settings menu (the languages, then the skin to switch to).
 */
const CompactSettings = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  const label = translate('app.layout.settings');
  return (
    <>
      <IconButton color="inherit" aria-label={label} title={label} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)} data-testid="app-settings">
        <TuneIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={close}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            selected={language.locale === locale}
            lang={language.locale}
            onClick={() => {
              setLocale(language.locale);
              close();
            }}
          >
            <ListItemIcon>
              <TranslateIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{language.name}</ListItemText>
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            setTheme(theme === 'dark' ? 'light' : 'dark');
            close();
          }}
        >
          <ListItemIcon>{theme === 'dark' ? <Brightness7Icon fontSize="small" /> : <Brightness4Icon fontSize="small" />}</ListItemIcon>
          <ListItemText>{translate(theme === 'dark' ? 'app.layout.light_skin' : 'app.layout.dark_skin')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
};

const Toolbar = () => {
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <>
      {compact ? (
        <CompactSettings />
      ) : (
        <>
          <LocalesMenuButton />
          <ToggleThemeButton />
        </>
      )}
      <LoadingIndicator />
    </>
  );
};

/**
 * Memoised: react-admin re-renders the whole layout whenever one of its auth queries changes state
 * (a list checks sign-in again when it opens); the bar itself has nothing to redraw then.
 */
export const AppBar = memo(function AppBar() {
  // The page's title is its one <h1>; the primary colour keeps white text above 4.5:1 (secondary was 3.1:1).
  return (
    <RaAppBar toolbar={<Toolbar />} userMenu={<AppUserMenu />} color="primary" sx={APP_BAR_SX}>
      <TitlePortal component="h1" />
    </RaAppBar>
  );
});

/** The page title takes what room is left and ends in an ellipsis, never running under the buttons. */
const APP_BAR_SX = {
  '& #react-admin-title': { flex: '1 1 0', minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .RaAppBar-toolbar': { gap: 0 },
} as const;
