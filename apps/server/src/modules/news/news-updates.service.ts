/**
 * News-update and newsletter management (issue 15; hub §7 "News-update management: POST
 * (multipart), PUT (multipart), DELETE /{id}, GET on /api/naviaUpdates"; hub §3 newsletter and
 * Current user updatesPending). NA only, except the image and the seen call.
 *
 * - Text is stored plain: tags are removed on the server (the widget shows text, never HTML).
 * - The image is decided from its bytes (PNG, JPEG, WebP), stored in the file store under a new
 *   key; the row holds `${key}.${extension}`. A replaced or deleted image's file is removed after
 *   the commit; a file stored for a change that then fails is removed again.
 * - Publishing sets updatesPending on every active user in the publishing transaction (one UPDATE);
 *   a user's flag clears when their NEWS FEED has shown the news (POST /api/naviaUpdates/seen).
 * - Every write runs in one transaction with its audit event.
 */

import type { Readable } from 'node:stream';
import {
  NEWS_IMAGE_TYPES,
  NEWS_UPDATE_CONTENT_MAX,
  NEWS_UPDATE_FIELDS,
  NEWS_UPDATE_TITLE_MAX,
  NEWS_UPDATES_PAGE_SIZE,
  type NewsletterDto,
  type NewsletterInput,
  type NewsUpdateDto,
  type NewsUpdatesPage,
} from '@navia/domain/contracts/news';
import { MESSAGES } from '@navia/domain/errors';
import { NEWS_LINK_MAX, plainText, safeLink } from '@navia/domain/rules/dashboard/news';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context.ts';
import type { FileStorage } from '../../integrations/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AuditClient, type AuditWho, audit } from '../../lib/audit.ts';
import type { UploadForm } from '../../lib/multipart-form.ts';
import {
  IMAGE_CONTENT_TYPES,
  type ImageExtension,
  parseImageRef,
  presentNewsletter,
  presentNewsUpdateAdmin,
} from './news.presenter.ts';
import * as repo from './news.repository.ts';

export type NewsDeps = { ctx: AppContext; storage: FileStorage };
/** Who acts, for the audit log. */
export type NewsActor = { userId: string; who: AuditWho; client: AuditClient };

type Issue = { field: string; message: string };
const invalid = (issues: Issue[]) =>
  new AppError('VALIDATION', { message: issues.map((i) => `${i.field}: ${i.message}`).join('; '), issues });

const EXTENSION_OF: Record<(typeof NEWS_IMAGE_TYPES)[number], ImageExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/** Plain text kept line by line (tags removed, each line's whitespace collapsed, at most two blank lines). */
function plainMultiline(input: string): string {
  return input
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => plainText(line, NEWS_UPDATE_CONTENT_MAX))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

type NewsUpdateText = { title: string; content: string; link: string | null };

/** The form's text fields checked and made plain; throws a 400 naming every faulty field. */
function readNewsUpdateText(fields: Record<string, string>): NewsUpdateText {
  const issues: Issue[] = [];
  const rawTitle = fields[NEWS_UPDATE_FIELDS.title] ?? '';
  const rawContent = fields[NEWS_UPDATE_FIELDS.content] ?? '';
  const rawLink = (fields[NEWS_UPDATE_FIELDS.link] ?? '').trim();
  const title = plainText(rawTitle, NEWS_UPDATE_TITLE_MAX + 1);
  if (title.length === 0) issues.push({ field: NEWS_UPDATE_FIELDS.title, message: MESSAGES.fieldRequired });
  else if (rawTitle.trim().length > NEWS_UPDATE_TITLE_MAX)
    issues.push({ field: NEWS_UPDATE_FIELDS.title, message: `At most ${NEWS_UPDATE_TITLE_MAX} characters.` });
  if (rawContent.length > NEWS_UPDATE_CONTENT_MAX)
    issues.push({
      field: NEWS_UPDATE_FIELDS.content,
      message: `At most ${NEWS_UPDATE_CONTENT_MAX} characters.`,
    });
  const link = rawLink ? safeLink(rawLink) : null;
  if (rawLink && (!link || rawLink.length > NEWS_LINK_MAX))
    issues.push({
      field: NEWS_UPDATE_FIELDS.link,
      message: "Enter an http(s) address or a portal path starting with '/'.",
    });
  if (issues.length > 0) throw invalid(issues);
  return { title, content: plainMultiline(rawContent), link };
}

