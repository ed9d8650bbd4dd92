/**
 * Serves the built web app (apps/web/dist): its hashed assets as files, with the Brotli or gzip copy
 * the build wrote beside each when the client accepts one (preCompressed), and the single page
 * (index.html) for / and every other path outside /api. The page is rendered per answer: the build
 * left a placeholder where the Content-Security-Policy nonce goes (decision 013), and each answer
 * gets a fresh nonce in the page and in its policy.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CSP_NONCE_PLACEHOLDER } from '@navia/domain/constants';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { appPageCsp } from './security-headers.ts';

export type SendAppPage = (reply: FastifyReply) => FastifyReply;

/** Registers the web app when `webDist` holds a build; answers the page sender for other paths. */
export async function registerWebApp(
  app: FastifyInstance,
  { webDist, https, stripe = false }: { webDist: string; https: boolean; stripe?: boolean },
): Promise<SendAppPage | null> {
  const pageFile = path.join(webDist, 'index.html');
  if (!existsSync(pageFile)) return null;
  const page = readFileSync(pageFile, 'utf8');

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    // The page is never sent as a file (it has a placeholder, not a nonce); the compressed copies
    // are found by preCompressed, not asked for by name.
    index: false,
    globIgnore: ['index.html', '**/*.br', '**/*.gz'],
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendAppPage: SendAppPage = (reply) => {
    const nonce = randomBytes(16).toString('base64');
    return reply
      .header('content-security-policy', appPageCsp({ https, stripe, styleNonce: nonce }))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
  };
  app.get('/', (_req, reply) => sendAppPage(reply));
  return sendAppPage;
}
