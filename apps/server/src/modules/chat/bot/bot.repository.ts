/**
 * SQL of the chat bot: a record named by its number in a message, found under the asker's scope (an
 * unknown number and another group's number both answer null). Everything else the bot reads goes
 * through the detail, shipments and deliveries use cases.
 */
import { and, asc, eq, or } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orders, shipments } from '../../../db/schema/index.ts';
import { type Scope, scopeCondition } from '../../../lib/scope.ts';

/** The ShipKey of the scope's shipment with this ShipNumber (numbers are stored upper case). */
export async function findShipmentKeyByNumber(
  db: Executor,
  scope: Scope,
  shipNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ key: shipments.shipKey })
    .from(shipments)
    .where(and(eq(shipments.shipNumber, shipNumber), scopeCondition(scope, shipments.orgGroupId)))
    .orderBy(asc(shipments.id))
    .limit(1);
  return row?.key ?? null;
}

/** The OrdKey of the scope's order with this full number (PO-100123-0) or number (PO-100123). */
export async function findOrderKeyByNumber(
  db: Executor,
  scope: Scope,
  ordNumber: string,
): Promise<string | null> {
  const [row] = await db
    .select({ key: orders.ordKey })
    .from(orders)
    .where(
      and(
        or(eq(orders.ordNumberFull, ordNumber), eq(orders.ordNumber, ordNumber)),
        scopeCondition(scope, orders.orgGroupId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(1);
  return row?.key ?? null;
}
