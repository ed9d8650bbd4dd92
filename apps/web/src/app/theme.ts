/**
 * The two visual themes (hub §9 "Themes: dark and light; a second theme for connect paths").
 * Hub uses the NAVIA ocean blue; connect paths get their own teal primary colour. Both keep text at
 * WCAG AA contrast in the light and the dark scheme: the colours through `readableColoursResolver`
 * (readable-colours.ts), links in running text through their underline (theme.module.css).
 */

import { createTheme, type MantineColorsTuple, type MantineThemeOverride } from '@mantine/core';
import type { Area } from '@navia/domain/rules/navigation';
import classes from './theme.module.css';

const navia: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f3',
  '#a9c8ec',
  '#88b2e6',
  '#6aa0e0',
  '#3d80d2',
  '#165fbf',
  '#0a4fa8',
  '#004596',
  '#003b84',
];

const connect: MantineColorsTuple = [
  '#e3fbf8',
  '#d2f2ee',
  '#a8e3db',
  '#7ad4c7',
  '#55c7b6',
  '#3ebfac',
  '#1f9e8c',
  '#17897a',
  '#0b7a6b',
  '#006a5c',
];

const base = {
  colors: { navia, connect },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  // Plain objects, not Modal.extend(…): importing the components here would put Modal, Drawer and
  // their floating-ui and scroll-lock code in the app shell, which every screen loads (JS budget, 013).
  components: {
    Anchor: { classNames: { root: classes.anchor } },
    // Visible focus ring (2 px, ≥ 3:1 in both schemes) on every input, switch and checkbox.
    Input: { classNames: { input: classes.input } },
    Switch: { classNames: { input: classes.switchInput, track: classes.switchTrack } },
    Checkbox: { classNames: { input: classes.checkbox } },
    // Close buttons of dialogs and toasts have a name (axe button-name) unless a caller gives a better one.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A loader is a status: its aria-label ("Loading results") is allowed and read (axe aria-prohibited-attr).
    Loader: { defaultProps: { role: 'status' } },
  },
} satisfies MantineThemeOverride;

// Shades chosen so white button text keeps at least 4.5:1 contrast in both schemes; shade 4 is the
// link colour on dark backgrounds, so it is light enough for 4.5:1 there too.
const hubTheme = createTheme({ ...base, primaryColor: 'navia', primaryShade: { light: 7, dark: 6 } });
const connectTheme = createTheme({
  ...base,
  primaryColor: 'connect',
  primaryShade: { light: 8, dark: 8 },
});

export function themeForArea(area: Area) {
  return area === 'connect' ? connectTheme : hubTheme;
}
