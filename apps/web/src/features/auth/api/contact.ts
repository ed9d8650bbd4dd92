/** POST /api/services/contact {name, email, message}: the ABOUT section's Get in touch popup (hub §2). */
import { okSchema } from '@navia/domain/contracts/common';
import type { contactMessageBodySchema } from '@navia/domain/contracts/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ContactMessage = z.output<typeof contactMessageBodySchema>;

export function useSendContactMessage() {
  return useMutation({
    mutationFn: (body: ContactMessage) =>
      apiRequest('/api/services/contact', { method: 'POST', body, schema: okSchema }),
  });
}
