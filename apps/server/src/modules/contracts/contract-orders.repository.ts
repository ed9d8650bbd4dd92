/**
 * SQL of the hub orders contracts make (ORDER CREATION) and of the transport statuses that follow
 * them. The order belongs to the contract's group; `contracts.order_id` links the two both ways
 * (the hub's orders table has no contract column).
 */
import type { ContractParty, ContractStatus } from '@navia/domain/rules/contracts/workflow';
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contracts, orders, orgGroups, shipments, trustedParties } from '../../db/schema/index.ts';
import { markVisible, type VisibleRecord } from '../../lib/visible-record.ts';
import type { ContractRow, VisibleContract } from './contract-access.repository.ts';

export type NewContractOrder = Omit<typeof orders.$inferInsert, 'id' | 'orgGroupId'>;

/** The names and codes an order of the contract shows for its group and its counterparty. */
export async function orderPartiesOf(db: Executor, contract: VisibleRecord<ContractRow>) {
  const [row] = await db
    .select({
      groupName: orgGroups.name,
      groupCode: orgGroups.code,
      groupCountry: orgGroups.country,
      trustedPartyName: trustedParties.name,
      trustedPartyNumber: trustedParties.businessNumber,
    })
    .from(orgGroups)
    .leftJoin(trustedParties, sql`${trustedParties.id} = ${contract.trustedPartyId}`)
    .where(eq(orgGroups.id, contract.orgGroupId));
  if (!row) throw new Error('contract group missing');
  return row;
}

/** The next id of a hub order made by a contract (far above the loader's ids). */
export async function nextContractOrderId(tx: Executor): Promise<number> {
  // Both drivers answer execute with { rows }.
  const result = (await tx.execute(sql`select nextval('contract_order_id_seq')::text as id`)) as unknown as {
    rows: { id: string }[];
  };
  const row = result.rows[0];
  if (!row) throw new Error('contract order id not drawn');
  return Number(row.id);
}

/** Inserts the order (the search_rows triggers list it in tracking) and links the contract to it. */
export async function insertContractOrder(
  tx: Executor,
  contract: VisibleRecord<ContractRow>,
  id: number,
  values: NewContractOrder,
) {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, id, orgGroupId: contract.orgGroupId })
    .returning();
  if (!order) throw new Error('contract order insert failed');
  await tx.update(contracts).set({ orderId: order.id }).where(eq(contracts.id, contract.id));
  return order;
}

const IN_TRANSPORT: ContractStatus[] = [
  'ORDER CREATION',
  'PARTIALLY SHIPPED',
  'SHIPPED',
  'PARTIALLY DELIVERED',
];

export type TransportCandidate = {
  id: string;
  status: ContractStatus;
  orders: { ordStatus: string; departed: boolean; delivered: boolean }[];
};

/**
 * The system's read (the transport job acts for every group, as 012 allows jobs): the contracts in a
 * transport status, each with its orders and its children's, as their statuses and shipments say.
 */
export async function transportCandidates(db: Executor): Promise<TransportCandidate[]> {
  const rows = await db
    .select({
      id: contracts.id,
      status: contracts.status,
      orders: sql<TransportCandidate['orders']>`json_agg(json_build_object(
        'ordStatus', ${orders.ordStatus},
        'departed', ${shipments.atd} is not null,
        'delivered', ${shipments.deliveredDate} is not null))`,
    })
    .from(contracts)
    .innerJoin(
      orders,
      sql`${orders.id} = ${contracts.orderId} or ${orders.id} in (select ch.order_id from contracts ch where ch.parent_id = ${contracts.id} and ch.order_id is not null)`,
    )
    .leftJoin(shipments, eq(shipments.id, orders.shipmentId))
    .where(and(inArray(contracts.status, IN_TRANSPORT), isNotNull(contracts.orderId)))
    .groupBy(contracts.id, contracts.status);
  return rows;
}

/** Locks one contract for the system's transport step; null when it left the transport statuses. */
export async function lockContractForSystem(tx: Executor, id: string): Promise<VisibleContract | null> {
  const [row] = await tx
    .select()
    .from(contracts)
    .where(and(eq(contracts.id, id), inArray(contracts.status, IN_TRANSPORT)))
    .for('update');
  if (!row) return null;
  const parties: ContractParty[] = ['system'];
  return Object.assign(markVisible(row), { parties });
}

/**
 * The orders of the contract and of its children, each with its status and what its shipment says:
 * a departure (atd) means shipped, a delivery date delivered, whatever ordStatus still reads.
 */
export async function ordersOfContract(db: Executor, contract: VisibleRecord<ContractRow>) {
  const children = db
    .select({ id: contracts.orderId })
    .from(contracts)
    .where(and(eq(contracts.parentId, contract.id), isNotNull(contracts.orderId)));
  return db
    .select({
      ordStatus: orders.ordStatus,
      departed: sql<boolean>`${shipments.atd} is not null`,
      delivered: sql<boolean>`${shipments.deliveredDate} is not null`,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.id, orders.shipmentId))
    .where(
      and(
        eq(orders.orgGroupId, contract.orgGroupId),
        or(
          contract.orderId === null ? sql`false` : eq(orders.id, contract.orderId),
          inArray(orders.id, children),
        ),
      ),
    );
}
