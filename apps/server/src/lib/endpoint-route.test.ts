import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig, testDatabase } from '../test/test-app.ts';
import { watchEndpointRoutes } from './endpoint-route.ts';

function bareApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

describe('routes and endpoint declarations', () => {
  it('fails the build when an /api route was registered without a declaration', async () => {
    const app = bareApp();
    const check = watchEndpointRoutes(app);
    app.get('/api/handmade', { config: { access: 'public' } }, () => ({ ok: true }));
    await app.ready();
    expect(check).toThrow(/without an endpoint declaration: GET \/api\/handmade/);
  });

  it('fails the build when a declared endpoint has no route', async () => {
    const app = bareApp();
    const check = watchEndpointRoutes(app);
    await app.ready();
    expect(check).toThrow(/declared but not registered: .*GET \/api\/health/);
  });

  it('builds the app with every declared endpoint registered from its declaration', async () => {
    const { app } = await buildApp({ config: testConfig(), database: await testDatabase(), logger: false });
    await expect(app.ready()).resolves.toBeDefined();
  });
});
