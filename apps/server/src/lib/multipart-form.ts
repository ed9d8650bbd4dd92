/**
 * Reading an upload form of one file and a few text fields (documents, chat attachments): the whole
 * file into memory within the route's multipart limits, the text fields checked for the characters
 * no field may hold (a form's fields never pass through the zod schemas that check them elsewhere).
 */
import { MESSAGES } from '@navia/domain/errors';
import { hasForbiddenCharacter } from '@navia/domain/rules/forbidden-characters';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

export type UploadedFile = { fileName: string; bytes: Buffer };
export type UploadForm = { fields: Record<string, string>; file: UploadedFile | null };

const hasClientStatus = (error: unknown) => {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/**
 * The form's text fields and its file named `fileField` (the first one). A file over the route's
 * size limit throws `tooLarge`; a body that is not a form, or does not parse, throws `unreadable()`;
 * the form's own limits (parts, fields) keep their 4xx.
 */
export async function readUploadForm(
  req: FastifyRequest,
  options: { fileField: string; tooLarge: AppError['code']; unreadable: () => AppError },
): Promise<UploadForm> {
  if (!req.isMultipart()) throw options.unreadable();
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === options.fileField && !file) file = { fileName: part.filename, bytes };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof req.server.multipartErrors.RequestFileTooLargeError)
      throw new AppError(options.tooLarge);
    if (hasClientStatus(error)) throw error;
    throw options.unreadable();
  }
  const refused = Object.entries(fields).filter(([, value]) => hasForbiddenCharacter(value));
  if (refused.length > 0) {
    const issues = refused.map(([field]) => ({ field, message: MESSAGES.forbiddenCharacter }));
    throw new AppError('VALIDATION', {
      message: `${issues[0]?.field}: ${MESSAGES.forbiddenCharacter}`,
      issues,
    });
  }
  return { fields, file };
}
