/**
 * The terms of a contract form (connect §3 Contract, §9 choices): route, transport, service,
 * incoterms, container mode, the four dates (connect §5 futureOnly: a single date from tomorrow),
 * addresses, goods description, additional service and inspection.
 */
import { Checkbox, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  CONTAINER_MODES,
  CONTRACT_SERVICE_TYPES,
  CONTRACT_TEXT_MAX,
  CONTRACT_TRANSPORT_TYPES,
  INCOTERMS,
} from '@navia/domain/rules/contracts/constants';
import dayjs from 'dayjs';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { ContractFormValues } from '../rules/contract-form-values.ts';

const upper = (text: string | undefined) => text?.toUpperCase();

/** connect §9: contracts write road as ROA; the choice reads ROAD. */
const TRANSPORT_CHOICES = CONTRACT_TRANSPORT_TYPES.map((v) => ({
  value: v,
  label: v === 'ROA' ? 'ROAD' : v,
}));

/** connect §5 futureOnly for a single date: from tomorrow. */
const tomorrow = () => dayjs().add(1, 'day').format('YYYY-MM-DD');

const DATE_FIELDS = [
  ['productReadyDate', 'PRODUCT READY DATE'],
  ['productDeliveryDate', 'PRODUCT DELIVERY DATE'],
  ['reqExWorksDate', 'REQ. EX WORKS DATE'],
  ['reqInStoreDate', 'REQ. IN STORE DATE'],
] as const;

const CHOICE_FIELDS = [
  ['transportType', 'TRANSPORT', TRANSPORT_CHOICES],
  ['containerMode', 'CONTAINER MODE', [...CONTAINER_MODES]],
  ['serviceType', 'SERVICE TYPE', [...CONTRACT_SERVICE_TYPES]],
  ['incoTerms', 'INCOTERMS', [...INCOTERMS]],
] as const;

const PLACE_FIELDS = [
  ['countryOfOrigin', 'COUNTRY OF ORIGIN'],
  ['portOfLoading', 'PORT OF LOADING'],
  ['countryOfDestination', 'COUNTRY OF DESTINATION'],
  ['portOfFinalDestination', 'PORT OF DESTINATION'],
] as const;

export function ContractTermsFields({ form }: { form: UseFormReturn<ContractFormValues> }) {
  const { control, register, formState, watch } = form;
  const errors = formState.errors;
  const additional = watch('additionalServiceRequired');
  const minDate = tomorrow();
  return (
    <Stack gap="sm">
      <Text fw={700} size="sm">
        ROUTE
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {PLACE_FIELDS.map(([name, label]) => (
          <TextInput
            key={name}
            size="xs"
            label={label}
            maxLength={60}
            {...register(name)}
            error={upper(errors[name]?.message)}
          />
        ))}
      </SimpleGrid>
      <Text fw={700} size="sm">
        SHIPPING
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {CHOICE_FIELDS.map(([name, label, data]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <Select
                size="xs"
                label={label}
                placeholder="Choose"
                data={data}
                value={field.value}
                onChange={field.onChange}
                clearable
                comboboxProps={{ withinPortal: true }}
                error={upper(errors[name]?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Text fw={700} size="sm">
        DATES
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
        {DATE_FIELDS.map(([name, label]) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <DatePickerInput
                size="xs"
                label={label}
                placeholder="DD MMM YYYY"
                valueFormat="DD MMM YYYY"
                value={field.value}
                onChange={(day) => field.onChange(day)}
                minDate={minDate}
                clearable
                popoverProps={{ withinPortal: true }}
                error={upper(errors[name]?.message)}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <Textarea
          size="xs"
          label="PICK-UP ADDRESS"
          autosize
          minRows={2}
          maxLength={500}
          {...register('pickUpAddress')}
          error={upper(errors.pickUpAddress?.message)}
        />
        <Textarea
          size="xs"
          label="SHIPPING ADDRESS"
          autosize
          minRows={2}
          maxLength={500}
          {...register('shippingAddress')}
          error={upper(errors.shippingAddress?.message)}
        />
      </SimpleGrid>
      <Textarea
        size="xs"
        label="GOODS DESCRIPTION"
        autosize
        minRows={2}
        maxLength={CONTRACT_TEXT_MAX}
        {...register('goodsDescription')}
        error={upper(errors.goodsDescription?.message)}
      />
      <FlagCheckbox form={form} name="additionalServiceRequired" label="ADDITIONAL SERVICE REQUIRED" />
      {additional && (
        <TextInput
          size="xs"
          label="ADDITIONAL SERVICE"
          maxLength={500}
          {...register('additionalService')}
          error={upper(errors.additionalService?.message)}
        />
      )}
      <FlagCheckbox
        form={form}
        name="inspectionRequired"
        label="INSPECTION REQUIRED (THE BUYER INSPECTS CONFIRMED QUANTITIES)"
      />
    </Stack>
  );
}

/** A yes/no field: Mantine's Checkbox keeps its own checked state, so the form controls it. */
function FlagCheckbox({
  form,
  name,
  label,
}: {
  form: UseFormReturn<ContractFormValues>;
  name: 'additionalServiceRequired' | 'inspectionRequired';
  label: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Checkbox
          size="xs"
          label={label}
          name={field.name}
          ref={field.ref}
          checked={field.value === true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
