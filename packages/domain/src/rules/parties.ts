/** The parties of a shipment or order (hub §3 record fields). */

export type Party = { code: string; name: string };

/**
 * hub §3 BuyerCode / Buyer. DECIDED (decision record 008's companion, stop 7): the customer's own
 * party on the record — the consignee of an import, the supplier of an export. The delivery
 * addresses (hub §7 /api/org/deliveryAddress {buyerCode}) are this party's.
 */
export function buyerPartyOf(direction: string, supplier: Party, consignee: Party): Party {
  return direction.toUpperCase() === 'IMPORT' ? consignee : supplier;
}
