/** The news feed's rows as the API shows them (hub §3 news item, newsletter; issue 15 news updates). */

import { PROVIDER_NAME } from '@navia/domain/constants';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  type NewsItemDto,
  type NewsletterDto,
  type NewsUpdateDto,
  newsEndpoints,
} from '@navia/domain/contracts/news';
import { cleanNewsItem, plainText, safeLink } from '@navia/domain/rules/dashboard/news';
import type { NewsletterRow, NewsUpdateRow } from './news.repository.ts';

/** A stored image reference: `${storageKey}.${extension}` (the storage key is a uuid). */
const IMAGE_REF = /^([0-9a-f-]{36})\.(png|jpg|webp)$/;

export const IMAGE_CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

/** The storage key and type of a stored image reference, or null when it is not one. */
export function parseImageRef(ref: string | null): { key: string; extension: ImageExtension } | null {
  const match = ref ? IMAGE_REF.exec(ref) : null;
  if (!match?.[1] || !match[2]) return null;
  return { key: match[1], extension: match[2] as ImageExtension };
}

/** The portal path of a news update's image (with a version, so a new image is never served from a cache). */
function imagePath(id: string, imageRef: string | null): string | null {
  const image = parseImageRef(imageRef);
  if (!image) return null;
  return `${endpointUrl(newsEndpoints.updateImage, { params: { id } })}?v=${image.key.slice(0, 8)}`;
}

/** A news update of the provider as a news item (its text made plain and bounded like a feed's). */
export function presentNewsUpdate(row: {
  id: string;
  title: string;
  content: string;
  link: string | null;
  imageUrl: string | null;
  publishedAt: Date;
}): NewsItemDto | null {
  const item = cleanNewsItem(
    { title: row.title, isoDate: row.publishedAt.toISOString(), content: row.content, link: row.link },
    PROVIDER_NAME,
  );
  return item ? { ...item, image: imagePath(row.id, row.imageUrl) } : null;
}

/** A news update as the admin screen shows it. */
export function presentNewsUpdateAdmin(row: NewsUpdateRow): NewsUpdateDto {
  return {
    _id: row.id,
    title: row.title,
    content: row.content,
    link: row.link,
    image: imagePath(row.id, row.imageUrl),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function presentNewsletter(row: NewsletterRow): NewsletterDto {
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
