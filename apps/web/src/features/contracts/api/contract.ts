/**
 * One contract (connect §7 GET /{id}) and the actions on it (accept, reject, cancel, submitSkus,
 * skuQtyConfirm, the child actions, assignUser, edit, create, childCreate). Each action sends the
 * version the page read: a stale one answers 409 CONTRACT_CHANGED, after which the contract is read
 * again (decision 018). A successful action answers the contract, which replaces the cached one;
 * the lists, counts and totals are refreshed.
 */
import {
  type Contract,
  type ContractSkuInput,
  type childUpdateSchema,
  connectContractEndpoints,
  type newChildContractSchema,
  type newContractSchema,
} from '@navia/domain/contracts/connect-contracts';
import { MESSAGES } from '@navia/domain/errors';
import { contractActionErrorText } from '@navia/domain/rules/contracts/constants';
import type { ContractAction } from '@navia/domain/rules/contracts/workflow';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, isApiError } from '../../../lib/api-client.ts';
import { CONTRACTS_QUERY_ROOT, contractSearchKeys } from './contract-query-keys.ts';

export const contractKeys = {
  detail: (id: string) => [CONTRACTS_QUERY_ROOT, 'detail', id] as const,
};

const contractQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contractKeys.detail(id),
    queryFn: async ({ signal }) =>
      (await callEndpoint(connectContractEndpoints.getOne, { params: { id } }, { signal })).contract,
  });

export function useContract(id: string, enabled = true) {
  return useQuery({ ...contractQueryOptions(id), enabled });
}

/** A stale version or a refused action: the contract changed under the page (409). */
function isContractConflict(error: unknown): boolean {
  return isApiError(error) && (error.code === 'CONTRACT_CHANGED' || error.code === 'CONTRACT_ACTION_REFUSED');
}

/**
 * connect §8: accept, reject, delete child and reject child show the server's error, else the status
 * text, else 'ERROR OCCURRED' (an answer without one, or none at all, has neither).
 */
function contractErrorText(error: unknown): string {
  const serverMessage = isApiError(error) && error.code !== 'NETWORK' ? error.message : null;
  return contractActionErrorText({ serverMessage, statusText: null });
}

/** connect §8: these four show the server's error, else the status text, else 'ERROR OCCURRED'. */
const SPEC_ERROR_ACTIONS: readonly ContractAction[] = ['accept', 'reject', 'deleteChild', 'rejectChild'];

/** What a failed action shows: connect §8's rule for its four, and for a conflict; else the server's text. */
export function actionErrorText(action: ContractAction, error: unknown): string {
  if (SPEC_ERROR_ACTIONS.includes(action) || isContractConflict(error)) return contractErrorText(error);
  return isApiError(error) ? error.message : MESSAGES.otherError;
}

/** An action on a contract the page shows (the version it read goes with it). */
export type ContractActionCall =
  | { action: 'accept' | 'reject' | 'cancel' | 'approveExisting' | 'deleteChild'; contract: Contract }
  | { action: 'rejectChild'; contract: Contract; reason: string }
  | { action: 'skuQtyConfirm'; contract: Contract; quantities: { _id: string; quantityTemp: number }[] }
  | { action: 'submitSkus'; contract: Contract; skus: ContractSkuInput[] }
  | { action: 'assignUser'; contract: Contract; userId: string | null };

function sendAction(call: ContractActionCall) {
  const { contract } = call;
  const version = contract.version;
  const ref = { id: contract._id, referenceNumber: contract.referenceNumber, version };
  const e = connectContractEndpoints;
  switch (call.action) {
    case 'accept':
      return callEndpoint(e.accept, { body: ref });
    case 'reject':
      return callEndpoint(e.reject, { body: ref });
    case 'cancel':
      return callEndpoint(e.cancel, { body: { contractId: contract._id, version } });
    case 'approveExisting':
      return callEndpoint(e.approveExisting, { body: { contract: { _id: contract._id, version } } });
    case 'deleteChild':
      return callEndpoint(e.deleteChild, { body: { contract: { _id: contract._id, version } } });
    case 'rejectChild':
      return callEndpoint(e.rejectChild, {
        body: { contract: { _id: contract._id, version }, value: call.reason },
      });
    case 'skuQtyConfirm':
      return callEndpoint(e.skuQtyConfirm, {
        body: { contractId: contract._id, skus: call.quantities, version },
      });
    case 'submitSkus':
      return callEndpoint(e.submitSkus, {
        body: { id: contract._id, referenceNumber: contract.referenceNumber, skus: call.skus, version },
      });
    case 'assignUser':
      return callEndpoint(e.assignUser, {
        body: {
          userAssigned: call.userId,
          contractId: contract._id,
          referenceNumber: contract.referenceNumber,
          version,
        },
      });
  }
}

/** After a contract changed: its cache, its parent's (children and quantities), and every list. */
function useContractChanged() {
  const queryClient = useQueryClient();
  return (contract: Contract) => {
    queryClient.setQueryData(contractKeys.detail(contract._id), contract);
    if (contract.parentContract) {
      void queryClient.invalidateQueries({ queryKey: contractKeys.detail(contract.parentContract._id) });
    }
    void queryClient.invalidateQueries({ queryKey: contractSearchKeys.root });
  };
}

export function useContractAction() {
  const queryClient = useQueryClient();
  const changed = useContractChanged();
  return useMutation({
    mutationFn: async (call: ContractActionCall) => (await sendAction(call)).contract,
    onSuccess: (contract) => changed(contract),
    onError: (error, call) => {
      if (isContractConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: contractKeys.detail(call.contract._id) });
      }
    },
  });
}

/** create {contract}: answers the new contract. */
export function useCreateContract() {
  const changed = useContractChanged();
  return useMutation({
    mutationFn: async (contract: z.output<typeof newContractSchema>) =>
      (await callEndpoint(connectContractEndpoints.create, { body: { contract } })).contract,
    onSuccess: (contract) => changed(contract),
  });
}

/** edit {updatedValues}. */
export function useEditContract() {
  const queryClient = useQueryClient();
  const changed = useContractChanged();
  return useMutation({
    mutationFn: async (updatedValues: { _id: string } & Record<string, unknown>) =>
      (await callEndpoint(connectContractEndpoints.edit, { body: { updatedValues } })).contract,
    onSuccess: (contract) => changed(contract),
    onError: (error, updated) => {
      if (isContractConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: contractKeys.detail(updated._id) });
      }
    },
  });
}

type ChildContract = z.input<typeof newChildContractSchema>;

/** childCreate {contract}: answers the child; the parent's quantities are read again. */
export function useCreateChildContract() {
  const queryClient = useQueryClient();
  const changed = useContractChanged();
  return useMutation({
    mutationFn: async (contract: ChildContract) =>
      (await callEndpoint(connectContractEndpoints.childCreate, { body: { contract } })).contract,
    onSuccess: (child) => changed(child),
    onError: (error, child) => {
      if (isContractConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: contractKeys.detail(child.parentContract) });
      }
    },
  });
}

/** editChild {contract}: the child's creator changes its quantities or dates while it waits. */
export function useEditChildContract() {
  const queryClient = useQueryClient();
  const changed = useContractChanged();
  return useMutation({
    mutationFn: async (contract: z.input<typeof childUpdateSchema> & { version: number }) =>
      (await callEndpoint(connectContractEndpoints.editChild, { body: { contract } })).contract,
    onSuccess: (child) => changed(child),
    onError: (error, child) => {
      if (isContractConflict(error)) {
        void queryClient.invalidateQueries({ queryKey: contractKeys.detail(child._id) });
      }
    },
  });
}
