import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createDomainEvents } from './domain-events.ts';

function withLog() {
  const lines: string[] = [];
  const log = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  }).log;
  return { events: createDomainEvents({ log }), lines };
}

const passwordChanged = () => ({ userId: randomUUID(), occurredAt: new Date().toISOString() });

describe('domain events', () => {
  it('runs every subscriber of the event with its payload, and only of that event', async () => {
    const { events } = withLog();
    const seen: string[] = [];
    events.on('passwordChanged', (p) => {
      seen.push(`a:${p.userId}`);
    });
    events.on('passwordChanged', async (p) => {
      seen.push(`b:${p.userId}`);
    });
    events.on('userSignedUp', () => {
      seen.push('other');
    });
    const payload = passwordChanged();
    await events.emit('passwordChanged', payload);
    expect(seen).toEqual([`a:${payload.userId}`, `b:${payload.userId}`]);
  });

  it('stops calling a subscriber once it unsubscribed', async () => {
    const { events } = withLog();
    let calls = 0;
    const off = events.on('passwordChanged', () => {
      calls += 1;
    });
    await events.emit('passwordChanged', passwordChanged());
    off();
    await events.emit('passwordChanged', passwordChanged());
    expect(calls).toBe(1);
  });

  it("logs a subscriber's error, never throws it, and still runs the others", async () => {
    const { events, lines } = withLog();
    let later = false;
    events.on('passwordChanged', () => {
      throw new Error('socket gone');
    });
    events.on('passwordChanged', () => {
      later = true;
    });
    await expect(events.emit('passwordChanged', passwordChanged())).resolves.toBeUndefined();
    expect(later).toBe(true);
    expect(lines.join('\n')).toContain('socket gone');
  });

  it('delivers no payload its schema rejects, and logs it', async () => {
    const { events, lines } = withLog();
    let calls = 0;
    events.on('passwordChanged', () => {
      calls += 1;
    });
    await events.emit('passwordChanged', { userId: 'someone', occurredAt: 'yesterday' });
    expect(calls).toBe(0);
    expect(lines.join('\n')).toContain('domain event payload invalid');
  });
});
