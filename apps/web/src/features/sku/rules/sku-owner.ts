/**
 * Who owns the SKUs staff add or import (contracts/skus.ts: orgGroupId or ownerTrustedPartyId):
 * the owner picker's choice is one string naming the kind and the id, read back into the one field
 * the API takes. Customers and trusted-party users name no owner: theirs is implied.
 */
import type { AllOrgsAndTps } from '@navia/domain/contracts/connect-users';

export type SkuOwnerRef = { orgGroupId: string } | { ownerTrustedPartyId: string };

const ORG_GROUP = 'orgGroup:';
const TRUSTED_PARTY = 'trustedParty:';

/** The form's text when staff name no owner (the field named first, connect §8 style). */
export const SKU_OWNER_REQUIRED = 'Owner is required: choose an organisation group or a trusted party';
/** The owner named is gone or unknown (the API answers 404, as for an unknown id). */
export const SKU_OWNER_NOT_FOUND = 'Owner not found: choose another organisation group or trusted party';

/** The API field of a picked owner; null for no choice or one the picker did not make. */
export function ownerRefOf(choice: string | null | undefined): SkuOwnerRef | null {
  if (choice?.startsWith(ORG_GROUP)) return { orgGroupId: choice.slice(ORG_GROUP.length) };
  if (choice?.startsWith(TRUSTED_PARTY)) return { ownerTrustedPartyId: choice.slice(TRUSTED_PARTY.length) };
  return null;
}

/** The picker's options: organisation groups, then trusted parties, each labelled so typing finds it. */
export function ownerOptions(entities: AllOrgsAndTps) {
  return [
    {
      group: 'ORGANISATION GROUPS',
      items: entities.orgGroups.map((g) => ({
        value: `${ORG_GROUP}${g._id}`,
        label: `${g.name} (${g.code}, ${g.country})`,
      })),
    },
    {
      group: 'TRUSTED PARTIES',
      items: entities.trustedParties.map((t) => ({
        value: `${TRUSTED_PARTY}${t._id}`,
        label: `${t.name} (${t.country})`,
      })),
    },
  ].filter((g) => g.items.length > 0);
}

/** The API's own words for the owner fields: its issues on them belong to the picker. */
export const isOwnerField = (field: string) => field === 'orgGroupId' || field === 'ownerTrustedPartyId';
