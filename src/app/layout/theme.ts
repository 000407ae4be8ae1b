/** Light and dark skins (react-admin shows the toggle in the app bar when both are given). */
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const shared: Partial<RaThemeOptions> = {
  components: {
    ...defaultLightTheme.components,
    MuiTextField: { defaultProps: { variant: 'outlined', size: 'small' } },
    MuiFormControl: { defaultProps: { variant: 'outlined', size: 'small' } },
  },
};

export const lightTheme: RaThemeOptions = { ...defaultLightTheme, ...shared, palette: { ...defaultLightTheme.palette, primary: { main: '#0b5cad' } } };
export const darkTheme: RaThemeOptions = { ...defaultDarkTheme, ...shared, components: { ...defaultDarkTheme.components, ...shared.components } };
