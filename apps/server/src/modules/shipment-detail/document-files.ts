/**
 * What an uploaded document is, decided from its bytes (never from its name or the browser's
 * content type), and the name it may be shown and downloaded under.
 */
import { createHash } from 'node:crypto';
import type { DocumentContentType } from '@navia/domain/contracts/shipment-detail';
import { fileTypeFromBuffer } from 'file-type';

/** The extensions that fit each accepted type; the first is added when the name has none of them. */
const EXTENSIONS: Record<DocumentContentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/tiff': ['tif', 'tiff'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'text/csv': ['csv'],
  'text/plain': ['txt'],
};

const BINARY_TYPES = new Set<string>(Object.keys(EXTENSIONS).filter((t) => !t.startsWith('text/')));

/** C0 and C1 control characters, DEL included. */
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f);
/** Controls that plain text may carry: tab, line feed, form feed, carriage return. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** UTF-8 (optionally with a BOM) with no control characters other than tab, line feed, form feed and carriage return. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x7f && isControl(code) && !TEXT_CONTROLS.has(code)) return false;
  }
  return true;
}

/** The accepted content type of these bytes, or null when they are not a document type we take. */
export async function detectDocumentType(
  bytes: Uint8Array,
  fileName: string,
): Promise<DocumentContentType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (found) return BINARY_TYPES.has(found.mime) ? (found.mime as DocumentContentType) : null;
  if (!isPlainText(bytes)) return null;
  return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
}

const NAME_MAX = 120;
const FALLBACK_NAME = 'document';

/**
 * A safe display name from what the browser sent: the last path segment only, no control or
 * reserved characters, no leading dots, at most 120 characters, ending in an extension that fits
 * the detected type (added when missing, so "invoice.exe" holding a PDF becomes "invoice.exe.pdf").
 */
export function sanitiseFileName(name: string, contentType: DocumentContentType): string {
  return safeFileName(name, EXTENSIONS[contentType], FALLBACK_NAME);
}

/**
 * sanitiseFileName for any accepted type: `extensions` are the ones that fit it (the first is
 * added when the name ends in none of them); `fallback` names a file whose name cleans to nothing.
 */
export function safeFileName(name: string, extensions: readonly string[], fallback: string): string {
  const lastSegment = name.split(/[\\/]/).pop() ?? '';
  let clean = lastSegment
    .normalize('NFKC')
    .split('')
    .filter((char) => !isControl(char.charCodeAt(0)) && !'<>:"|?*;'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .replace(/[\s.]+$/, '');
  if (clean.length === 0) clean = fallback;
  const extension = clean.includes('.') ? (clean.split('.').pop() ?? '').toLowerCase() : '';
  if (!extensions.includes(extension)) clean = `${clean}.${extensions[0]}`;
  if (clean.length > NAME_MAX) {
    const suffix = clean.slice(clean.lastIndexOf('.'));
    clean = `${clean.slice(0, NAME_MAX - suffix.length)}${suffix}`;
  }
  return clean;
}

/**
 * Content-Disposition for a download: an ASCII fallback plus the UTF-8 name (RFC 6266 / 5987);
 * `inline` for a file the browser may show (a chat image), `attachment` otherwise.
 */
export function attachmentDisposition(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}
