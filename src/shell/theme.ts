import { nlNL } from '@mui/material/locale';
import type { RaThemeOptions } from 'react-admin';
import type { Profile } from './profile';

/** Colours per tenant (spec 000 §1): ff is the default red, nhl and hin are the two variants. */
const PALETTES: Record<Profile, { primary: string; dark: string; secondary: string }> = {
  ff: { primary: '#c8102e', dark: '#8e0b20', secondary: '#2f3a4a' },
  nhl: { primary: '#0b5394', dark: '#073763', secondary: '#f28c28' },
  hin: { primary: '#00796b', dark: '#004d40', secondary: '#5e3a87' },
};

export const SIDEBAR_WIDTH = 180;
export const SIDEBAR_CLOSED_WIDTH = 40;

export const themeFor = (profile: Profile): RaThemeOptions => {
  const colours = PALETTES[profile];
  return {
    palette: {
      mode: 'light',
      primary: { main: colours.primary, dark: colours.dark },
      secondary: { main: colours.secondary },
      // Darker than MUI's defaults so white text on a chip or button keeps a 4.5:1 contrast (WCAG AA).
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
      success: { main: '#2e7d32' },
      background: { default: '#f4f5f7', paper: '#ffffff' },
      text: { primary: '#1f2933', secondary: '#52606d' },
    },
    shape: { borderRadius: 6 },
    typography: {
      fontFamily: '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 13,
      h1: { fontSize: '1.6rem', fontWeight: 600 },
      h2: { fontSize: '1.3rem', fontWeight: 600 },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      // MUI's own texts (table paging, alerts, autocomplete) in Dutch wherever a screen sets none.
      ...nlNL.components,
      // A visible keyboard focus on everything focusable, whatever its own styling (issue #9).
      MuiCssBaseline: { styleOverrides: { '*:focus-visible': { outline: `2px solid ${colours.primary}`, outlineOffset: 2 } } },
      // MUI's buttons, links and list items reset the outline; they get it back on keyboard focus.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': { outline: `2px solid ${colours.primary}`, outlineOffset: -2 } } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      // Tabs in Dutch sentence case, as written ('Aanvraag inkomen'), not MUI's capitals.
      MuiTab: { styleOverrides: { root: { textTransform: 'none', fontWeight: 600 } } },
      MuiTextField: { defaultProps: { variant: 'outlined' } },
      MuiFormControl: { defaultProps: { variant: 'outlined' } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 8 } } },
      MuiTableCell: { styleOverrides: { head: { fontWeight: 600, backgroundColor: '#fafbfc' } } },
    },
  };
};
