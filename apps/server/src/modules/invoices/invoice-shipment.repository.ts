/**
 * The shipment an invoice was raised for, as the detail screen links to it: /shipment/:key takes a
 * ShipKey (hub §2), and an invoice stores its shipment's id and number. Only a shipment the scope
 * may see is answered.
 */
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipments } from '../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../lib/scope.ts';

export async function shipKeyOf(
  db: Executor,
  scope: Scope,
  shipmentId: number | null,
): Promise<string | null> {
  if (shipmentId === null) return null;
  const [row] = await db
    .select({ shipKey: shipments.shipKey })
    .from(shipments)
    .where(and(eq(shipments.id, shipmentId), scopeCondition(scope, shipments.orgGroupId)));
  return row?.shipKey ?? null;
}
