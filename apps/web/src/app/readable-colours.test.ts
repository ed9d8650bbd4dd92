import { DEFAULT_THEME, darken, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  readableColoursResolver,
  readableOn,
  surfacesOf,
} from './readable-colours.ts';
import { themeForArea } from './theme.ts';

type Scheme = 'light' | 'dark';

/** The CSS variables a scheme ends up with: Mantine's, then ours over them, var() references resolved. */
function effectiveVariables(area: 'hub' | 'connect', scheme: Scheme) {
  const theme = mergeMantineTheme(DEFAULT_THEME, themeForArea(area));
  const mantine = defaultCssVariablesResolver(theme);
  const ours = readableColoursResolver(theme);
  const table: Record<string, string> = { ...mantine.variables, ...mantine[scheme], ...ours[scheme] };
  const resolve = (name: string): string => {
    const value = table[name];
    if (value === undefined) throw new Error(`no variable ${name}`);
    const reference = /^var\((--[\w-]+)\)$/.exec(value);
    return reference?.[1] ? resolve(reference[1]) : value;
  };
  return { theme, resolve };
}

describe('readable colours (WCAG AA text contrast in both themes)', () => {
  for (const area of ['hub', 'connect'] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`keeps every palette's text, light, subtle and filled variants at 4.5:1 (${area}, ${scheme})`, () => {
        const { theme, resolve } = effectiveVariables(area, scheme);
        const surfaces = surfacesOf(theme)[scheme];
        const failures: string[] = [];
        const expectReadable = (what: string, color: string, on: readonly string[]) => {
          for (const surface of on) {
            const ratio = contrastRatio(color, surface);
            if (ratio < MIN_TEXT_CONTRAST)
              failures.push(`${what} ${color} on ${surface}: ${ratio.toFixed(2)}`);
          }
        };
        for (const [name, shades] of Object.entries(theme.colors)) {
          expectReadable(`${name} text`, resolve(`--mantine-color-${name}-text`), surfaces);
          expectReadable(`${name} outline`, resolve(`--mantine-color-${name}-outline`), surfaces);
          expectReadable(`white on ${name} filled`, theme.white, [resolve(`--mantine-color-${name}-filled`)]);
          const lightSurfaces =
            scheme === 'light' ? [shades[1], shades[2]] : [darken(shades[9], 0.5), darken(shades[9], 0.3)];
          expectReadable(`${name} light`, resolve(`--mantine-color-${name}-light-color`), lightSurfaces);
        }
        for (const name of ['dimmed', 'placeholder', 'error', 'anchor', 'text']) {
          expectReadable(name, resolve(`--mantine-color-${name}`), surfaces);
        }
        expect(failures).toEqual([]);
      });
    }
  }

  it('leaves a colour that already reads well as Mantine sets it', () => {
    // The NAVIA blue at the hub's light primary shade (7) carries white text at 7:1 already.
    const theme = mergeMantineTheme(DEFAULT_THEME, themeForArea('hub'));
    expect(readableColoursResolver(theme).light).not.toHaveProperty('--mantine-color-navia-filled');
    expect(readableOn('#0a4fa8', ['#ffffff'], darken)).toBe('#0a4fa8');
  });

  it('darkens a failing colour by the fewest 5 % steps that pass, keeping its hue', () => {
    const gray6 = DEFAULT_THEME.colors.gray[6];
    const steps = Array.from({ length: 21 }, (_, i) => darken(gray6, i / 20));
    const first = steps.findIndex((color) => contrastRatio(color, '#ffffff') >= MIN_TEXT_CONTRAST);
    expect(first).toBeGreaterThan(0);
    const dimmed = readableOn(gray6, ['#ffffff'], darken);
    expect(contrastRatio(dimmed, steps[first] ?? '')).toBeCloseTo(1, 2);
  });
});
