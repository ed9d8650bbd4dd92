/**
 * Step 1, CONTAINER DELIVERY (hub §2, §4): the deliverable containers, with ALL first when there
 * is more than one. While ALL is chosen every container shows as chosen, so unticking one leaves
 * the others (rules/delivery/wizard toggleContainer).
 */
import { Checkbox, Fieldset, Stack, Text } from '@mantine/core';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import { ALL_CONTAINERS, containerOptions, WIZARD_ERROR_TEXTS } from '@navia/domain/rules/delivery/wizard';

export function WizardContainerStep({
  target,
  selected,
  refused,
  onToggle,
}: {
  target: DeliveryTarget;
  selected: readonly string[];
  refused: boolean;
  onToggle: (choice: string) => void;
}) {
  const all = selected.includes(ALL_CONTAINERS);
  return (
    <Fieldset legend="CONTAINERS" variant="unstyled">
      <Stack gap="xs">
        {containerOptions(target.containers).map((option) => (
          <Checkbox
            key={option}
            label={option}
            checked={all || selected.includes(option)}
            onChange={() => onToggle(option)}
          />
        ))}
        {refused && selected.length === 0 && (
          <Text size="sm" c="red">
            {WIZARD_ERROR_TEXTS.containerRequired}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
