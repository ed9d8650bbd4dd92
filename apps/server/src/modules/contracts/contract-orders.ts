/**
 * ORDER CREATION (issue 16): the buyer's acceptance of the confirmed quantities makes a hub order,
 * in the same transaction, for the contract's organisation group: ordNumber is the contract's
 * reference, status PLC (planned), IMPORT when the group buys and EXPORT when it sells. The
 * search_rows triggers list it in /tracking at once; `contracts.order_id` links the two.
 *
 * TRANSPORT: the contract then follows its orders (its own and its children's): an order counts as
 * shipped when its status says SHP or its shipment has departed (atd), delivered when DLV or its
 * shipment has a delivery date; rules/contracts/workflow.ts transportStatusOf decides the status.
 */
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { VisibleRecord } from '../../lib/visible-record.ts';
import type { ContractRow } from './contract-access.repository.ts';
import * as repo from './contract-orders.repository.ts';

type OrderStatus = 'PLC' | 'CNF' | 'SHP' | 'DLV';
const ORDER_STATUS_RANK: Record<OrderStatus, number> = { PLC: 0, CNF: 1, SHP: 2, DLV: 3 };

/** An order's status as far as transport goes: its own, or further when its shipment says so. */
export function effectiveOrderStatus(order: {
  ordStatus: string;
  departed: boolean;
  delivered: boolean;
}): OrderStatus {
  const own = (order.ordStatus in ORDER_STATUS_RANK ? order.ordStatus : 'PLC') as OrderStatus;
  const fromShipment: OrderStatus = order.delivered ? 'DLV' : order.departed ? 'SHP' : 'PLC';
  return ORDER_STATUS_RANK[fromShipment] > ORDER_STATUS_RANK[own] ? fromShipment : own;
}

/** A UN/LOCODE's country (its first two letters), when the text is one. */
function locodeCountry(port: string | null): string | null {
  const code = port?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}[A-Z0-9]{3}$/.test(code) ? code.slice(0, 2) : null;
}

/** A trusted party's party code on the order: its business number, or its name in capitals. */
function partyCode(name: string, businessNumber: string | null): string {
  const fromNumber = businessNumber?.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  if (fromNumber) return fromNumber.slice(0, 20);
  return (
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 10) || 'TP'
  );
}

const day = (value: string | null) => (value ? new Date(`${value}T00:00:00Z`) : null);

const TRANSPORT_MODE: Record<string, 'SEA' | 'AIR' | 'ROAD'> = { SEA: 'SEA', AIR: 'AIR', ROA: 'ROAD' };

/**
 * Makes the contract's hub order and links it. DataSource, as the seed chooses it, is the importing
 * country: the destination port's for an import, the loading port's for an export (the group's
 * country when the port is not a UN/LOCODE).
 */
export async function createContractOrder(
  ctx: AppContext,
  tx: Executor,
  contract: VisibleRecord<ContractRow>,
) {
  const parties = await repo.orderPartiesOf(tx, contract);
  const direction = contract.contractType === 'SELLING' ? 'EXPORT' : 'IMPORT';
  const dataSource =
    (direction === 'IMPORT'
      ? locodeCountry(contract.portOfFinalDestination)
      : locodeCountry(contract.portOfLoading)) ?? parties.groupCountry;
  const group = { name: parties.groupName, code: parties.groupCode };
  const counterparty = parties.trustedPartyName
    ? {
        name: parties.trustedPartyName,
        code: partyCode(parties.trustedPartyName, parties.trustedPartyNumber),
      }
    : group;
  const buyer = contract.contractType === 'SELLING' ? counterparty : group;
  const supplier = contract.contractType === 'BUYING' ? counterparty : group;
  const reference = contract.referenceNumber.trim();
  const id = await repo.nextContractOrderId(tx);
  // OrdKey is unique across every group and is a path segment (/order/:key): the id makes it unique.
  const keyPart = reference.toUpperCase().replace(/[^A-Z0-9-]/g, '') || 'C';
  return repo.insertContractOrder(tx, contract, id, {
    ordKey: `${dataSource}-${keyPart}-C${id}`,
    ordNumber: reference,
    ordNumberFull: `${reference}-0`,
    shipmentId: null,
    ordStatus: 'PLC',
    dataSource,
    direction,
    transportMode: TRANSPORT_MODE[contract.transportType ?? 'SEA'] ?? 'SEA',
    // A container mode books full containers; otherwise the cargo is consolidated.
    packing: contract.containerMode ? 'FCL' : 'LCL',
    supplierCode: supplier.code,
    supplier: supplier.name,
    buyerCode: buyer.code,
    buyer: buyer.name,
    origin: contract.portOfLoading?.trim().toUpperCase() ?? '',
    destination: contract.portOfFinalDestination?.trim().toUpperCase() ?? '',
    orderDate: ctx.now(),
    exWorks: day(contract.reqExWorksDate ?? contract.productReadyDate),
    reqInStore: day(contract.reqInStoreDate ?? contract.productDeliveryDate),
  });
}
