/**
 * Shipper, consignee, pickup and delivery addresses (issue 18): each chosen with Select an
 * Organisation (connect §2) and shown as a summary card with CHANGE. The parties are required; the
 * addresses are optional (none means the shipper's and the consignee's own).
 */
import { SimpleGrid } from '@mantine/core';
import { type FieldErrors, useFormContext } from 'react-hook-form';
import { addressText, type BookingFormValues } from '../rules/booking-form.ts';
import { BookingChoiceCard } from './booking-choice-card.tsx';
import { BookingFormSection } from './booking-form-section.tsx';

/** The card's error: the field's own ('This field is required.'), a missing address, else connect §5 'INVALID VALUES'. */
function partyError(error: FieldErrors<BookingFormValues>['shipper']): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  if (error.address) return 'CHOOSE AN ADDRESS: CHANGE';
  return 'INVALID VALUES';
}

export type PickTarget = 'shipper' | 'consignee' | 'pickupAddress' | 'deliveryAddress';

export function BookingPartiesFields({ onPick }: { onPick: (target: PickTarget) => void }) {
  const { watch, setValue, formState } = useFormContext<BookingFormValues>();
  const [shipper, consignee, pickup, delivery] = watch([
    'shipper',
    'consignee',
    'pickupAddress',
    'deliveryAddress',
  ]);
  const partyLines = (party: BookingFormValues['shipper']) =>
    party
      ? [
          party.organisation.code
            ? `${party.organisation.name} (${party.organisation.code})`
            : party.organisation.name,
          party.address ? addressText(party.address) : 'NO ADDRESS CHOSEN',
        ].filter((l) => l !== '')
      : null;
  const addressLines = (address: BookingFormValues['pickupAddress']) =>
    address ? [addressText(address)] : null;
  const errors = formState.errors;
  return (
    <BookingFormSection title="SHIPPER AND CONSIGNEE">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <BookingChoiceCard
          label="SHIPPER"
          required
          lines={partyLines(shipper)}
          error={partyError(errors.shipper)}
          onChoose={() => onPick('shipper')}
        />
        <BookingChoiceCard
          label="CONSIGNEE"
          required
          lines={partyLines(consignee)}
          error={partyError(errors.consignee)}
          onChoose={() => onPick('consignee')}
        />
        <BookingChoiceCard
          label="PICKUP ADDRESS"
          lines={addressLines(pickup)}
          emptyText="THE SHIPPER'S ADDRESS"
          error={errors.pickupAddress ? (errors.pickupAddress.message ?? 'INVALID VALUES') : undefined}
          onChoose={() => onPick('pickupAddress')}
          onClear={() => setValue('pickupAddress', null, { shouldDirty: true })}
        />
        <BookingChoiceCard
          label="DELIVERY ADDRESS"
          lines={addressLines(delivery)}
          emptyText="THE CONSIGNEE'S ADDRESS"
          error={errors.deliveryAddress ? (errors.deliveryAddress.message ?? 'INVALID VALUES') : undefined}
          onChoose={() => onPick('deliveryAddress')}
          onClear={() => setValue('deliveryAddress', null, { shouldDirty: true })}
        />
      </SimpleGrid>
    </BookingFormSection>
  );
}
