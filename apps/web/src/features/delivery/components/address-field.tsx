/**
 * The delivery address of both dialogs (hub §2, §3 "Address in the wizard"): the buyer's saved
 * addresses plus CUSTOM ADDRESS, which reveals the NEW ADDRESS input (free customAddress text).
 * DECIDED: NEW ADDRESS is a plain text input — the portal has no places service to search.
 */
import { Select, Stack, TextInput } from '@mantine/core';
import type { SavedAddress } from '@navia/domain/contracts/deliveries';
import { CUSTOM_ADDRESS, WIZARD_TEXTS } from '@navia/domain/rules/delivery/wizard';

/** The chosen location, as submitted (contracts/deliveries deliveryLocationSchema). */
export type ChosenLocation = {
  _id: string | null;
  label: string;
  address: string;
  customAddress: string | null;
  /** The saved address's equipment defaults (hub §3), for the default drop mode. */
  equipment: { FCLEquipment: string; LCLEquipment: string; AirEquipment: string } | null;
};

const locationOfAddress = (a: SavedAddress): ChosenLocation => ({
  _id: a._id,
  label: a.label,
  address: a.address,
  customAddress: null,
  equipment: { FCLEquipment: a.FCLEquipment, LCLEquipment: a.LCLEquipment, AirEquipment: a.AirEquipment },
});

const customLocation = (text = ''): ChosenLocation => ({
  _id: null,
  label: CUSTOM_ADDRESS,
  address: '',
  customAddress: text,
  equipment: null,
});

/** The submitted shape (without the equipment the form keeps for itself). */
export const submittedLocation = ({ equipment: _equipment, ...location }: ChosenLocation) => location;

type AddressFieldProps = {
  addresses: readonly SavedAddress[];
  loading: boolean;
  value: ChosenLocation | null;
  onChange: (location: ChosenLocation | null) => void;
  /** Error under the address select (nothing chosen). */
  error?: string | undefined;
  /** Error under NEW ADDRESS (CUSTOM ADDRESS without text). */
  customError?: string | undefined;
  label?: string;
};

export function AddressField({
  addresses,
  loading,
  value,
  onChange,
  error,
  customError,
  label = 'DELIVERY ADDRESS',
}: AddressFieldProps) {
  const options = [
    ...addresses.map((a) => ({ value: a._id, label: `${a.label} — ${a.address}` })),
    { value: CUSTOM_ADDRESS, label: CUSTOM_ADDRESS },
  ];
  const selected = value === null ? null : (value._id ?? CUSTOM_ADDRESS);
  return (
    <Stack gap="xs">
      <Select
        label={label}
        placeholder={loading ? 'Loading addresses…' : 'Choose an address'}
        data={options}
        value={selected}
        onChange={(id) => {
          if (id === null) onChange(null);
          else if (id === CUSTOM_ADDRESS) onChange(customLocation(value?.customAddress ?? ''));
          else {
            const address = addresses.find((a) => a._id === id);
            onChange(address ? locationOfAddress(address) : null);
          }
        }}
        error={error}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No saved address matches"
        comboboxProps={{ withinPortal: true }}
        required
      />
      {value?.label === CUSTOM_ADDRESS && (
        <TextInput
          label={WIZARD_TEXTS.newAddress}
          placeholder="Street, suburb, state, postcode"
          value={value.customAddress ?? ''}
          onChange={(e) => onChange({ ...value, customAddress: e.currentTarget.value })}
          error={customError}
          maxLength={500}
          required
          data-autofocus
        />
      )}
    </Stack>
  );
}
