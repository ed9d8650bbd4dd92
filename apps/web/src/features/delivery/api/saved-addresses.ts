/** hub §7 POST /api/org/deliveryAddress: the buyer's saved delivery addresses with their equipment. */
import { deliveryEndpoints } from '@navia/domain/contracts/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';

const savedAddressKeys = {
  ofBuyer: (buyerCode: string) => ['delivery', 'addresses', buyerCode] as const,
};

async function getSavedAddresses(buyerCode: string, signal?: AbortSignal) {
  return (await callEndpoint(deliveryEndpoints.deliveryAddress, { body: { buyerCode } }, { signal })).result;
}

const savedAddressesQueryOptions = (buyerCode: string) =>
  queryOptions({
    queryKey: savedAddressKeys.ofBuyer(buyerCode),
    queryFn: ({ signal }) => getSavedAddresses(buyerCode, signal),
    staleTime: 5 * 60_000,
  });

export const useSavedAddresses = (buyerCode: string, enabled = true) =>
  useQuery({ ...savedAddressesQueryOptions(buyerCode), enabled: enabled && buyerCode !== '' });
