/** Light and dark skins (react-admin shows the toggle in the app bar when both are given). */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Only what both skins share: each keeps its own react-admin component styles (the dark form
// toolbar was the light one's #e0e0e0 under light-red text).
const shared: Partial<RaThemeOptions> = {
  components: {
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
    // Every spinner has a name for screen readers (axe: aria-progressbar-name), react-admin's own in
    // the app bar among them, which a page may show while axe reads it. The theme is built once, so
    // the name is English; a spinner of ours passes its own, translated, where it has one.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } },
    // The page is as wide as the screen, never as its widest content (react-admin's layout is
    // `min-width: fit-content`, so the pivot's grid made the page 2,669 px wide at 1440): wide
    // content scrolls inside its own box (a grid, a table) instead of pushing the page.
    RaLayout: { styleOverrides: { root: { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } } },
  },
};

// Error reds that keep text at 4.5:1 or more on the form toolbars (grey 300 / grey 800): MUI's own
// (#d32f2f, #f44336) fall under it there, and Delete buttons are written in them.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  ...shared,
  // Warning and info keep MUI's colours (the job status borders) with near-black text on them:
  // white on them was 3.11:1 and 3.85:1 (the "Work in progress" chip).
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: '#0b5cad' },
    error: { main: '#b71c1c' },
    warning: { main: '#ed6c02', contrastText: 'rgba(0, 0, 0, 0.87)' },
    info: { main: '#0288d1', contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  components: { ...defaultLightTheme.components, ...shared.components },
};
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  ...shared,
  palette: { ...defaultDarkTheme.palette, error: { main: '#ff9e94' } },
  components: { ...defaultDarkTheme.components, ...shared.components },
};
