/**
 * NEWS FEED (issue 13 item 8; hub §2, §3 news item and newsletter, §7 getNews and newsletters,
 * §8 silent failures, §9 news age): the news items the server read from its feeds (or the
 * provider's own news updates), then the newsletters. The server has already dropped items older
 * than about a month and sorted the rest newest first; titles and snippets arrive as plain text.
 * A list that fails is silently left out (hub §8); only when both fail does the widget show its
 * error state. Titles link out in a new tab (rel noopener noreferrer); a portal path stays in the app.
 */
import { Anchor, Divider, Image, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { type NewsItemDto, type NewsletterDto, newsEndpoints } from '@navia/domain/contracts/news';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { WidgetFrame, type WidgetState } from '../../../components/dashboard/widget-frame.tsx';
import { callEndpoint } from '../../../lib/api-client.ts';
import { setCurrentUser, useCurrentUser } from '../../../lib/auth.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import classes from './news-feed-widget.module.css';

export const NEWS_EMPTY_TEXT = 'No news at the moment.';
/** The widget's body height: it scrolls inside. */
const NEWS_BODY_HEIGHT = 360;
/** The server refreshes feeds on a schedule; the widget re-asks at most this often. */
const NEWS_STALE_MS = 10 * 60 * 1000;

const newsQueryKeys = {
  news: ['news', 'items'] as const,
  newsletters: ['news', 'newsletters'] as const,
};

function NewsLink({ href, children }: { href: string | null; children: string }) {
  if (!href)
    return (
      <Text fw={600} size="sm">
        {children}
      </Text>
    );
  if (href.startsWith('/'))
    return (
      <Anchor component={Link} to={href} fw={600} size="sm">
        {children}
      </Anchor>
    );
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={600} size="sm">
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

function NewsEntry({ item, locale }: { item: NewsItemDto; locale: string }) {
  return (
    <li className={classes.item}>
      {item.image && <Image src={item.image} alt="" h={120} fit="cover" radius="sm" mb={4} loading="lazy" />}
      <NewsLink href={item.link}>{item.title}</NewsLink>
      <Text size="xs" c="dimmed">
        <time dateTime={item.isoDate}>{formatDate(item.isoDate, locale)}</time>
        {item.source ? ` · ${item.source}` : ''}
      </Text>
      {item.contentSnippet && (
        <Text size="sm" className={classes.snippet}>
          {item.contentSnippet}
        </Text>
      )}
    </li>
  );
}

function NewsletterEntry({ newsletter, locale }: { newsletter: NewsletterDto; locale: string }) {
  return (
    <li className={classes.item}>
      <NewsLink href={newsletter.link}>{newsletter.displayname}</NewsLink>
      <Text size="xs" c="dimmed">
        Updated <time dateTime={newsletter.lastModified}>{formatDate(newsletter.lastModified, locale)}</time>
      </Text>
      {newsletter.description && (
        <Text size="sm" className={classes.snippet}>
          {newsletter.description}
        </Text>
      )}
    </li>
  );
}

export function NewsFeedWidget({ item }: WidgetProps) {
  const locale = useLocale();
  const news = useQuery({
    queryKey: newsQueryKeys.news,
    queryFn: ({ signal }) => callEndpoint(newsEndpoints.getNews, {}, { signal }),
    staleTime: NEWS_STALE_MS,
  });
  const newsletters = useQuery({
    queryKey: newsQueryKeys.newsletters,
    queryFn: ({ signal }) => callEndpoint(newsEndpoints.newsletters, {}, { signal }),
    staleTime: NEWS_STALE_MS,
  });

  const items = news.data ?? [];
  const letters = newsletters.data ?? [];

  // hub §3 updatesPending (issue 15): once the news has been shown, the user has seen it.
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const shown = news.isSuccess && items.length > 0;
  useEffect(() => {
    if (!shown || !user?.updatesPending || user.viewAs) return;
    callEndpoint(newsEndpoints.updatesSeen, {})
      .then(() => setCurrentUser(queryClient, { ...user, updatesPending: false }))
      .catch(() => undefined);
  }, [shown, user, queryClient]);
  const state: WidgetState =
    news.isPending || newsletters.isPending
      ? { status: 'loading' }
      : news.isError && newsletters.isError
        ? { status: 'error' }
        : items.length === 0 && letters.length === 0
          ? { status: 'empty', message: NEWS_EMPTY_TEXT }
          : { status: 'ready' };

  return (
    <WidgetFrame title={item.componentNameValue} state={state} height={NEWS_BODY_HEIGHT}>
      <Stack gap="sm">
        {items.length > 0 && (
          <ul className={classes.list} aria-label="News">
            {items.map((n) => (
              <NewsEntry key={`${n.link ?? n.title}-${n.isoDate}`} item={n} locale={locale} />
            ))}
          </ul>
        )}
        {letters.length > 0 && (
          <>
            {items.length > 0 && <Divider />}
            <Title order={3} size="h6" tt="uppercase">
              Newsletters
            </Title>
            <ul className={classes.list} aria-label="Newsletters">
              {letters.map((n) => (
                <NewsletterEntry key={n._id} newsletter={n} locale={locale} />
              ))}
            </ul>
          </>
        )}
      </Stack>
    </WidgetFrame>
  );
}
