import { describe, expect, it } from 'vitest';
import { showsNavigation } from './root-layout.tsx';

describe('navigation bar visibility (hub §2)', () => {
  it('is hidden on sign-up paths even for a logged-in user', () => {
    expect(showsNavigation('/signup', true)).toBe(false);
    expect(showsNavigation('/connect/signUp', true)).toBe(false);
  });
  it('is hidden on logged-out pages', () => {
    expect(showsNavigation('/requestReset', true)).toBe(false);
    expect(showsNavigation('/connect/login/', true)).toBe(false);
  });
  it('shows on other pages only when logged in', () => {
    expect(showsNavigation('/', true)).toBe(true);
    expect(showsNavigation('/no/such/page', true)).toBe(true);
    expect(showsNavigation('/no/such/page', false)).toBe(false);
  });
});
