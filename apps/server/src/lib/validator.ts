/**
 * The validator compiler every route uses: fastify-type-provider-zod's, behind one check that runs
 * first on params, query and body alike. A string (or object key) holding a character that no field
 * may hold (rules/forbidden-characters: NUL always, other C0 controls except tab, line feed and
 * carriage return, unpaired surrogates) is a 400 naming the field, so such text never reaches a
 * handler or PostgreSQL, which cannot store NUL (issue 10). One place, not route by route.
 */
import { forbiddenCharacterIssues } from '@navia/domain/rules/forbidden-characters';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** `schema`, refusing forbidden characters anywhere in the input before it runs. */
function refusingForbiddenCharacters(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      for (const issue of forbiddenCharacterIssues(value)) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: value });
      }
    })
    .pipe(schema);
}

export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(
    route.schema instanceof z.ZodType
      ? { ...route, schema: refusingForbiddenCharacters(route.schema) }
      : route,
  );
