/** hub §7 "User and settings": sign-in, accounts and the current user's own settings. */
import { apiErrorSchema, okSchema } from '@navia/domain/contracts/common';
import {
  changePasswordBodySchema,
  cookieBannerBodySchema,
  emailOnlyBodySchema,
  getUpdatedSelfResponseSchema,
  signinBodySchema,
  signinResponseSchema,
  signupBodySchema,
  themeBodySchema,
  tokenBodySchema,
  tokenNoEmailResponseSchema,
  tokenResponseSchema,
} from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { clearSessionCookie, requireAuth, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import * as users from './users.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  406: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['user'];

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/signin', {
      config: { access: 'public' },
      schema: { tags, body: signinBodySchema, response: { 200: signinResponseSchema, ...errors } },
      handler: async (req, reply) => {
        const result = await users.signin(ctx, {
          body: req.body,
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        reply.setCookie(
          SESSION_COOKIE,
          result.token,
          sessionCookieOptions(ctx, result.remember ? result.expiresAt : null),
        );
        return { user: result.user, token: result.token };
      },
    });

    r.post('/forget', {
      config: { access: 'public' },
      schema: { tags, description: 'Logout: ends the session on the server.', response: { 200: okSchema } },
      handler: async (req, reply) => {
        if (req.auth) await users.signout(ctx, req.auth.token);
        clearSessionCookie(ctx, reply);
        return { ok: true as const };
      },
    });

    r.get('/getUpdatedSelf', {
      config: { access: { role: 'ALL' } },
      schema: { tags, response: { 200: getUpdatedSelfResponseSchema, 401: apiErrorSchema } },
      handler: async (req) => {
        const auth = requireAuth(req);
        return { user: await users.getSelf(ctx, auth.user.user.id, auth.sessionId) };
      },
    });

    r.post('/signup', {
      config: { access: 'public' },
      schema: { tags, body: signupBodySchema, response: { 201: okSchema, ...errors } },
      handler: async (req, reply) => {
        await users.signup(ctx, req.body);
        return reply.code(201).send({ ok: true as const });
      },
    });

    r.post('/sendActivationEmail', {
      config: { access: 'public' },
      schema: { tags, body: emailOnlyBodySchema, response: { 200: okSchema, ...errors } },
      handler: async (req) => {
        await users.sendActivationEmail(ctx, req.body.email);
        return { ok: true as const };
      },
    });

    r.post('/validate', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'E-mail validation: spends the link token and activates the account.',
        body: tokenBodySchema,
        response: { 200: okSchema, ...errors },
      },
      handler: async (req) => {
        await users.validateEmail(ctx, req.body.token);
        return { ok: true as const };
      },
    });

    r.post('/requestPassReset', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Gives the same answer for known and unknown e-mails.',
        body: emailOnlyBodySchema,
        response: { 200: z.object({ ok: z.literal(true), message: z.string() }), ...errors },
      },
      handler: async (req) => {
        await users.requestPasswordReset(ctx, req.body.email);
        return { ok: true as const, message: MESSAGES.resetRequested };
      },
    });

    r.post('/token', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Checks a reset token without spending it.',
        body: tokenBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
      handler: async (req) => ({
        valid: true as const,
        ...(await users.checkResetToken(ctx, req.body.token)),
      }),
    });

    r.post('/tokenNoEmail', {
      config: { access: 'public' },
      schema: {
        tags,
        description: 'Checks a reset token without revealing its e-mail.',
        body: tokenBodySchema,
        response: { 200: tokenNoEmailResponseSchema, ...errors },
      },
      handler: async (req) => {
        await users.checkResetToken(ctx, req.body.token);
        return { valid: true as const };
      },
    });

    r.post('/changePassword', {
      config: { access: 'public' },
      schema: { tags, body: changePasswordBodySchema, response: { 200: okSchema, ...errors } },
      handler: async (req, reply) => {
        await users.changePassword(ctx, req.body.token, req.body.password);
        clearSessionCookie(ctx, reply);
        return { ok: true as const };
      },
    });

    r.put('/theme', {
      config: { access: { role: 'ALL' } },
      schema: { tags, body: themeBodySchema, response: { 200: getUpdatedSelfResponseSchema, ...errors } },
      handler: async (req) => {
        const auth = requireAuth(req);
        return {
          user: await users.updateSettings(
            ctx,
            { userId: auth.user.user.id, sessionId: auth.sessionId },
            req.body,
          ),
        };
      },
    });

    r.put('/toggleCookieBanner', {
      config: { access: { role: 'ALL' } },
      schema: {
        tags,
        body: cookieBannerBodySchema,
        response: { 200: getUpdatedSelfResponseSchema, ...errors },
      },
      handler: async (req) => {
        const auth = requireAuth(req);
        return {
          user: await users.updateSettings(
            ctx,
            { userId: auth.user.user.id, sessionId: auth.sessionId },
            req.body,
          ),
        };
      },
    });
  };
}
