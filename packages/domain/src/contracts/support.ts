/**
 * Support calls: render-error reports (hub §7 "POST /api/services/reportErr") and the ABOUT
 * section's Get in touch message (hub §2; its path is not shown in the spec, designed here).
 * The paths keep the spec's /api/services prefix.
 */
import { z } from 'zod';
import { emailSchema, okSchema } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

// POST /api/services/reportErr
export const reportErrBodySchema = z.object({
  error: z.string().max(4000),
  errorInfo: z.string().max(20000).optional(),
  currentPath: z.string().max(2000),
});
export type ReportErrBody = z.input<typeof reportErrBodySchema>;

// POST /api/services/contact
export const contactMessageBodySchema = z.object({
  name: z.string().trim().max(120).default(''),
  email: z.union([emailSchema, z.literal('')]).default(''),
  message: z.string().trim().min(1, 'This field is required.').max(5000),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

const tags = ['services'];

export const supportEndpoints = {
  reportErr: defineEndpoint({
    method: 'POST',
    path: '/api/services/reportErr',
    access: 'public',
    tags,
    description: 'A render error caught by the web app.',
    body: reportErrBodySchema,
    responses: { 200: okSchema },
    example: {
      body: {
        error: "TypeError: Cannot read properties of undefined (reading 'ShipKey')",
        errorInfo: '    at ShipmentDetailPage (shipment-detail-page.tsx:42:7)',
        currentPath: '/tracking/All',
      },
    },
  }),
  contact: defineEndpoint({
    method: 'POST',
    path: '/api/services/contact',
    access: 'public',
    tags,
    description: 'The ABOUT "Get in touch" popup: e-mails the provider team through the outbox.',
    body: contactMessageBodySchema,
    responses: { 200: okSchema },
    example: {
      body: {
        name: 'Jane Importer',
        email: 'jane.importer@acme.demo',
        message: 'Please call me about a quote for FCL from Shanghai to Melbourne.',
      },
    },
  }),
};
