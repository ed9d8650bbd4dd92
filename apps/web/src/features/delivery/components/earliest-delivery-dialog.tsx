/**
 * The EARLIEST DELIVERY dialog (hub §2, §4, §5, §8): the customer asks for the first day the
 * delivery-date picker allows, in the AM or PM period, rather than choosing a date and time. For
 * FCL the empty container's EMPTY RETURN BY date is asked as well. The rules are the domain's
 * (rules/delivery/earliest, drop-modes, calendar); this file only lays them out and posts the
 * arrangeTransport body of kind EARLIEST.
 */
import { Alert, Button, Group, Modal, Radio, Select, Stack, Text, Textarea } from '@mantine/core';
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import { addDays, type DeliveryCalendar } from '@navia/domain/rules/delivery/calendar';
import {
  defaultDropMode,
  dropModeOption,
  modesOffered,
  packingKindOf,
  vgmQuestionShown,
} from '@navia/domain/rules/delivery/drop-modes';
import {
  EARLIEST_PERIOD_TOOLTIP,
  EARLIEST_PERIODS,
  type EarliestPeriod,
} from '@navia/domain/rules/delivery/hour-slots';
import { type DeliveryTarget, todayOf } from '@navia/domain/rules/delivery/target';
import {
  CUSTOM_ADDRESS,
  DELIVERY_WARNINGS,
  NOTES_MAX,
  normaliseNotes,
  WIZARD_TEXTS,
} from '@navia/domain/rules/delivery/wizard';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { HelpTooltip } from '../../../components/help-tooltip.tsx';
import { usePublicHolidays } from '../../../lib/public-holidays.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { arrangeErrorTexts, useArrangeTransport } from '../api/arrange-transport.ts';
import { useSavedAddresses } from '../api/saved-addresses.ts';
import { AddressField, type ChosenLocation } from './address-field.tsx';
import { DeliveryDateInput } from './delivery-date-input.tsx';
import {
  type EarliestForm,
  EMPTY_EARLIEST_FORM,
  earliestBodyOf,
  earliestContainers,
  earliestFormErrors,
  earliestReturnWarned,
  emptyReturnMinimum,
  NO_CONTAINER_AVAILABLE,
  soonestEmptyReturnBy,
} from './earliest-delivery-form.ts';

type EarliestDeliveryDialogProps = {
  target: DeliveryTarget | null;
  opened: boolean;
  onClose: () => void;
  /** Called with the stored request once the server has it (the dialog then closes). */
  onDone?: (request: DeliveryRequest) => void;
};

export function EarliestDeliveryDialog({ target, opened, onClose, onDone }: EarliestDeliveryDialogProps) {
  // Every opening gets a fresh form (and a fresh requestId): the form is keyed by this counter,
  // bumped while rendering when `opened` turns true (React's "adjust state on a prop change").
  const [openings, setOpenings] = useState(opened ? 1 : 0);
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenings((n) => n + 1);
  }

  const isFcl = target !== null && packingKindOf(target.ContainerMode) === 'FCL';
  return (
    <Modal
      opened={opened && target !== null}
      onClose={onClose}
      title={WIZARD_TEXTS.earliestTitle}
      centered
      size={500}
      styles={{ title: { fontWeight: 700, letterSpacing: '0.04em' } }}
    >
      {target && (
        <Stack gap="md">
          <Text size="sm" fw={600} c="dimmed">
            {isFcl ? WIZARD_TEXTS.earliestSubtitleFcl : WIZARD_TEXTS.earliestSubtitleOther}
          </Text>
          <EarliestDeliveryForm key={openings} target={target} onCancel={onClose} onDone={onDone} />
        </Stack>
      )}
    </Modal>
  );
}