/** The image's type from its bytes; 415 when it is not a PNG, JPEG or WebP. */
async function imageExtensionOf(bytes: Buffer): Promise<ImageExtension> {
  const found = bytes.length > 0 ? await fileTypeFromBuffer(bytes) : undefined;
  const mime = found?.mime as (typeof NEWS_IMAGE_TYPES)[number] | undefined;
  if (!mime || !NEWS_IMAGE_TYPES.includes(mime)) throw new AppError('NEWS_IMAGE_TYPE_REFUSED');
  return EXTENSION_OF[mime];
}

/** Stores the checked image; answers its reference (`${key}.${extension}`). */
async function storeImage(deps: NewsDeps, bytes: Buffer): Promise<string> {
  const extension = await imageExtensionOf(bytes);
  const key = await deps.storage.put(bytes);
  return `${key}.${extension}`;
}

async function removeImage(deps: NewsDeps, ref: string | null): Promise<void> {
  const image = parseImageRef(ref);
  if (!image) return;
  await deps.storage.remove(image.key).catch((err: unknown) => {
    deps.ctx.log.warn({ err: String(err), key: image.key }, 'news image not removed');
  });
}

/** GET /api/naviaUpdates */
export async function listNewsUpdates(ctx: AppContext, page: number): Promise<NewsUpdatesPage> {
  const { rows, total } = await repo.pageNewsUpdates(
    ctx.database.db,
    (page - 1) * NEWS_UPDATES_PAGE_SIZE,
    NEWS_UPDATES_PAGE_SIZE,
  );
  return {
    result: rows.map(presentNewsUpdateAdmin),
    page,
    pageSize: NEWS_UPDATES_PAGE_SIZE,
    totalCount: total,
  };
}

/** POST /api/naviaUpdates: publish; every active user gets updatesPending. */
export async function createNewsUpdate(
  deps: NewsDeps,
  actor: NewsActor,
  readForm: () => Promise<UploadForm>,
): Promise<NewsUpdateDto> {
  const { fields, file } = await readForm();
  const issues: Issue[] = [];
  let text: NewsUpdateText | null = null;
  try {
    text = readNewsUpdateText(fields);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    issues.push(...(error.issues ?? []));
  }
  if (!file || file.bytes.length === 0)
    issues.push({ field: NEWS_UPDATE_FIELDS.file, message: MESSAGES.fieldRequired });
  if (issues.length > 0 || !text || !file) throw invalid(issues);
  const imageRef = await storeImage(deps, file.bytes);
  const { ctx } = deps;
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      const at = ctx.now();
      const created = await repo.insertNewsUpdate(tx, {
        ...text,
        imageUrl: imageRef,
        createdBy: actor.userId,
        at,
      });
      const flagged = await repo.markUpdatesPendingForActiveUsers(tx);
      await audit(tx, {
        type: 'NEWS_UPDATE_CREATED',
        outcome: 'SUCCESS',
        who: actor.who,
        client: actor.client,
        at,
        target: created.id,
        detail: `updatesPending set for ${flagged} users`,
      });
      return created;
    });
    return presentNewsUpdateAdmin(row);
  } catch (error) {
    await removeImage(deps, imageRef);
    throw error;
  }
}

/** PUT /api/naviaUpdates/{id}: the text replaced; the image replaced when a file is sent. */
export async function editNewsUpdate(
  deps: NewsDeps,
  actor: NewsActor,
  id: string,
  readForm: () => Promise<UploadForm>,
): Promise<NewsUpdateDto> {
  const { fields, file } = await readForm();
  const text = readNewsUpdateText(fields);
  const newImage = file && file.bytes.length > 0 ? await storeImage(deps, file.bytes) : null;
  const { ctx } = deps;
  let oldImage: string | null = null;
  try {
    const row = await ctx.database.db.transaction(async (tx) => {
      const current = await repo.lockNewsUpdate(tx, id);
      if (!current) throw new AppError('NOT_FOUND');
      const at = ctx.now();
      const updated = await repo.updateNewsUpdate(tx, id, {
        ...text,
        imageUrl: newImage ?? current.imageUrl,
        at,
      });
      if (!updated) throw new AppError('NOT_FOUND');
      if (newImage) oldImage = current.imageUrl;
      await audit(tx, {
        type: 'NEWS_UPDATE_CHANGED',
        outcome: 'SUCCESS',
        who: actor.who,
        client: actor.client,
        at,
        target: id,
        detail: newImage ? 'text and image' : 'text',
      });
      return updated;
    });
    await removeImage(deps, oldImage);
    return presentNewsUpdateAdmin(row);
  } catch (error) {
    await removeImage(deps, newImage);
    throw error;
  }
}

