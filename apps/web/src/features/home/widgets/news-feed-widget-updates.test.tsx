/** NEWS FEED and hub §3 updatesPending (issue 15): the news update's image, and the seen call. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { NewsFeedWidget } from './news-feed-widget.tsx';
import { renderWidget } from './news-test-render.tsx';

const item = {
  title: 'New Auckland schedule',
  isoDate: '2026-11-27T09:00:00.000Z',
  contentSnippet: 'Weekly sailings.',
  link: '/help',
  source: 'Navia',
  image: '/api/naviaUpdates/5b0c1f0e-8a64-4d1f-9a77-3f1b2c4d5e6f/image?v=abcdef12',
};

describe('NEWS FEED and updatesPending', () => {
  it('shows a news update with its image and tells the server the news was seen', async () => {
    const api = mockApi({
      'GET /api/customize/getNews': { status: 200, body: [item] },
      'GET /api/naviaUpdates/newsletters': { status: 200, body: [] },
      'POST /api/naviaUpdates/seen': { status: 200, body: { updatesPending: false } },
    });
    const { container } = renderWidget(
      NewsFeedWidget,
      'NewsFeed',
      buildCurrentUser({ updatesPending: true }),
    );
    expect(await screen.findByText('New Auckland schedule')).toBeInTheDocument();
    expect(container.querySelector(`img[src="${item.image}"]`)).not.toBeNull();
    await waitFor(() => expect(api.callsTo('POST /api/naviaUpdates/seen')).toHaveLength(1));
  });

  it('makes no call when nothing is pending', async () => {
    const api = mockApi({
      'GET /api/customize/getNews': { status: 200, body: [item] },
      'GET /api/naviaUpdates/newsletters': { status: 200, body: [] },
    });
    renderWidget(NewsFeedWidget, 'NewsFeed', buildCurrentUser({ updatesPending: false }));
    expect(await screen.findByText('New Auckland schedule')).toBeInTheDocument();
    expect(api.callsTo('POST /api/naviaUpdates/seen')).toHaveLength(0);
  });
});
