/**
 * Text colours that stay readable (WCAG 2.1 AA: 4.5:1) in both colour schemes, derived from the
 * theme's own palettes (issue 10 part 5; the e2e suite runs axe on every screen to hold it).
 *
 * Mantine's defaults miss AA where every screen uses them: dimmed text (gray 6 on white is 3.3:1,
 * dark 2 on the dark body 4.0:1), the error colour (red 6, 3.3:1), the light variant of green,
 * orange, yellow and teal (shade 9 on shade 1: green 3.8:1), white on filled green, orange or red,
 * and placeholders. Each such colour moves only as far as it must: darker in the light scheme,
 * lighter in the dark one, in 5 % steps from Mantine's own choice, so it keeps its hue. Colours
 * that already pass are left as Mantine sets them; a palette added to the theme later is covered
 * the same way. Text uses the `-text` colours; `-filled` ones are backgrounds for white text.
 */

import {
  type CSSVariablesResolver,
  darken,
  getPrimaryShade,
  lighten,
  luminance,
  type MantineTheme,
  toRgba,
} from '@mantine/core';

export const MIN_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function toHex(color: string): string {
  const { r, g, b } = toRgba(color);
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

type Shift = (color: string, amount: number) => string;

/**
 * `color` itself when it reads at 4.5:1 on every one of `surfaces` (as text on them, or as a
 * surface under `surfaces` text: the ratio is symmetric), else the least shifted step that does.
 */
export function readableOn(color: string, surfaces: readonly string[], shift: Shift): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? color : toHex(shift(color, step / 20));
    if (surfaces.every((surface) => contrastRatio(candidate, surface) >= MIN_TEXT_CONTRAST)) return candidate;
  }
  // Fully darkened is black and fully lightened is white: one of them always passes above.
  return toHex(shift(color, 1));
}

type Variables = Record<string, string>;

/** Sets `name` only when the readable colour differs from Mantine's default. */
function put(vars: Variables, name: string, readable: string, fallback: string) {
  if (readable !== fallback) vars[name] = readable;
}

/** The surfaces text sits on: the body, and the tinted panels, tiles and inputs on it. */
export function surfacesOf(theme: MantineTheme) {
  const { gray, dark } = theme.colors;
  return { light: [theme.white, gray[0], gray[1]], dark: [dark[7], dark[6]] };
}

function lightScheme(theme: MantineTheme): Variables {
  const vars: Variables = {};
  const shade = getPrimaryShade(theme, 'light');
  const { light: surfaces } = surfacesOf(theme);
  for (const [name, s] of Object.entries(theme.colors)) {
    const filled = readableOn(s[shade], [theme.white], darken);
    put(vars, `--mantine-color-${name}-filled`, filled, s[shade]);
    if (filled !== s[shade]) vars[`--mantine-color-${name}-filled-hover`] = toHex(darken(filled, 0.1));
    // Text and outline variants stand on the body; light and subtle ones on shade 1 (shade 2 hovered).
    const text = readableOn(s[shade], surfaces, darken);
    put(vars, `--mantine-color-${name}-text`, text, s[shade]);
    put(vars, `--mantine-color-${name}-outline`, text, s[shade]);
    put(vars, `--mantine-color-${name}-light-color`, readableOn(s[9], [s[1], s[2]], darken), s[9]);
  }
  const primary = theme.colors[theme.primaryColor]?.[shade];
  if (primary) put(vars, '--mantine-color-anchor', readableOn(primary, surfaces, darken), primary);
  vars['--mantine-color-dimmed'] = readableOn(theme.colors.gray[6], surfaces, darken);
  // Placeholders are text a person has to read too (FileInput shows its placeholder as the value).
  vars['--mantine-color-placeholder'] = readableOn(theme.colors.gray[5], surfaces, darken);
  vars['--mantine-color-error'] = readableOn(theme.colors.red[6], surfaces, darken);
  return vars;
}

function darkScheme(theme: MantineTheme): Variables {
  const vars: Variables = {};
  const shade = getPrimaryShade(theme, 'dark');
  const { dark: surfaces } = surfacesOf(theme);
  for (const [name, s] of Object.entries(theme.colors)) {
    const filled = readableOn(s[shade], [theme.white], darken);
    put(vars, `--mantine-color-${name}-filled`, filled, s[shade]);
    if (filled !== s[shade]) vars[`--mantine-color-${name}-filled-hover`] = toHex(darken(filled, 0.1));
    put(vars, `--mantine-color-${name}-text`, readableOn(s[4], surfaces, lighten), s[4]);
    const outline = s[Math.max(shade - 4, 0)] ?? s[0];
    put(vars, `--mantine-color-${name}-outline`, readableOn(outline, surfaces, lighten), outline);
    // Mantine's light variant in the dark scheme: shade 0 on shade 9 darkened by half (0.3 hovered).
    const lightSurfaces = [toHex(darken(s[9], 0.5)), toHex(darken(s[9], 0.3))];
    put(vars, `--mantine-color-${name}-light-color`, readableOn(s[0], lightSurfaces, lighten), s[0]);
  }
  const anchor = theme.colors[theme.primaryColor]?.[4];
  if (anchor) put(vars, '--mantine-color-anchor', readableOn(anchor, surfaces, lighten), anchor);
  vars['--mantine-color-dimmed'] = readableOn(theme.colors.dark[2], surfaces, lighten);
  vars['--mantine-color-placeholder'] = readableOn(theme.colors.dark[3], surfaces, lighten);
  vars['--mantine-color-error'] = readableOn(theme.colors.red[8], surfaces, lighten);
  return vars;
}

/** For MantineProvider's `cssVariablesResolver`: merged over Mantine's own variables. */
export const readableColoursResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: lightScheme(theme),
  dark: darkScheme(theme),
});
