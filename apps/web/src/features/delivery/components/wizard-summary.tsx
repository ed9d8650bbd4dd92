/**
 * Step 3, SUMMARY (hub §2): a read-only recap of what SUBMIT sends, one line per real container
 * (ALL already expanded), with the storage and detention flags (hub §4).
 */
import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatSubmittedDate, type IsoDay } from '@navia/domain/rules/delivery/calendar';
import { HANDLING_METHOD_LABELS, isHandlingMethod } from '@navia/domain/rules/delivery/drop-modes';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import { CUSTOM_ADDRESS, containerWarnings, WIZARD_TEXTS } from '@navia/domain/rules/delivery/wizard';
import { datesOfRow, submittedRows, vgmAsked, type WizardForm } from './arrange-delivery-form.ts';

const day = (d: IsoDay | null) => (d === null ? '—' : formatSubmittedDate(d));
const modeLabel = (mode: string | null) =>
  mode === null ? '—' : isHandlingMethod(mode) ? HANDLING_METHOD_LABELS[mode] : mode;

export function WizardSummary({ target, form }: { target: DeliveryTarget; form: WizardForm }) {
  const location = form.location;
  const address =
    location === null
      ? '—'
      : location.label === CUSTOM_ADDRESS
        ? `${CUSTOM_ADDRESS}: ${location.customAddress ?? ''}`
        : `${location.label} — ${location.address}`;
  const rows = submittedRows(form, target);

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {WIZARD_TEXTS.summaryTitle}
      </Title>
      <dl style={{ margin: 0 }}>
        <Text component="dt" size="xs" c="dimmed">
          DELIVERY ADDRESS
        </Text>
        <Text component="dd" m={0} mb="xs">
          {address}
        </Text>
        {vgmAsked(target) && (
          <>
            <Text component="dt" size="xs" c="dimmed">
              {WIZARD_TEXTS.vgmRequired}
            </Text>
            <Text component="dd" m={0} mb="xs">
              {form.vgm === null ? '—' : form.vgm ? 'YES' : 'NO'}
            </Text>
          </>
        )}
      </dl>
      <Table.ScrollContainer minWidth={600}>
        <Table striped withTableBorder fz="sm" aria-label="Containers to deliver">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>CONTAINER</Table.Th>
              <Table.Th>MODE</Table.Th>
              <Table.Th>DATE</Table.Th>
              <Table.Th>TIME</Table.Th>
              <Table.Th>RETURN DATE</Table.Th>
              <Table.Th>RETURN TIME</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const flags = containerWarnings(row, datesOfRow(target, row.ContainerNumber));
              return (
                <Table.Tr key={row.ContainerNumber}>
                  <Table.Td>
                    <Group gap={4}>
                      {row.ContainerNumber}
                      {flags.willIncurStorageDelivery && (
                        <Badge size="xs" color="orange">
                          STORAGE
                        </Badge>
                      )}
                      {flags.willIncurStorageReturn && (
                        <Badge size="xs" color="orange">
                          DETENTION
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{modeLabel(row.dropMode)}</Table.Td>
                  <Table.Td>{day(row.deliveryDate)}</Table.Td>
                  <Table.Td>{row.pickupTime?.text ?? '—'}</Table.Td>
                  <Table.Td>{day(row.deliveryDateReturn)}</Table.Td>
                  <Table.Td>{row.pickupTimeReturn?.text ?? '—'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div>
        <Text size="xs" c="dimmed">
          {WIZARD_TEXTS.additionalNotes}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {form.notes === '' ? '—' : form.notes}
        </Text>
      </div>
    </Stack>
  );
}
