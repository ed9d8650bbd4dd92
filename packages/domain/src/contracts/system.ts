/** System endpoints: the health check used by load balancers and the CI smoke test. */
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['system'],
    description: 'Answers when the server is up; names the database kind.',
    responses: { 200: healthResponseSchema },
    example: {},
  }),
};
