/**
 * The Arrange Delivery wizard (hub §2, §4, §5, §8): Oh No! when dates are unconfirmed, then
 * CONTAINER DELIVERY (skipped for a single container), DELIVERY LOCATION and SUMMARY. Opened from
 * the tracking table's DELIVERY button and from the detail page with the same DeliveryTarget.
 */
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import {
  FIX_ERRORS_ABOVE,
  NO_DATES_TEXT,
  WIZARD_STEPS,
  WIZARD_TEXTS,
} from '@navia/domain/rules/delivery/wizard';
import { useState } from 'react';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { offeredModes } from './arrange-delivery-form.ts';
import { useArrangeDeliveryState } from './arrange-delivery-state.ts';
import { WizardContainerStep } from './wizard-container-step.tsx';
import { WizardLocationStep } from './wizard-location-step.tsx';
import { WizardSummary } from './wizard-summary.tsx';

type ArrangeDeliveryWizardProps = {
  target: DeliveryTarget | null;
  opened: boolean;
  onClose: () => void;
  onDone?: (request: DeliveryRequest) => void;
};

/** hub §2 widths: 300 px on small screens, 500 px while no drop mode is shown, else 900 px. */
const WIDTH = { small: 300, noModes: 500, full: 900 } as const;

export function ArrangeDeliveryWizard({ target, opened, onClose, onDone }: ArrangeDeliveryWizardProps) {
  // hub §4: closing resets everything. Each opening mounts a fresh dialog (a new key), so nothing
  // of the last one survives, and the old one keeps its content while the close transition runs.
  const [openings, setOpenings] = useState(0);
  const [wasOpened, setWasOpened] = useState(false);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setOpenings((n) => n + 1);
  }
  if (target === null || openings === 0) return null;
  return (
    <WizardDialog
      key={openings}
      target={target}
      opened={opened}
      onClose={onClose}
      {...(onDone ? { onDone } : {})}
    />
  );
}

function WizardDialog({
  target,
  opened,
  onClose,
  onDone,
}: ArrangeDeliveryWizardProps & { target: DeliveryTarget }) {
  const state = useArrangeDeliveryState(target, (request) => {
    onDone?.(request);
    onClose();
  });
  const { form } = state;
  const small = useScreenSize() === 'small';
  const width = small
    ? WIDTH.small
    : offeredModes(target, form.vgm).length === 0
      ? WIDTH.noModes
      : WIDTH.full;
  const title = form.noDatesScreen
    ? WIZARD_TEXTS.noDatesTitle
    : form.step === WIZARD_STEPS.CONTAINERS
      ? WIZARD_TEXTS.step1
      : form.step === WIZARD_STEPS.LOCATION
        ? WIZARD_TEXTS.step2
        : WIZARD_TEXTS.step3;
  const backOffered =
    form.step === WIZARD_STEPS.SUMMARY ||
    (form.step === WIZARD_STEPS.LOCATION && form.firstStep === WIZARD_STEPS.CONTAINERS);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={width}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        {form.noDatesScreen ? (
          <Text>{NO_DATES_TEXT}</Text>
        ) : form.step === WIZARD_STEPS.CONTAINERS ? (
          <WizardContainerStep
            target={target}
            selected={form.selected}
            refused={state.refused}
            onToggle={state.toggle}
          />
        ) : form.step === WIZARD_STEPS.LOCATION ? (
          <WizardLocationStep target={target} state={state} compact={small} />
        ) : (
          <WizardSummary target={target} form={form} />
        )}

        {state.refused && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {FIX_ERRORS_ABOVE}
          </Alert>
        )}
        {form.step === WIZARD_STEPS.SUMMARY && state.submitError && (
          <Alert color="red" variant="light" role="alert" p="xs">
            {state.submitError.length === 1 ? (
              state.submitError[0]
            ) : (
              <List size="sm">
                {state.submitError.map((text) => (
                  <List.Item key={text}>{text}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        )}

        <Group justify="flex-end" gap="sm">
          {!form.noDatesScreen && backOffered && (
            <Button variant="default" onClick={state.back} disabled={state.submitting}>
              BACK
            </Button>
          )}
          {!form.noDatesScreen && form.step === WIZARD_STEPS.SUMMARY ? (
            <Button onClick={state.submit} loading={state.submitting}>
              SUBMIT
            </Button>
          ) : (
            <Button onClick={state.next}>NEXT</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
