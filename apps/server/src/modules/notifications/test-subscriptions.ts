/** Test helpers: a record's notification flags, and subscribing an agent to a shipment through the API. */
import { NOTIFICATION_TYPES, type NotificationFlags } from '@navia/domain/rules/notifications';
import { expect } from 'vitest';
import type { Agent } from '../shipments/test-factories.ts';

/** The flags with the named types on and the others off (every type by default). */
export const flagsOf = (on: readonly string[] = NOTIFICATION_TYPES): NotificationFlags =>
  Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, on.includes(type)])) as NotificationFlags;

/** Subscribes `agent` to the shipment with the named types (POST recordNotificationSettings); answers the settings. */
export async function subscribe(
  agent: Pick<Agent, 'post'>,
  shipment: { shipKey: string; shipNumber: string },
  on: readonly string[] = NOTIFICATION_TYPES,
) {
  const res = await agent.post('/api/user/recordNotificationSettings', {
    recordKey: shipment.shipKey,
    clientRecordKey: shipment.shipNumber,
    flags: flagsOf(on),
    isShipment: true,
    DataSource: 'AU',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
