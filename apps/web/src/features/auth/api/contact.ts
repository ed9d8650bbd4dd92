/** POST /api/services/contact {name, email, message}: the ABOUT section's Get in touch popup (hub §2). */
import { type contactMessageBodySchema, supportEndpoints } from '@navia/domain/contracts/support';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';

export type ContactMessage = z.output<typeof contactMessageBodySchema>;

function sendContactMessage(body: ContactMessage) {
  return callEndpoint(supportEndpoints.contact, { body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
