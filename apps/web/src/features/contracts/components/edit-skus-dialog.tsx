/**
 * EDIT SKUS (connect §2 "SKU submission", §7 submitSkus): the contract's lines, added to, changed or
 * removed (lines left out are removed). By the awaited side it is an amendment (decision 018).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { type Contract, contractSkuInputSchema } from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_SKUS_MAX } from '@navia/domain/rules/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { actionErrorText, useContractAction } from '../api/contract.ts';
import {
  CONTRACT_FORM_ERRORS,
  type ContractFormValues,
  contractValuesOf,
  skuInputOf,
} from '../rules/contract-form-values.ts';
import { SkuLinesEditor } from './sku-lines-editor.tsx';

/** submitSkus' lines, as the shared schema checks them. */
const skusFormSchema = z.preprocess(
  (values: ContractFormValues) => ({ skus: values.skus.map(skuInputOf) }),
  z.object({ skus: z.array(contractSkuInputSchema).min(1, 'Add at least one SKU').max(CONTRACT_SKUS_MAX) }),
);

export function EditSkusDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const small = useScreenSize() === 'small';
  const action = useContractAction();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContractFormValues>({
    resolver: zodResolver(skusFormSchema, CONTRACT_FORM_ERRORS, { raw: true }),
    defaultValues: contractValuesOf(contract),
  });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    const { skus } = skusFormSchema.parse(values);
    action.mutate(
      { action: 'submitSkus', contract, skus },
      { onSuccess: onClose, onError: (error) => setFailure(actionErrorText('submitSkus', error)) },
    );
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={`SKUS · ${contract.referenceNumber}`}
      size="80rem"
      fullScreen={small}
    >
      <form onSubmit={submit} noValidate aria-label="Edit SKUs">
        <Stack gap="md">
          <SkuLinesEditor form={form} />
          {failure && (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={action.isPending}>
              SAVE SKUS
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
