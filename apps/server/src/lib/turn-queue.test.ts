import { describe, expect, it } from 'vitest';
import { turnQueue } from './turn-queue.ts';

/** A piece of work that finishes when the test says so. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { work: () => done, finish };
}

describe('turnQueue', () => {
  it('does one piece of work at a time, in the order given', async () => {
    const order: string[] = [];
    const first = held();
    const queue = turnQueue(5, () => {});
    queue.push(async () => {
      order.push('first started');
      await first.work();
      order.push('first done');
    });
    const second = new Promise<void>((resolve) => {
      queue.push(async () => {
        order.push('second');
        resolve();
      });
    });
    await Promise.resolve();
    expect(order).toEqual(['first started']);
    first.finish();
    await second;
    expect(order).toEqual(['first started', 'first done', 'second']);
  });

  it('refuses work beyond its limit of unanswered pieces, and takes more once they are answered', async () => {
    const first = held();
    const queue = turnQueue(3, () => {});
    const ran: number[] = [];
    let thirdDone = () => {};
    const third = new Promise<void>((resolve) => {
      thirdDone = resolve;
    });
    expect(queue.push(first.work)).toBe(true);
    expect(queue.push(async () => void ran.push(2))).toBe(true);
    expect(
      queue.push(async () => {
        ran.push(3);
        thirdDone();
      }),
    ).toBe(true);
    expect(queue.isFull()).toBe(true);
    expect(queue.push(async () => void ran.push(4))).toBe(false);
    first.finish();
    await third;
    // The third piece's turn ends right after it resolves.
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.isFull()).toBe(false);
    const fifth = new Promise<void>((resolve) => {
      const pushed = queue.push(async () => {
        ran.push(5);
        resolve();
      });
      expect(pushed).toBe(true);
    });
    await fifth;
    expect(ran).toEqual([2, 3, 5]);
  });

  it('goes on after a piece of work fails, and reports the failure', async () => {
    const failures: unknown[] = [];
    const queue = turnQueue(5, (error) => failures.push(error));
    const boom = new Error('boom');
    queue.push(() => Promise.reject(boom));
    const next = new Promise<string>((resolve) => {
      queue.push(async () => resolve('ran'));
    });
    expect(await next).toBe('ran');
    expect(failures).toEqual([boom]);
    expect(queue.isFull()).toBe(false);
  });
});
