/** An API failure as one line naming the fields at fault (issues from a 400), else its message. */
import { isApiError } from './api-client.ts';

export function failureText(error: unknown): string {
  if (isApiError(error)) {
    if (error.issues.length > 0)
      return error.issues.map((i) => `${i.field.toUpperCase()}: ${i.message.toUpperCase()}`).join('; ');
    return error.message.toUpperCase();
  }
  return 'AN ERROR OCCURRED. PLEASE TRY AGAIN LATER.';
}
