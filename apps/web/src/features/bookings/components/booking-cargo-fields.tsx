/**
 * The booking's cargo (issue 18): cargo lines (description, packs, pack type, weight, volume) and,
 * for FCL packing, the containers by type. Lines are added and removed with labelled buttons. An
 * empty weight or volume is null (weight is required on every line unless the packing is FCL).
 */
import { ActionIcon, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { CONTAINER_TYPES } from '@navia/domain/contracts/quotes';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { FormNumberInput, FormSelect, FormTextInput } from '../../../components/form/form-inputs.tsx';
import { type BookingFormValues, EMPTY_CARGO_LINE, EMPTY_CONTAINER } from '../rules/booking-form.ts';
import { BookingFormSection } from './booking-form-section.tsx';

const CONTAINER_OPTIONS = CONTAINER_TYPES.map((c) => ({ value: c, label: c }));
const BookingText = FormTextInput<BookingFormValues>;
const BookingNumber = FormNumberInput<BookingFormValues>;
const BookingSelect = FormSelect<BookingFormValues>;
const MAX_LINES = 50;
const MAX_CONTAINER_LINES = 20;

export function BookingCargoFields() {
  const { control, watch, formState } = useFormContext<BookingFormValues>();
  const lines = useFieldArray({ control, name: 'cargoLines' });
  const containers = useFieldArray({ control, name: 'containers' });
  const fcl = watch('packing') === 'FCL';
  const linesError = formState.errors.cargoLines?.root?.message ?? formState.errors.cargoLines?.message;
  const containersError = formState.errors.containers?.root?.message ?? formState.errors.containers?.message;

  return (
    <BookingFormSection title="CARGO">
      {lines.fields.map((line, index) => {
        const n = index + 1;
        return (
          <Stack key={line.id} gap="xs" role="group" aria-label={`CARGO LINE ${n}`}>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>{`LINE ${n}`}</Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`REMOVE CARGO LINE ${n}`}
                disabled={lines.fields.length === 1 && !fcl}
                onClick={() => lines.remove(index)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="xs">
              <BookingText
                name={`cargoLines.${index}.description`}
                label="DESCRIPTION"
                required
                maxLength={200}
                upperCase
              />
              <BookingNumber
                name={`cargoLines.${index}.packs`}
                label="PACKS"
                required
                min={1}
                allowDecimal={false}
              />
              <BookingText
                name={`cargoLines.${index}.packType`}
                label="PACK TYPE"
                required
                maxLength={10}
                upperCase
              />
              <BookingNumber
                name={`cargoLines.${index}.weightKg`}
                label="WEIGHT (KG)"
                required={!fcl}
                min={0}
                decimalScale={2}
                empty={null}
              />
              <BookingNumber
                name={`cargoLines.${index}.volumeM3`}
                label="VOLUME (M³)"
                min={0}
                decimalScale={3}
                empty={null}
              />
            </SimpleGrid>
          </Stack>
        );
      })}
      {linesError && (
        <Text size="sm" c="red" role="alert">
          {linesError}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={lines.fields.length >= MAX_LINES}
          onClick={() => lines.append({ ...EMPTY_CARGO_LINE })}
        >
          ADD CARGO LINE
        </Button>
      </Group>

      {fcl && (
        <Stack gap="xs" role="group" aria-label="CONTAINERS">
          <Text size="sm" fw={700}>
            CONTAINERS
          </Text>
          {containers.fields.map((c, index) => {
            const n = index + 1;
            return (
              <Group key={c.id} gap="xs" align="flex-end" wrap="nowrap">
                <BookingSelect
                  name={`containers.${index}.containerType`}
                  label={`CONTAINER TYPE ${n}`}
                  required
                  data={CONTAINER_OPTIONS}
                  allowDeselect={false}
                  style={{ flex: 1 }}
                />
                <BookingNumber
                  name={`containers.${index}.quantity`}
                  label={`QUANTITY ${n}`}
                  required
                  min={1}
                  max={99}
                  allowDecimal={false}
                  w={110}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={`REMOVE CONTAINER LINE ${n}`}
                  disabled={containers.fields.length === 1}
                  onClick={() => containers.remove(index)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {containersError && (
            <Text size="sm" c="red" role="alert">
              {containersError}
            </Text>
          )}
          <Group>
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={containers.fields.length >= MAX_CONTAINER_LINES}
              onClick={() => containers.append({ ...EMPTY_CONTAINER })}
            >
              ADD CONTAINER
            </Button>
          </Group>
        </Stack>
      )}
    </BookingFormSection>
  );
}
