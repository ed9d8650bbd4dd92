import { MantineProvider } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { ErrorBoundary } from './error-boundary.tsx';

function BrokenWidget(): never {
  throw new Error('widget exploded');
}

describe('render error screen (hub §2, §8)', () => {
  it('shows SOMETHING WENT WRONG and reports the error with the current path', async () => {
    const api = mockApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.history.pushState({}, '', '/tracking/All?advancedSearch=1');
    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <BrokenWidget />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.somethingWentWrongBody)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'TAKE ME BACK' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/services/reportErr')).toHaveLength(1));
    const body = api.callsTo('POST /api/services/reportErr')[0]?.body as Record<string, string>;
    expect(body.error).toBe('Error: widget exploded');
    expect(body.currentPath).toBe('/tracking/All?advancedSearch=1');
    expect(body.errorInfo).toContain('BrokenWidget');
  });

  it('shows the support footer', () => {
    mockApi();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <MantineProvider env="test">
        <ErrorBoundary>
          <BrokenWidget />
        </ErrorBoundary>
      </MantineProvider>,
    );
    expect(screen.getByText('NEED SUPPORT?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Enquire/ })).toHaveAttribute('href', 'mailto:info@navia.demo');
  });
});
