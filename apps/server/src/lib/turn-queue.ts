/**
 * Work done one at a time, in the order given, with at most `max` pieces unanswered (the one being
 * done and those waiting). The chat socket handles one socket's messages this way, so acks, room
 * emits and bot answers keep the order sent, and a client cannot make the server hold more.
 */
export type TurnQueue = {
  /** Queues `work`; false (and `work` never runs) when `max` are already unanswered. */
  push: (work: () => Promise<void>) => boolean;
  /** Whether `max` are unanswered now (a push would be refused). */
  isFull: () => boolean;
};

/** A queue of its own; a piece of work that throws is given to `onFailure`, and the next one runs. */
export function turnQueue(max: number, onFailure: (error: unknown) => void): TurnQueue {
  let tail: Promise<void> = Promise.resolve();
  let unanswered = 0;
  return {
    push(work) {
      if (unanswered >= max) return false;
      unanswered += 1;
      tail = tail.then(async () => {
        try {
          await work();
        } catch (error) {
          onFailure(error);
        } finally {
          unanswered -= 1;
        }
      });
      return true;
    },
    isFull: () => unanswered >= max,
  };
}
