/**
 * A first look at a chosen attachment before it is uploaded (hub §5 "Chat attachments accept jpeg,
 * jpg, png, tif, pdf, csv, docx and msword", with .tiff as well as .tif; at most CHAT_ATTACHMENT_MAX_BYTES). The server decides
 * from the bytes; this only spares the upload of a file it would refuse.
 */
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_ATTACHMENT_TYPES } from '@navia/domain/rules/chat';

const EXTENSIONS = Object.keys(CHAT_ATTACHMENT_TYPES);
const LIMIT_MB = CHAT_ATTACHMENT_MAX_BYTES / 1024 / 1024;

/** The problem with a file, or null when it may be uploaded. */
export function attachmentProblem(file: { name: string; size: number }): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (!EXTENSIONS.includes(extension))
    return `${file.name} cannot be sent: choose a ${EXTENSIONS.map((e) => e.toUpperCase()).join(', ')} file.`;
  if (file.size > CHAT_ATTACHMENT_MAX_BYTES)
    return `${file.name} cannot be sent: files are at most ${LIMIT_MB} MB.`;
  return null;
}
