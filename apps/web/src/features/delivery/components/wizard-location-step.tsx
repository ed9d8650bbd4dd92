/**
 * Step 2, DELIVERY LOCATION (hub §2): the address, VGM REQUIRED (FCL, non-import), one row per
 * chosen container, the legend and ADDITIONAL NOTES.
 */
import { Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import { EARLIEST_ERROR_TEXTS } from '@navia/domain/rules/delivery/earliest';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  CUSTOM_ADDRESS,
  locationValid,
  NOTES_MAX,
  normaliseNotes,
  WIZARD_ERROR_TEXTS,
  WIZARD_TEXTS,
} from '@navia/domain/rules/delivery/wizard';
import { useSavedAddresses } from '../api/saved-addresses.ts';
import { AddressField } from './address-field.tsx';
import { offeredModes, rowErrors, vgmAsked } from './arrange-delivery-form.ts';
import type { ArrangeDeliveryState } from './arrange-delivery-state.ts';
import classes from './delivery.module.css';
import { WizardContainerRow } from './wizard-container-row.tsx';

const vgmValue = (vgm: boolean | null) => (vgm === null ? null : vgm ? 'YES' : 'NO');

export function WizardLocationStep({
  target,
  state,
  compact,
}: {
  target: DeliveryTarget;
  state: ArrangeDeliveryState;
  compact: boolean;
}) {
  const { form, rows, refused, calendar } = state;
  const addresses = useSavedAddresses(target.buyerCode);
  const modes = offeredModes(target, form.vgm);
  const location = form.location;
  const addressError = refused && location === null ? EARLIEST_ERROR_TEXTS.location : undefined;
  const customError =
    refused && location?.label === CUSTOM_ADDRESS && !locationValid(location)
      ? EARLIEST_ERROR_TEXTS.customAddress
      : undefined;

  return (
    <Stack gap="md">
      <AddressField
        addresses={addresses.data ?? []}
        loading={addresses.isPending}
        value={location}
        onChange={state.setLocation}
        error={addressError}
        customError={customError}
      />
      {vgmAsked(target) && (
        <Radio.Group
          label={WIZARD_TEXTS.vgmRequired}
          value={vgmValue(form.vgm)}
          onChange={(v) => state.setVgm(v === 'YES')}
          error={refused && form.vgm === null ? WIZARD_ERROR_TEXTS.vgmRequired : undefined}
          withAsterisk
        >
          <Group gap="md" mt={4}>
            <Radio value="YES" label="YES" />
            <Radio value="NO" label="NO" />
          </Group>
        </Radio.Group>
      )}
      <Stack gap="xs">
        {rows.map((row, index) => (
          <WizardContainerRow
            key={row.ContainerNumber}
            target={target}
            row={row}
            next={rows[index + 1]?.ContainerNumber ?? null}
            calendar={calendar}
            modes={modes}
            errors={refused ? rowErrors(target, row, form.vgm, calendar) : null}
            compact={compact}
            onChange={(update) => state.updateRow(index, update)}
            onCopy={() => state.copyRow(index)}
          />
        ))}
      </Stack>
      <Group gap="lg">
        <Group gap={6}>
          <span className={classes.legendWithin} aria-hidden />
          <Text size="xs">{WIZARD_TEXTS.withinAllowedTime}</Text>
        </Group>
        <Group gap={6}>
          <span className={classes.legendCharges} aria-hidden />
          <Text size="xs">{WIZARD_TEXTS.mayIncurCharges}</Text>
        </Group>
      </Group>
      <Textarea
        label={WIZARD_TEXTS.additionalNotes}
        value={form.notes}
        onChange={(e) => state.setNotes(normaliseNotes(e.currentTarget.value))}
        description={`${form.notes.length}/${NOTES_MAX}`}
        autosize
        minRows={2}
        maxRows={6}
      />
    </Stack>
  );
}
