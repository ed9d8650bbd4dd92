/**
 * Who a caller is on a contract (connect §6; decision 018): the owning group's users are its buyer
 * (BUYING), its seller (SELLING) or both (STOCK TRANSFER), and a client admin of the group is also
 * its approver; the counterparty trusted party's users are the other side; provider staff are the
 * admin. Anyone else is nobody, and does not see the contract.
 */
import { isStaff, isTrustedPartyRole, type Role } from '../access.ts';
import type { ContractType } from './constants.ts';
import type { ContractParty } from './workflow.ts';

export type ContractCaller = { role: Role; orgGroupId: string | null; trustedPartyId: string | null };
export type ContractOwnership = {
  orgGroupId: string;
  trustedPartyId: string | null;
  contractType: ContractType;
};

/** The owning group's side(s) for a contract type. */
export function ownerSides(contractType: ContractType): ContractParty[] {
  if (contractType === 'BUYING') return ['buyer'];
  if (contractType === 'SELLING') return ['seller'];
  return ['buyer', 'seller'];
}

/** The counterparty trusted party's side (none for a stock transfer). */
export function counterpartySides(contractType: ContractType): ContractParty[] {
  if (contractType === 'BUYING') return ['seller'];
  if (contractType === 'SELLING') return ['buyer'];
  return [];
}

/** The caller's parties on the contract; empty when they may not see it. */
export function contractPartiesOf(caller: ContractCaller, contract: ContractOwnership): ContractParty[] {
  if (isStaff(caller.role)) return ['admin'];
  if (isTrustedPartyRole(caller.role)) {
    return caller.trustedPartyId !== null && caller.trustedPartyId === contract.trustedPartyId
      ? counterpartySides(contract.contractType)
      : [];
  }
  if (caller.orgGroupId === null || caller.orgGroupId !== contract.orgGroupId) return [];
  const sides = ownerSides(contract.contractType);
  return caller.role === 'CA' ? [...sides, 'approver'] : sides;
}

/** The side a creator acts as: the owning group's (a buyer for STOCK TRANSFER) or the trusted party's. */
export function creatorSideOf(caller: ContractCaller, contractType: ContractType): 'buyer' | 'seller' {
  const sides = isTrustedPartyRole(caller.role) ? counterpartySides(contractType) : ownerSides(contractType);
  return sides[0] === 'seller' ? 'seller' : 'buyer';
}
