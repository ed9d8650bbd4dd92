import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WelcomeHeader } from './welcome-header.tsx';

function renderHeader(fullname: string, isSecret = false) {
  render(
    <MantineProvider env="test">
      <WelcomeHeader fullname={fullname} isSecret={isSecret} />
    </MantineProvider>,
  );
  return screen.getByRole('heading').textContent;
}

describe('home welcome header (hub §2)', () => {
  it('greets the user by first name in upper case', () => {
    expect(renderHeader('Jane Citizen')).toBe('WELCOME BACK, JANE');
  });
  it('uses the generic greeting when the first name is longer than 11 characters', () => {
    expect(renderHeader('Maximilianus Smith')).toBe('WELCOME BACK');
  });
  it('uses the generic greeting in secret mode', () => {
    expect(renderHeader('Jane Citizen', true)).toBe('WELCOME BACK');
  });
  it('uses the generic greeting when the name is missing', () => {
    expect(renderHeader('   ')).toBe('WELCOME BACK');
  });
});