/** DELETE /api/naviaUpdates/{id} */
export async function deleteNewsUpdate(deps: NewsDeps, actor: NewsActor, id: string): Promise<{ ok: true }> {
  const { ctx } = deps;
  const deleted = await ctx.database.db.transaction(async (tx) => {
    const row = await repo.deleteNewsUpdate(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, {
      type: 'NEWS_UPDATE_DELETED',
      outcome: 'SUCCESS',
      who: actor.who,
      client: actor.client,
      at: ctx.now(),
      target: id,
      detail: plainText(row.title, 100),
    });
    return row;
  });
  await removeImage(deps, deleted.imageUrl);
  return { ok: true };
}

/** GET /api/naviaUpdates/{id}/image: the stored image and its checked type; 404 when there is none. */
export async function openNewsImage(
  deps: NewsDeps,
  id: string,
): Promise<{ contentType: string; stream: Readable }> {
  const row = await repo.findNewsUpdate(deps.ctx.database.db, id);
  const image = parseImageRef(row?.imageUrl ?? null);
  if (!image) throw new AppError('NOT_FOUND');
  const stream = await deps.storage.get(image.key);
  if (!stream) throw new AppError('NOT_FOUND');
  return { contentType: IMAGE_CONTENT_TYPES[image.extension], stream };
}

/** POST /api/naviaUpdates/seen: the caller has seen the news. Under view-as nothing changes. */
export async function markUpdatesSeen(
  ctx: AppContext,
  caller: { userId: string; viewingAs: boolean },
): Promise<{ updatesPending: boolean }> {
  if (caller.viewingAs) return { updatesPending: false };
  await repo.clearUpdatesPending(ctx.database.db, caller.userId);
  return { updatesPending: false };
}

// --- newsletters -------------------------------------------------------------------------------

/** The most newsletters the admin list shows. */
const NEWSLETTERS_ADMIN_MAX = 500;

const newsletterValues = (input: NewsletterInput) => ({
  name: plainText(input.name, 200),
  displayName: plainText(input.displayname, 200),
  description: plainText(input.description ?? '', 1000),
  link: input.link.trim(),
});

/** GET /api/naviaUpdates/newsletters/all */
export async function listAllNewsletters(ctx: AppContext): Promise<NewsletterDto[]> {
  return (await repo.allNewsletters(ctx.database.db, NEWSLETTERS_ADMIN_MAX)).map(presentNewsletter);
}

/** POST /api/naviaUpdates/newsletters */
export async function createNewsletter(
  ctx: AppContext,
  actor: NewsActor,
  input: NewsletterInput,
): Promise<NewsletterDto> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const at = ctx.now();
    const created = await repo.insertNewsletter(tx, newsletterValues(input), at);
    await audit(tx, {
      type: 'NEWSLETTER_CREATED',
      outcome: 'SUCCESS',
      who: actor.who,
      client: actor.client,
      at,
      target: created.id,
    });
    return created;
  });
  return presentNewsletter(row);
}

/** PUT /api/naviaUpdates/newsletters/{id}: lastModified becomes now. */
export async function editNewsletter(
  ctx: AppContext,
  actor: NewsActor,
  id: string,
  input: NewsletterInput,
): Promise<NewsletterDto> {
  const row = await ctx.database.db.transaction(async (tx) => {
    const at = ctx.now();
    const updated = await repo.updateNewsletter(tx, id, newsletterValues(input), at);
    if (!updated) throw new AppError('NOT_FOUND');
    await audit(tx, {
      type: 'NEWSLETTER_CHANGED',
      outcome: 'SUCCESS',
      who: actor.who,
      client: actor.client,
      at,
      target: id,
    });
    return updated;
  });
  return presentNewsletter(row);
}

/** DELETE /api/naviaUpdates/newsletters/{id} */
export async function deleteNewsletter(ctx: AppContext, actor: NewsActor, id: string): Promise<{ ok: true }> {
  await ctx.database.db.transaction(async (tx) => {
    const row = await repo.deleteNewsletter(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    await audit(tx, {
      type: 'NEWSLETTER_DELETED',
      outcome: 'SUCCESS',
      who: actor.who,
      client: actor.client,
      at: ctx.now(),
      target: id,
    });
  });
  return { ok: true };
}
