/**
 * Secrets never reach the log (quality bar "Never log a secret"): Fastify logs every request's URL,
 * and some pages carry one-time secrets in the query — an invite's `hash` (/connect/signUp?hash=,
 * /login?hash=), a reset or invite `token` (/changePassword?token=). Their values are replaced before
 * a line is written; the rest of the URL stays, so a request can still be traced.
 */
const SECRET_QUERY = /([?&](?:hash|token|password|secret|code|key)=)[^&#]*/gi;

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[REDACTED]');

type LoggedRequest = {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
};

/** The request as a log line shows it: Fastify's default fields, the URL's secrets redacted. */
export function requestLogSerializer(req: LoggedRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
