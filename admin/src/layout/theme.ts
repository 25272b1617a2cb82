import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's default theme paints the app bar in a light blue (#2196f3) that fails WCAG AA
 * with white text, and its grey form toolbar lowers the contrast of the buttons on it.
 * Every colour here reaches at least 4.5:1 against the background it is used on.
 */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1553a1', contrastText: '#ffffff' },
    secondary: { main: '#0d3c78', contrastText: '#ffffff' },
    error: { main: '#b3261e', contrastText: '#ffffff' },
    success: { main: '#1b6e30', contrastText: '#ffffff' },
    background: { default: '#f7f8fa', paper: '#ffffff' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.68)' },
  },
  components: {
    ...defaultTheme.components,
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#f1f3f5' } } },
    // An empty list's message ("No saved investments yet") is read, not a disabled control: react-admin
    // paints it in the disabled grey (2.7:1).
    RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.68)' } } } },
    // A read-only field's help (the webhook address to copy) is still to be read: MUI greys it out
    // with its field (#9e9e9e, 2.7:1); it keeps the secondary text colour.
    MuiFormHelperText: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.68)' } } } },
  },
};
