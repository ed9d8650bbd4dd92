/** hub §2: screen size classes by width. */
export type ScreenSize = 'small' | 'medium' | 'large' | 'xlarge';

export const SCREEN_BREAKPOINTS = { small: 768, medium: 992, large: 1200 } as const;

export function screenSizeFor(width: number): ScreenSize {
  if (width <= SCREEN_BREAKPOINTS.small) return 'small';
  if (width <= SCREEN_BREAKPOINTS.medium) return 'medium';
  if (width <= SCREEN_BREAKPOINTS.large) return 'large';
  return 'xlarge';
}

/** hub §2: the filter component has its own classes. */
export type FilterSize = 'SMALL' | 'MEDIUM' | 'LARGE' | 'XLARGE';

export function filterSizeFor(width: number): FilterSize {
  if (width <= 600) return 'SMALL';
  if (width <= 992) return 'MEDIUM';
  if (width <= 1550) return 'LARGE';
  return 'XLARGE';
}

/** hub §2: login page breakpoints; the quick-search panel hides below 1025 px. */
export const LOGIN_BREAKPOINTS = [1200, 1025, 768, 365] as const;
export const LOGIN_QUICK_SEARCH_MIN_WIDTH = 1025;
