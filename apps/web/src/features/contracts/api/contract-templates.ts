/**
 * Contract templates (connect §2 "contract templates", §7 getTemplates, createTemplate,
 * editTemplate and DELETE /api/user/contractTemplate/{id}). Saving answers the template; the list
 * is read again by the caller's callback, which connect §9 fires 2 s after a creation.
 */
import {
  type ContractTemplate,
  connectContractEndpoints,
  type contractTemplateInputSchema,
} from '@navia/domain/contracts/connect-contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/api-client.ts';
import { CONTRACTS_QUERY_ROOT } from './contract-query-keys.ts';

const templateKeys = {
  root: [CONTRACTS_QUERY_ROOT, 'templates'] as const,
};

const templatesQueryOptions = () =>
  queryOptions({
    queryKey: templateKeys.root,
    queryFn: async ({ signal }) =>
      (await callEndpoint(connectContractEndpoints.getTemplates, { body: { filter: '' } }, { signal }))
        .result,
  });

export function useContractTemplates(enabled = true) {
  return useQuery({ ...templatesQueryOptions(), enabled });
}

/** Reads the templates again (the creation callback, connect §9). */
export function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: templateKeys.root });
}

type TemplateInput = z.output<typeof contractTemplateInputSchema>;

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (template: TemplateInput): Promise<ContractTemplate> => {
      const { _id, ...rest } = template;
      const answer = _id
        ? await callEndpoint(connectContractEndpoints.editTemplate, {
            body: { contractTemplate: { ...rest, _id } },
          })
        : await callEndpoint(connectContractEndpoints.createTemplate, { body: { contractTemplate: rest } });
      return answer.template;
    },
    onSuccess: (template, input) => {
      // An edit shows at once; a creation is picked up by its callback (connect §9).
      if (input._id) {
        queryClient.setQueryData<ContractTemplate[]>(templateKeys.root, (list) =>
          list?.map((t) => (t._id === template._id ? template : t)),
        );
      }
    },
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(connectContractEndpoints.deleteTemplate, { params: { id } }),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<ContractTemplate[]>(templateKeys.root, (list) =>
        list?.filter((t) => t._id !== id),
      );
    },
  });
}