function EarliestDeliveryForm({
  target,
  onCancel,
  onDone,
}: {
  target: DeliveryTarget;
  onCancel: () => void;
  onDone: ((request: DeliveryRequest) => void) | undefined;
}) {
  const [today] = useState(() => todayOf(target));
  // hub §7 idempotency: one id per opening, sent again with every retry of this opening.
  const [requestId] = useState(newRequestId);
  const shipment = { packing: target.ContainerMode, direction: target.Direction };
  const isFcl = packingKindOf(target.ContainerMode) === 'FCL';
  const vgmAsked = vgmQuestionShown(target.ContainerMode, target.Direction);
  const containers = earliestContainers(target, today);

  const addresses = useSavedAddresses(target.buyerCode);
  const year = Number(today.slice(0, 4));
  const holidays = usePublicHolidays({ shipKey: target.ShipKey }, [year, year + 1], isFcl);
  const calendar: DeliveryCalendar = {
    today,
    firstAvailable: null,
    inStorage: null,
    holidays: holidays.holidays,
  };
  const returnMinimum = isFcl ? (emptyReturnMinimum(containers, calendar) ?? addDays(today, 1)) : null;
  const earliestEmptyReturnBy = soonestEmptyReturnBy(containers);

  const resolver: Resolver<EarliestForm> = (values) => {
    const errors = earliestFormErrors(values, target, returnMinimum);
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };

  const form = useForm<EarliestForm>({ defaultValues: EMPTY_EARLIEST_FORM, resolver });
  const { errors, isSubmitted } = form.formState;
  const values = form.watch();
  const offered = modesOffered(target.ContainerMode, target.Direction, vgmAsked ? values.vgm : null);
  const arrange = useArrangeTransport();

  /** hub §4: choosing an address sets the default mode from its equipment for the packing type. */
  const chooseLocation = (location: ChosenLocation | null) => {
    form.setValue('location', location, { shouldValidate: isSubmitted });
    if (location?.equipment) {
      const vgm = vgmAsked ? form.getValues('vgm') : null;
      const mode = defaultDropMode(location.equipment, shipment, vgm);
      if (mode !== null) form.setValue('dropMode', mode, { shouldValidate: isSubmitted });
    }
  };

  /** hub §5: the modes depend on the VGM answer; a mode no longer offered gives way to the default. */
  const answerVgm = (vgm: boolean) => {
    form.setValue('vgm', vgm, { shouldValidate: isSubmitted });
    const nowOffered = modesOffered(target.ContainerMode, target.Direction, vgm);
    const current = form.getValues('dropMode');
    if (current !== null && nowOffered.includes(current)) return;
    const equipment = form.getValues('location')?.equipment;
    const mode = equipment ? defaultDropMode(equipment, shipment, vgm) : null;
    form.setValue('dropMode', mode, { shouldValidate: isSubmitted });
  };

  const onSubmit = form.handleSubmit((v) => {
    if (arrange.isPending || v.location === null) return;
    const body = earliestBodyOf({ ...v, location: v.location }, target, containers, requestId);
    arrange.mutate(body, {
      onSuccess: (answer) => {
        onDone?.(answer.deliveryRequest);
        onCancel();
      },
    });
  });

  const locationError = errors.location?.message;
  const customChosen = values.location?.label === CUSTOM_ADDRESS;
  const returnWarned = isFcl && earliestReturnWarned(values.emptyReturnBy, containers);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={WIZARD_TEXTS.earliestTitle}>
      <Stack gap="sm">
        {containers.length === 0 && (
          <Alert color="yellow" variant="light">
            {NO_CONTAINER_AVAILABLE}
          </Alert>
        )}

        <AddressField
          addresses={addresses.data ?? []}
          loading={addresses.isPending}
          value={values.location}
          onChange={chooseLocation}
          error={customChosen ? undefined : locationError}
          customError={customChosen ? locationError : undefined}
        />

        {vgmAsked && (
          <Radio.Group
            label={WIZARD_TEXTS.vgmRequired}
            withAsterisk
            value={values.vgm === null ? null : values.vgm ? 'yes' : 'no'}
            onChange={(answer) => answerVgm(answer === 'yes')}
            error={errors.vgm?.message}
          >
            <Group gap="lg" mt={4}>
              <Radio value="yes" label="YES" />
              <Radio value="no" label="NO" />
            </Group>
          </Radio.Group>
        )}

        {isFcl && containers.length > 0 && (
          <div>
            <Text size="xs" fw={600} c="dimmed">
              {containers.length === 1 ? 'CONTAINER NUMBER' : 'CONTAINER NUMBERS'}
            </Text>
            <Text size="sm" fw={500}>
              {containers.map((c) => c.ContainerNumber).join(', ')}
            </Text>
          </div>
        )}

        <Controller
          control={form.control}
          name="dropMode"
          render={({ field }) => (
            <Select
              label="MODE"
              withAsterisk
              placeholder={
                offered.length === 0 ? `Answer ${WIZARD_TEXTS.vgmRequired} first` : 'Choose a mode'
              }
              data={offered.map(dropModeOption)}
              value={field.value}
              onChange={(mode) => field.onChange(mode)}
              onBlur={field.onBlur}
              disabled={offered.length === 0}
              error={errors.dropMode?.message}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />

        <Controller
          control={form.control}
          name="period"
          render={({ field }) => (
            <Radio.Group
              label="PERIOD OF THE DAY"
              withAsterisk
              value={field.value}
              onChange={(period) => field.onChange(period as EarliestPeriod)}
              error={errors.period?.message}
            >
              <Group gap="lg" mt={4} align="center">
                {EARLIEST_PERIODS.map((p) => (
                  <Radio key={p} value={p} label={p} />
                ))}
                <HelpTooltip
                  label={EARLIEST_PERIOD_TOOLTIP}
                  iconLabel={`Period times: ${EARLIEST_PERIOD_TOOLTIP}`}
                />
              </Group>
            </Radio.Group>
          )}
        />

        {isFcl && (
          <Controller
            control={form.control}
            name="emptyReturnBy"
            render={({ field }) => (
              <DeliveryDateInput
                label="EMPTY RETURN BY"
                value={field.value}
                onChange={field.onChange}
                calendar={calendar}
                plain
                minDate={returnMinimum}
                highlightAfter={earliestEmptyReturnBy}
                // The minimum depends on the holidays; a day chosen before they load may be refused.
                disabled={holidays.isPending}
                error={errors.emptyReturnBy?.message}
                required
              />
            )}
          />
        )}
        {returnWarned && (
          <Alert color="orange" variant="light">
            {DELIVERY_WARNINGS.earliestReturn}
          </Alert>
        )}

        <Controller
          control={form.control}
          name="notes"
          render={({ field }) => (
            <Textarea
              label={WIZARD_TEXTS.additionalNotes}
              description={`${field.value.length}/${NOTES_MAX}`}
              autosize
              minRows={2}
              maxRows={6}
              value={field.value}
              onChange={(e) => field.onChange(normaliseNotes(e.currentTarget.value))}
              onBlur={field.onBlur}
            />
          )}
        />

        <div aria-live="polite">
          {arrange.isError && (
            <Alert color="red" variant="light" role="alert">
              {arrangeErrorTexts(arrange.error).join(' ')}
            </Alert>
          )}
        </div>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            CANCEL
          </Button>
          <Button type="submit" loading={arrange.isPending} disabled={containers.length === 0}>
            SUBMIT
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
