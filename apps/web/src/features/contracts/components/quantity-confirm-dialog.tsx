/**
 * CONFIRM QUANTITIES (connect §2 "quantity confirmation", §7 skuQtyConfirm): the seller confirms a
 * quantity per line, at most the quantity ordered (each starts at it). All in full makes the
 * contract CONFIRMED, otherwise PARTIALLY CONFIRMED (the workflow decides, decision 018). What is
 * left of a partly confirmed line stays available for a child contract.
 */
import { Alert, Button, Group, Modal, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import { useState } from 'react';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { actionErrorText, useContractAction } from '../api/contract.ts';
import classes from './contracts.module.css';

export function QuantityConfirmDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const small = useScreenSize() === 'small';
  const locale = useLocale();
  const action = useContractAction();
  const [quantities, setQuantities] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(contract.skus.map((s) => [s._id, s.quantity])),
  );
  const [failure, setFailure] = useState<string | null>(null);

  const lines = contract.skus.map((s) => {
    const value = quantities[s._id];
    const n = typeof value === 'number' ? value : Number.NaN;
    const valid = Number.isInteger(n) && n >= 0 && n <= s.quantity;
    return { sku: s, value: value ?? '', n, valid };
  });
  const allValid = lines.every((l) => l.valid);
  const confirmedInFull = lines.every((l) => l.valid && l.n === l.sku.quantity);

  const submit = () => {
    if (!allValid) return;
    setFailure(null);
    action.mutate(
      {
        action: 'skuQtyConfirm',
        contract,
        quantities: lines.map((l) => ({ _id: l.sku._id, quantityTemp: l.n })),
      },
      { onSuccess: onClose, onError: (error) => setFailure(actionErrorText('skuQtyConfirm', error)) },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={`CONFIRM QUANTITIES · ${contract.referenceNumber}`}
      size="xl"
      fullScreen={small}
    >
      <Stack gap="md">
        <Text size="sm">
          Confirm the quantity you can supply for each SKU. A line confirmed in part leaves the rest available
          for a child contract.
        </Text>
        <div className={classes.scrollX}>
          <Table className={classes.nowrap} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">PRODUCT N°</Table.Th>
                <Table.Th scope="col">DESCRIPTION</Table.Th>
                <Table.Th scope="col" ta="right">
                  ORDERED
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  AVAILABLE
                </Table.Th>
                <Table.Th scope="col">CONFIRMED</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map(({ sku, value, valid }) => (
                <Table.Tr key={sku._id}>
                  <Table.Td>{sku.productNumber}</Table.Td>
                  <Table.Td>{sku.productDescription}</Table.Td>
                  <Table.Td ta="right">{`${formatNumber(sku.quantity, locale)} ${sku.unitOfMeasure}`}</Table.Td>
                  <Table.Td ta="right">{formatNumber(sku.skuQtyAvailable, locale)}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={120}
                      aria-label={`Confirmed quantity of ${sku.productNumber}`}
                      min={0}
                      max={sku.quantity}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      value={value}
                      onChange={(v) => setQuantities((q) => ({ ...q, [sku._id]: v }))}
                      error={valid ? undefined : `0 TO ${formatNumber(sku.quantity, locale)}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <Text size="sm" c="dimmed" role="status">
          {allValid
            ? confirmedInFull
              ? 'Every SKU confirmed in full.'
              : 'Some SKUs confirmed in part.'
            : ''}
        </Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button onClick={submit} disabled={!allValid} loading={action.isPending}>
            CONFIRM QUANTITIES
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
