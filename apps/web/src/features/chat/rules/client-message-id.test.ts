import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { newClientMessageId } from './client-message-id.ts';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

describe('client message ids', () => {
  it('are uuids, also where crypto.randomUUID is missing (a page served over plain http)', () => {
    expect(isUuid(newClientMessageId())).toBe(true);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const ids = new Set(Array.from({ length: 20 }, () => newClientMessageId()));
      expect(ids.size).toBe(20);
      for (const id of ids) expect(isUuid(id)).toBe(true);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
