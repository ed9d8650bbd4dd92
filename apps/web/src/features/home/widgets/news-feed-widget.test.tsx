import type { NewsItemDto, NewsletterDto } from '@navia/domain/contracts/news';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { NEWS_EMPTY_TEXT, NewsFeedWidget } from './news-feed-widget.tsx';
import { renderWidget } from './news-test-render.tsx';

const NEWS = 'GET /api/customize/getNews';
const LETTERS = 'GET /api/naviaUpdates/newsletters';

const newsItem = (over: Partial<NewsItemDto> = {}): NewsItemDto => ({
  title: 'Peak season surcharges',
  isoDate: '2026-11-27T09:00:00.000Z',
  contentSnippet: 'Carriers announced surcharges.',
  link: 'https://news.test/peak',
  source: 'Freight Weekly',
  ...over,
});
const newsletter = (over: Partial<NewsletterDto> = {}): NewsletterDto => ({
  _id: '00000000-0000-4000-8000-000000000001',
  name: 'market-update',
  displayname: 'Monthly Freight Market Update',
  description: 'Rates and capacity.',
  link: 'https://navia.test/newsletters/market',
  lastModified: '2026-11-25T08:00:00.000Z',
  created_at: '2026-08-01T08:00:00.000Z',
  ...over,
});

const show = () => renderWidget(NewsFeedWidget, 'NewsFeed', buildCurrentUser());

describe('the NEWS FEED widget', () => {
  it('lists news items in the order given, with dates, sources, snippets and links out in a new tab', async () => {
    mockApi({
      [NEWS]: {
        status: 200,
        body: [
          newsItem(),
          newsItem({
            title: 'Own update',
            link: '/customize',
            source: 'NAVIA',
            isoDate: '2026-11-20T09:00:00Z',
          }),
          newsItem({ title: 'No link', link: null, contentSnippet: '' }),
        ],
      },
      [LETTERS]: { status: 200, body: [newsletter()] },
    });
    show();
    const news = await screen.findByRole('list', { name: 'News' });
    const entries = within(news).getAllByRole('listitem');
    expect(entries.map((e) => e.textContent?.slice(0, 12))).toEqual([
      'Peak season ',
      'Own update20',
      'No link27 No',
    ]);
    const out = within(entries[0] as HTMLElement).getByRole('link', { name: /Peak season surcharges/ });
    expect(out).toHaveAttribute('href', 'https://news.test/peak');
    expect(out).toHaveAttribute('target', '_blank');
    expect(out.getAttribute('rel')).toContain('noopener');
    expect(out).toHaveAccessibleName('Peak season surcharges (opens in a new tab)');
    expect(entries[0]).toHaveTextContent('27 Nov 2026 · Freight Weekly');
    expect(entries[0]).toHaveTextContent('Carriers announced surcharges.');
    // A portal path stays in the app.
    const inside = within(entries[1] as HTMLElement).getByRole('link', { name: 'Own update' });
    expect(inside).toHaveAttribute('href', '/customize');
    expect(inside).not.toHaveAttribute('target');
    expect(within(entries[2] as HTMLElement).queryByRole('link')).toBeNull();

    expect(screen.getByRole('heading', { name: 'Newsletters' })).toBeInTheDocument();
    const letters = screen.getByRole('list', { name: 'Newsletters' });
    expect(within(letters).getByRole('link', { name: /Monthly Freight Market Update/ })).toHaveAttribute(
      'href',
      'https://navia.test/newsletters/market',
    );
    expect(letters).toHaveTextContent('Updated 25 Nov 2026');
  });

  it('shows text as text: markup in a title is never rendered', async () => {
    mockApi({
      [NEWS]: { status: 200, body: [newsItem({ title: '<img src=x onerror=alert(1)>' })] },
      [LETTERS]: { status: 200, body: [] },
    });
    const { container } = show();
    await screen.findByText('<img src=x onerror=alert(1)>', { exact: false });
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows the loading state first', async () => {
    mockApi({ [NEWS]: { status: 200, body: [] }, [LETTERS]: { status: 200, body: [] } });
    show();
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(NEWS_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('fails silently for one list (hub §8): the newsletters still show', async () => {
    mockApi({
      [NEWS]: apiError(500, 'INTERNAL', 'boom'),
      [LETTERS]: { status: 200, body: [newsletter()] },
    });
    show();
    expect(await screen.findByRole('list', { name: 'Newsletters' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('list', { name: 'News' })).toBeNull();
  });

  it('shows the error state only when both lists fail', async () => {
    mockApi({ [NEWS]: apiError(500, 'INTERNAL', 'boom'), [LETTERS]: apiError(500, 'INTERNAL', 'boom') });
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });

  it('has its title', async () => {
    mockApi({ [NEWS]: { status: 200, body: [] }, [LETTERS]: { status: 200, body: [] } });
    show();
    expect(screen.getByRole('heading', { name: 'News Feed' })).toBeInTheDocument();
    await screen.findByText(NEWS_EMPTY_TEXT);
  });
});
