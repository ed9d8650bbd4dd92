/**
 * The picker's calls (connect §7): the organisations known to the forwarding system
 * (POST /api/org/allOrgsInCW) and an organisation's saved addresses by its key
 * (POST /api/org/address {buyerCode}).
 */
import { deliveryEndpoints, type SavedAddress } from '@navia/domain/contracts/deliveries';
import { orgEndpoints } from '@navia/domain/contracts/org';
import { countryNameOf } from '@navia/domain/rules/booking-dialogs/countries';
import type { OrganisationSearchType } from '@navia/domain/rules/booking-dialogs/organisations';
import type { OrganisationAddress } from '@navia/domain/rules/booking-dialogs/types';
import type { BookingType } from '@navia/domain/rules/bookings/types';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../lib/api-client.ts';

const keys = {
  all: (bookingType: BookingType, searchType: OrganisationSearchType | undefined) =>
    ['booking', 'organisations', bookingType, searchType ?? null] as const,
  addresses: (key: string) => ['booking', 'organisation-addresses', key] as const,
};

export function useKnownOrganisations(
  bookingType: BookingType,
  searchType: OrganisationSearchType | undefined,
  enabled: boolean,
) {
  return useQuery({
    queryKey: keys.all(bookingType, searchType),
    queryFn: async ({ signal }) => {
      const body = searchType ? { filter: '', bookingType, searchType } : { filter: '', bookingType };
      return (await callEndpoint(orgEndpoints.allOrgsInCW, { body }, { signal })).result;
    },
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** A saved address as connect §3 "Organisation address (server)". */
function toOrganisationAddress(a: SavedAddress): OrganisationAddress {
  return {
    _id: a._id,
    Address: a.address1,
    City: a.city,
    Country: countryNameOf(a.country),
    postcode: a.postcode ?? '',
    state: a.state ?? '',
    phone: a.phone ?? '',
    FullAddress: a.address,
  };
}

export function useOrganisationAddresses(key: string | null) {
  return useQuery({
    queryKey: keys.addresses(key ?? ''),
    queryFn: async ({ signal }) =>
      (
        await callEndpoint(deliveryEndpoints.address, { body: { buyerCode: key ?? '' } }, { signal })
      ).result.map(toOrganisationAddress),
    enabled: key !== null && key !== '' && key !== '-',
    staleTime: 60_000,
  });
}
