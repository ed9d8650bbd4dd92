/**
 * What a chat attachment is, decided from its bytes (hub §5 "jpeg, jpg, png, tif, pdf, csv, docx,
 * msword"; never from the name or the browser's content type), and the names it is stored and
 * shown under. Two types cannot be told by their bytes alone, so the name decides between what the
 * bytes allow: a legacy Word file is an OLE compound file (as are .xls and .msg) and is taken only
 * under a .doc name; CSV is plain text and is taken only under a .csv name.
 */
import { chatEndpoints } from '@navia/domain/contracts/chat';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { CHAT_ATTACHMENT_TYPES, type ChatAttachmentContentType } from '@navia/domain/rules/chat';
import { fileTypeFromBuffer } from 'file-type';
import { isPlainText, safeFileName } from '../shipment-detail/document-files.ts';

export type ChatAttachmentType = {
  contentType: ChatAttachmentContentType;
  /** The extension of the stored name (`${id}.${extension}`). */
  extension: string;
};

/** The extensions that fit each accepted type; the first names the stored file. */
const EXTENSIONS: Record<ChatAttachmentContentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/tiff': ['tif', 'tiff'],
  'application/pdf': ['pdf'],
  'text/csv': ['csv'],
  [CHAT_ATTACHMENT_TYPES.docx]: ['docx'],
  'application/msword': ['doc'],
};

/** Types file-type names by their bytes alone. */
const BY_BYTES = new Set<string>([
  'image/jpeg',
  'image/png',
  'image/tiff',
  'application/pdf',
  CHAT_ATTACHMENT_TYPES.docx,
]);
/** file-type's name for an OLE compound file (.doc, .xls, .msg, …). */
const COMPOUND_FILE = 'application/x-cfb';

const typeOf = (contentType: ChatAttachmentContentType): ChatAttachmentType => ({
  contentType,
  extension: EXTENSIONS[contentType][0] ?? 'bin',
});

/** The accepted type of these bytes (under this name), or null when chat does not take them. */
export async function detectChatAttachmentType(
  bytes: Uint8Array,
  fileName: string,
): Promise<ChatAttachmentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) {
    if (found.mime === COMPOUND_FILE) return /\.doc$/i.test(fileName) ? typeOf('application/msword') : null;
    return BY_BYTES.has(found.mime) ? typeOf(found.mime as ChatAttachmentContentType) : null;
  }
  return isPlainText(bytes) && /\.csv$/i.test(fileName) ? typeOf('text/csv') : null;
}

/** The name shown and downloaded: cleaned, ending in an extension that fits its type. */
export function chatAttachmentName(name: string, type: ChatAttachmentType): string {
  return safeFileName(name, EXTENSIONS[type.contentType], 'attachment');
}

/** The stored name, the last part of the fetch URL: the attachment's id and its type's extension. */
export function storedAttachmentName(attachmentId: string, type: ChatAttachmentType): string {
  return `${attachmentId}.${type.extension}`;
}

/** hub §7: GET /api/user/attachment/{userId}/{fileName}. */
export function attachmentUrl(uploadedBy: string, fileName: string): string {
  return endpointUrl(chatEndpoints.fetchAttachment, { params: { userId: uploadedBy, fileName } });
}

/** Images are shown in the chat; everything else downloads. */
export const isInlineAttachment = (contentType: string) => contentType.startsWith('image/');
