/**
 * CREATE CHILD CONTRACT and EDIT CHILD CONTRACT (connect §2 "child contracts", §7 childCreate and
 * editChild; decision 018): a child takes part of what its parent's lines have left. Only lines with
 * quantity left are listed (connect §5 "Child SKUs are listed only with quantity above 0"); each
 * takes at most what is left (an edited child also what it holds already). A reference number
 * already used answers 'Order number already taken' under the reference.
 */
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  type Contract,
  childUpdateSchema,
  newChildContractSchema,
} from '@navia/domain/contracts/connect-contracts';
import { CONTRACT_TEXTS } from '@navia/domain/rules/contracts/constants';
import dayjs from 'dayjs';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import {
  actionErrorText,
  useContract,
  useCreateChildContract,
  useEditChildContract,
} from '../api/contract.ts';
import { childLinesOf } from '../rules/child-lines.ts';
import classes from './contracts.module.css';

const DATES = [
  ['productReadyDate', 'PRODUCT READY DATE'],
  ['productDeliveryDate', 'PRODUCT DELIVERY DATE'],
  ['reqExWorksDate', 'REQ. EX WORKS DATE'],
  ['reqInStoreDate', 'REQ. IN STORE DATE'],
] as const;
type DateKey = (typeof DATES)[number][0];

type ChildContractDialogProps = {
  /** The parent contract (of the child being edited, or the one a child is made from). */
  parentId: string | null;
  /** The child being edited; null for a new child. */
  child: Contract | null;
  onClose: () => void;
  onSaved: (id: string) => void;
};

export function ChildContractDialog({ parentId, child, onClose, onSaved }: ChildContractDialogProps) {
  const small = useScreenSize() === 'small';
  const parent = useContract(parentId ?? '', parentId !== null);
  const title = child ? `EDIT CHILD CONTRACT ${child.referenceNumber}` : 'CREATE CHILD CONTRACT';
  return (
    <Modal opened onClose={onClose} title={title} size="xl" fullScreen={small}>
      {parent.isPending ? (
        <Loader size="sm" aria-label="Loading the parent contract" />
      ) : parent.isError || !parent.data ? (
        <Alert color="red" variant="light" role="alert">
          {actionErrorText(child ? 'editChild' : 'childCreate', parent.error)}
        </Alert>
      ) : (
        <ChildForm parent={parent.data} child={child} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function ChildForm({
  parent,
  child,
  onClose,
  onSaved,
}: {
  parent: Contract;
  child: Contract | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  const lines = childLinesOf(parent, child);
  const locale = useLocale();
  const create = useCreateChildContract();
  const edit = useEditChildContract();
  const [reference, setReference] = useState(
    child?.referenceNumber ?? `${parent.referenceNumber}-${parent.children.length + 1}`,
  );
  const [dates, setDates] = useState<Record<DateKey, string | null>>(() => ({
    productReadyDate: child?.productReadyDate ?? null,
    productDeliveryDate: child?.productDeliveryDate ?? null,
    reqExWorksDate: child?.reqExWorksDate ?? null,
    reqInStoreDate: child?.reqInStoreDate ?? null,
  }));
  const [quantities, setQuantities] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(lines.map((l) => [l.sku._id, l.current])),
  );
  const [errors, setErrors] = useState<{ reference?: string; lines?: string; failure?: string }>({});
  const minDate = dayjs().add(1, 'day').format('YYYY-MM-DD');

  const chosen = lines.map((l) => {
    const v = quantities[l.sku._id];
    const n = typeof v === 'number' ? v : 0;
    return { line: l, n, valid: Number.isInteger(n) && n >= 0 && n <= l.max };
  });

  const submit = async () => {
    setErrors({});
    if (chosen.some((c) => !c.valid)) return setErrors({ lines: CONTRACT_TEXTS.childTooLarge });
    const skus = chosen.filter((c) => c.n > 0).map((c) => ({ _id: c.line.sku._id, quantity: c.n }));
    const body = { referenceNumber: reference, ...dates, skus };
    const parsed = child
      ? childUpdateSchema.safeParse({ _id: child._id, version: child.version, ...body })
      : newChildContractSchema.safeParse({
          parentContract: parent._id,
          parentVersion: parent.version,
          ...body,
        });
    if (!parsed.success) {
      const at = (field: string) => parsed.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({
        reference: at('referenceNumber'),
        lines: at('skus'),
        failure: at('productDeliveryDate'),
      });
    }
    try {
      const saved = child
        ? await edit.mutateAsync({ _id: child._id, version: child.version, ...body })
        : await create.mutateAsync({ parentContract: parent._id, parentVersion: parent.version, ...body });
      onSaved(saved._id);
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_NUMBER_TAKEN') {
        return setErrors({ reference: CONTRACT_TEXTS.orderNumberTaken });
      }
      setErrors({ failure: actionErrorText(child ? 'editChild' : 'childCreate', error) });
    }
  };

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs">
        <TextInput
          label="REFERENCE N°"
          required
          maxLength={40}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={errors.reference?.toUpperCase()}
        />
        {DATES.map(([key, label]) => (
          <DatePickerInput
            key={key}
            label={label}
            placeholder="DD MMM YYYY"
            valueFormat="DD MMM YYYY"
            value={dates[key]}
            onChange={(day) => setDates((d) => ({ ...d, [key]: day }))}
            minDate={minDate}
            clearable
            popoverProps={{ withinPortal: true }}
          />
        ))}
      </SimpleGrid>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          No SKU of this contract has quantity left.
        </Text>
      ) : (
        <div className={classes.scrollX}>
          <Table className={classes.nowrap} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">PRODUCT N°</Table.Th>
                <Table.Th scope="col">DESCRIPTION</Table.Th>
                <Table.Th scope="col" ta="right">
                  AVAILABLE
                </Table.Th>
                <Table.Th scope="col">QUANTITY</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {chosen.map(({ line, valid }) => (
                <Table.Tr key={line.sku._id}>
                  <Table.Td>{line.sku.productNumber}</Table.Td>
                  <Table.Td>{line.sku.productDescription}</Table.Td>
                  <Table.Td ta="right">{`${formatNumber(line.max, locale)} ${line.sku.unitOfMeasure}`}</Table.Td>
                  <Table.Td>
                    <NumberInput
                      size="xs"
                      w={120}
                      aria-label={`Quantity of ${line.sku.productNumber} for the child contract`}
                      min={0}
                      max={line.max}
                      allowDecimal={false}
                      allowNegative={false}
                      thousandSeparator=","
                      value={quantities[line.sku._id] ?? ''}
                      onChange={(v) => setQuantities((q) => ({ ...q, [line.sku._id]: v }))}
                      error={valid ? undefined : `0 TO ${formatNumber(line.max, locale)}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      {errors.lines && (
        <Text size="sm" c="red" role="alert">
          {errors.lines.toUpperCase()}
        </Text>
      )}
      {errors.failure && (
        <Alert color="red" variant="light" role="alert">
          {errors.failure}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          CANCEL
        </Button>
        <Button
          onClick={() => void submit()}
          loading={create.isPending || edit.isPending}
          disabled={lines.length === 0}
        >
          {child ? 'SAVE CHILD CONTRACT' : 'CREATE CHILD CONTRACT'}
        </Button>
      </Group>
    </Stack>
  );
}
