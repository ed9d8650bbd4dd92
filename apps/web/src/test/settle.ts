import { act } from '@testing-library/react';

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Lets the page finish handling answers it already has, without letting any time pass: promise
 * chains in flight run to their end (an answer reaching the query cache), then TanStack Query tells
 * its components, which it does on a zero-delay timer scheduled when the answer lands, and React
 * renders. Call it once the answer is known to have arrived (waitFor that first), before asserting
 * that the answer did NOT change the page.
 */
export async function settle(): Promise<void> {
  await act(async () => {
    await nextTurn(); // every promise job queued so far has run; answers are in the cache
    await nextTurn(); // the notifications those answers scheduled have run
  });
}
