/** hub §7 "User and settings": sign-in, accounts and the current user's own settings. */
import { twoFactorEndpoints } from '@navia/domain/contracts/two-factor';
import { userEndpoints } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { auditClientOf } from '../../lib/audit.ts';
import { registerEndpoint } from '../../lib/endpoint-route.ts';
import { clearSessionCookie, requireAuth, SESSION_COOKIE, sessionCookieOptions } from '../../plugins/auth.ts';
import * as users from './users.service.ts';

/** The logged-in caller's user and session, for the calls on the current user. */
function self(req: FastifyRequest) {
  const auth = requireAuth(req);
  return { userId: auth.user.user.id, sessionId: auth.sessionId };
}

/** The HttpOnly session cookie; a REMEMBER ME session (hub §2) outlives the browser. */
function setSessionCookie(
  ctx: AppContext,
  reply: FastifyReply,
  session: { token: string; remember: boolean; expiresAt: Date },
) {
  reply.setCookie(
    SESSION_COOKIE,
    session.token,
    sessionCookieOptions(ctx, session.remember ? session.expiresAt : null),
  );
}

export function userRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, userEndpoints.signin, async (req, reply) => {
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] };
      const answer = await users.signin(ctx, { body: req.body, ...client });
      // Issue 15: two-factor sign-in on: the second step's challenge, no session and no token.
      if ('twoFactorRequired' in answer) return answer;
      setSessionCookie(ctx, reply, answer);
      return { user: answer.user, token: answer.token };
    });

    registerEndpoint(app, twoFactorEndpoints.signinTwoFactor, async (req, reply) => {
      const client = { ip: req.ip, userAgent: req.headers['user-agent'] };
      const session = await users.signinTwoFactor(ctx, { body: req.body, ...client });
      setSessionCookie(ctx, reply, session);
      return { user: session.user, token: session.token };
    });

    registerEndpoint(app, userEndpoints.forget, async (req, reply) => {
      if (req.auth) await users.signout(ctx, req.auth, auditClientOf(req));
      clearSessionCookie(ctx, reply);
      return { ok: true as const };
    });

    registerEndpoint(app, userEndpoints.getUpdatedSelf, async (req) => {
      const { userId, sessionId } = self(req);
      // Under view-as (issue 17) the effective user, with who views as them (the web's banner and STOP).
      return { user: { ...(await users.getSelf(ctx, userId, sessionId)), viewAs: requireAuth(req).viewAs } };
    });

    registerEndpoint(app, userEndpoints.signup, async (req, reply) => {
      await users.signup(ctx, req.body, auditClientOf(req));
      reply.code(201);
      return { ok: true as const };
    });

    registerEndpoint(app, userEndpoints.sendActivationEmail, async (req) => {
      await users.sendActivationEmail(ctx, req.body.email);
      return { ok: true as const };
    });

    registerEndpoint(app, userEndpoints.validate, async (req) => {
      await users.validateEmail(ctx, req.body.token, auditClientOf(req));
      return { ok: true as const };
    });

    registerEndpoint(app, userEndpoints.requestPassReset, async (req) => {
      await users.requestPasswordReset(ctx, req.body.email, auditClientOf(req));
      return { ok: true as const, message: MESSAGES.resetRequested };
    });

    registerEndpoint(app, userEndpoints.token, async (req) => ({
      valid: true as const,
      ...(await users.checkResetToken(ctx, req.body.token)),
    }));

    registerEndpoint(app, userEndpoints.tokenNoEmail, async (req) => {
      await users.checkResetToken(ctx, req.body.token);
      return { valid: true as const };
    });

    registerEndpoint(app, userEndpoints.changePassword, async (req, reply) => {
      await users.changePassword(ctx, req.body.token, req.body.password, auditClientOf(req));
      clearSessionCookie(ctx, reply);
      return { ok: true as const };
    });

    registerEndpoint(app, userEndpoints.theme, async (req) => ({
      user: { ...(await users.updateSettings(ctx, self(req), req.body)), viewAs: requireAuth(req).viewAs },
    }));

    registerEndpoint(app, userEndpoints.unitOfMeasure, async (req) => ({
      user: { ...(await users.updateSettings(ctx, self(req), req.body)), viewAs: requireAuth(req).viewAs },
    }));

    registerEndpoint(app, userEndpoints.toggleCookieBanner, async (req) => ({
      user: { ...(await users.updateSettings(ctx, self(req), req.body)), viewAs: requireAuth(req).viewAs },
    }));

    // Issue 13: the other settings calls of hub §7; each answers the updated user, as theme does.
    const saveSettings = async (req: FastifyRequest, values: users.SettingsPatch) => ({
      user: { ...(await users.updateSettings(ctx, self(req), values)), viewAs: requireAuth(req).viewAs },
    });
    registerEndpoint(app, userEndpoints.tooltip, (req) => saveSettings(req, req.body));
    registerEndpoint(app, userEndpoints.mode, (req) => saveSettings(req, req.body));
    registerEndpoint(app, userEndpoints.homeCountry, (req) => saveSettings(req, req.body));
    registerEndpoint(app, userEndpoints.language, (req) => saveSettings(req, req.body));
    registerEndpoint(app, userEndpoints.view, (req) => saveSettings(req, req.body));
    registerEndpoint(app, userEndpoints.hidePopup, (req) => saveSettings(req, { hidePopup: req.body }));
    registerEndpoint(app, userEndpoints.showWelcomePopup, (req) =>
      saveSettings(req, { welcomePopup: req.body }),
    );
    registerEndpoint(app, userEndpoints.countries, async () => ({ countries: users.countryOptions() }));
  };
}
