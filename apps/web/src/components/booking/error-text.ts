import { isApiError } from '../../lib/api-client.ts';

/** connect §8 "Other errors": the server's error text, else 'Error Occurred'. */
export function errorText(error: unknown): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : 'Error Occurred';
}
