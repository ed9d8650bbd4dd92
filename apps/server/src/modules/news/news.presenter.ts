/** The news feed's rows as the API shows them (hub §3 news item, newsletter). */

import { PROVIDER_NAME } from '@navia/domain/constants';
import type { NewsletterDto } from '@navia/domain/contracts/news';
import { cleanNewsItem, type NewsItem, plainText, safeLink } from '@navia/domain/rules/dashboard/news';
import type { newsletters } from '../../db/schema/index.ts';

/** A news update of the provider as a news item (its text made plain and bounded like a feed's). */
export function presentNewsUpdate(row: {
  title: string;
  content: string;
  link: string | null;
  publishedAt: Date;
}): NewsItem | null {
  return cleanNewsItem(
    { title: row.title, isoDate: row.publishedAt.toISOString(), content: row.content, link: row.link },
    PROVIDER_NAME,
  );
}

export function presentNewsletter(row: typeof newsletters.$inferSelect): NewsletterDto {
  return {
    _id: row.id,
    name: plainText(row.name, 200),
    displayname: plainText(row.displayName, 200),
    description: plainText(row.description, 1000),
    link: safeLink(row.link),
    lastModified: row.lastModified.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
