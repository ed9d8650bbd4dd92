/** hub §7 "Organisation and priority": the buyer's saved delivery addresses with their equipment. */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import {
  buyerAddressBodySchema,
  orgAddressesBodySchema,
  savedAddressesResponseSchema,
} from '@navia/domain/contracts/deliveries';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireAuth } from '../../plugins/auth.ts';
import * as deliveries from './deliveries.service.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['org'];
const anyUser = { access: { role: 'ALL' as const } };

/** Registered with prefix '/org' beside the org and priority plugins; the paths differ. */
export function deliveryAddressRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();

    r.post('/address', {
      config: anyUser,
      schema: {
        tags,
        description: "Every saved address of the buyer (organisation code) in the caller's scope.",
        body: buyerAddressBodySchema,
        response: { 200: savedAddressesResponseSchema, ...errors },
      },
      handler: (req) => deliveries.buyerAddresses(ctx, requireAuth(req).scope, req.body.buyerCode, false),
    });

    r.post('/deliveryAddress', {
      config: anyUser,
      schema: {
        tags,
        description: "The buyer's delivery addresses (the wizard's location list, before CUSTOM ADDRESS).",
        body: buyerAddressBodySchema,
        response: { 200: savedAddressesResponseSchema, ...errors },
      },
      handler: (req) => deliveries.buyerAddresses(ctx, requireAuth(req).scope, req.body.buyerCode, true),
    });

    r.post('/orgAddresses', {
      config: anyUser,
      schema: {
        tags,
        description: 'Saved addresses whose organisation name or code, label or city contains the filter.',
        body: orgAddressesBodySchema,
        response: { 200: savedAddressesResponseSchema, ...errors },
      },
      handler: (req) => deliveries.findAddresses(ctx, requireAuth(req).scope, req.body.filter),
    });
  };
}
