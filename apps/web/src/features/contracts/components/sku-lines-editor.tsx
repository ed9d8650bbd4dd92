/**
 * The SKU lines of a contract form (connect §3 SKU): add and remove lines; each has its product
 * number and description, a unit price typed as a decimal with its currency (minor units are made
 * from the digits, rules/money.ts), the quantity, its unit of measure and the weight per unit.
 * Packaging figures a line already has are kept as they are.
 */
import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CONTRACT_CURRENCIES,
  CONTRACT_SKUS_MAX,
  UNITS_OF_MEASURE,
  UNITS_OF_WEIGHT,
} from '@navia/domain/rules/contracts/constants';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Controller, type FieldErrors, type UseFormReturn, useWatch } from 'react-hook-form';
import { type ContractFormValues, emptySkuLine } from '../rules/contract-form-values.ts';

const upper = (text: string | undefined) => text?.toUpperCase();

type LineErrors = NonNullable<FieldErrors<ContractFormValues>['skus']>;

/**
 * Every field of a line is controlled (its value is the form's), so adding and removing lines is
 * one change of the list (react-hook-form's field arrays would grow the login page's shared chunk).
 */
export function SkuLinesEditor({ form }: { form: UseFormReturn<ContractFormValues> }) {
  const { control, formState, getValues, setValue } = form;
  const lines = useWatch({ control, name: 'skus' });
  const setLines = (next: ContractFormValues['skus']) =>
    setValue('skus', next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const errors = formState.errors.skus as LineErrors | undefined;
  const listError = errors?.root?.message ?? errors?.message;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center">
        <Text fw={700} size="sm" id="sku-lines-heading">
          SKUS
        </Text>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={lines.length >= CONTRACT_SKUS_MAX}
          onClick={() => {
            const current = getValues('skus');
            setLines([...current, emptySkuLine(current[0]?.unitCurrency || 'USD')]);
          }}
        >
          ADD SKU
        </Button>
      </Group>
      {listError && (
        <Text size="sm" c="red" role="alert">
          {upper(listError)}
        </Text>
      )}
      {lines.map((_line, i) => {
        const line = errors?.[i];
        const n = i + 1;
        return (
          // A line is its place in the list: its fields show the form's values, whatever moved.
          // biome-ignore lint/suspicious/noArrayIndexKey: controlled fields, keyed by their path
          <Paper key={i} withBorder radius="md" p="xs" component="fieldset" m={0}>
            <Group justify="space-between" component="legend" px={4} gap="xs">
              <Text size="xs" fw={700}>{`SKU ${n}`}</Text>
            </Group>
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <SimpleGrid
                cols={{ base: 1, xs: 2, md: 4 }}
                spacing="xs"
                verticalSpacing={4}
                style={{ flex: 1 }}
              >
                <Controller
                  control={control}
                  name={`skus.${i}.productNumber`}
                  render={({ field: f }) => (
                    <TextInput
                      size="xs"
                      label="PRODUCT N°"
                      aria-label={`PRODUCT N°, SKU ${n}`}
                      required
                      maxLength={60}
                      {...f}
                      error={upper(line?.productNumber?.message)}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`skus.${i}.productDescription`}
                  render={({ field: f }) => (
                    <TextInput
                      size="xs"
                      label="DESCRIPTION"
                      aria-label={`DESCRIPTION, SKU ${n}`}
                      required
                      maxLength={200}
                      {...f}
                      error={upper(line?.productDescription?.message)}
                    />
                  )}
                />
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`skus.${i}.unitPrice`}
                    render={({ field: f }) => (
                      <TextInput
                        size="xs"
                        label="UNIT PRICE"
                        aria-label={`UNIT PRICE, SKU ${n}`}
                        required
                        inputMode="decimal"
                        placeholder="0.00"
                        style={{ flex: 1 }}
                        {...f}
                        error={upper(line?.unitPrice?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`skus.${i}.unitCurrency`}
                    render={({ field: f }) => (
                      <Select
                        size="xs"
                        w={84}
                        label="CURRENCY"
                        aria-label={`CURRENCY, SKU ${n}`}
                        data={[...CONTRACT_CURRENCIES]}
                        value={f.value}
                        onChange={(v) => f.onChange(v ?? 'USD')}
                        allowDeselect={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Group>
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`skus.${i}.quantity`}
                    render={({ field: f }) => (
                      <NumberInput
                        size="xs"
                        label="QUANTITY"
                        aria-label={`QUANTITY, SKU ${n}`}
                        required
                        min={1}
                        allowDecimal={false}
                        allowNegative={false}
                        thousandSeparator=","
                        style={{ flex: 1 }}
                        value={f.value}
                        onChange={f.onChange}
                        onBlur={f.onBlur}
                        error={upper(line?.quantity?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`skus.${i}.unitOfMeasure`}
                    render={({ field: f }) => (
                      <Select
                        size="xs"
                        w={76}
                        label="UOM"
                        aria-label={`UOM, SKU ${n}`}
                        data={[...UNITS_OF_MEASURE]}
                        value={f.value}
                        onChange={(v) => f.onChange(v ?? 'EA')}
                        allowDeselect={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Group>
                <Group gap={4} align="flex-start" wrap="nowrap">
                  <Controller
                    control={control}
                    name={`skus.${i}.weightPerUnit`}
                    render={({ field: f }) => (
                      <NumberInput
                        size="xs"
                        label="WEIGHT PER UNIT"
                        aria-label={`WEIGHT PER UNIT, SKU ${n}`}
                        min={0}
                        allowNegative={false}
                        decimalScale={3}
                        style={{ flex: 1 }}
                        value={f.value}
                        onChange={f.onChange}
                        error={upper(line?.weightPerUnit?.message)}
                      />
                    )}
                  />
                  <Controller
                    control={control}
                    name={`skus.${i}.unitOfWeight`}
                    render={({ field: f }) => (
                      <Select
                        size="xs"
                        w={70}
                        label="UNIT"
                        aria-label={`UNIT, SKU ${n}`}
                        data={[...UNITS_OF_WEIGHT]}
                        value={f.value}
                        onChange={(v) => f.onChange(v ?? 'KG')}
                        allowDeselect={false}
                        comboboxProps={{ withinPortal: true }}
                      />
                    )}
                  />
                </Group>
              </SimpleGrid>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={22}
                aria-label={`Remove SKU ${n}`}
                disabled={lines.length <= 1}
                onClick={() => setLines(getValues('skus').filter((_, j) => j !== i))}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
