import { z } from 'zod';
import { ERROR_CODES } from '../errors.ts';

/** Every error answer from /api has this shape (see errors.ts). */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    code: z.enum(ERROR_CODES),
    message: z.string(),
    email: z.string().optional(),
    issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });

export const okSchema = z.object({ ok: z.literal(true) });

/** A trimmed e-mail address, stored and compared in lower case. */
export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());
