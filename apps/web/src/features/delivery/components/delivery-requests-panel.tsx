/**
 * DELIVERY REQUESTS of a shipment (hub §2 detail screen, §4 "disabled once a delivery is
 * confirmed"): what the customer asked for through the Arrange Delivery wizard and the EARLIEST
 * DELIVERY dialog, and, for staff (NU and above), the CONFIRM action that sets ConfirmedDelivery on
 * the request's containers.
 *
 * DECIDED: the panel shows only once the shipment has at least one request (customers see their
 * own; an empty panel on every shipment would be noise). While the list loads nothing is shown, for
 * the same reason; a failed load shows the panel with the error and a RETRY, since it may hide
 * requests the viewer needs to see.
 */
import { Alert, Badge, Button, Divider, Group, Stack, Text } from '@mantine/core';
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import { MESSAGES } from '@navia/domain/errors';
import { EARLIEST_PERIOD_SLOTS } from '@navia/domain/rules/delivery/hour-slots';
import { CUSTOM_ADDRESS, WIZARD_TEXTS } from '@navia/domain/rules/delivery/wizard';
import { NOT_AVAILABLE } from '@navia/domain/rules/detail-panels';
import { Fragment, useState } from 'react';
import { DetailPanel, Field } from '../../../components/shipment-summary/detail-panel.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/simple-table.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import type { DeliveryRequestsPanelProps } from '../../../lib/delivery-slots.ts';
import { formatDateTime, useLocale } from '../../../lib/locale.ts';
import { useConfirmDeliveryRequest, useDeliveryRequests } from '../api/delivery-requests.ts';

export const DELIVERY_REQUESTS_TITLE = 'DELIVERY REQUESTS';

/** The names of the two dialogs a request came from (hub §2: the DELIVERY and EARLIEST DELIVERY buttons). */
const DELIVERY_REQUEST_KIND_LABELS: Readonly<Record<DeliveryRequest['kind'], string>> = {
  ARRANGE: 'DELIVERY',
  EARLIEST: 'EARLIEST DELIVERY',
};

/** hub §7 flag, said the way the Oh No! screen of hub §2 says it. */
export const DATES_MISSING_TEXT =
  'DATES UNCONFIRMED: THE CARGO-AVAILABLE OR STORAGE DATE WAS MISSING, SO THIS DELIVERY NEEDS CLARIFICATION BY A TEAM MEMBER.';

const STORAGE_FLAG = 'MAY INCUR STORAGE';
const DETENTION_FLAG = 'MAY INCUR DETENTION';
const CONFIRM_QUESTION = 'CONFIRM DELIVERY?';

/** DD MMM YYYY HH:mm in the user's language (browser time zone): when a request was made or confirmed. */
const formatInstant = (iso: string, locale: string) => formatDateTime(iso, locale, { hour: '2-digit' });

const errorText = (error: unknown) => (isApiError(error) ? error.message : MESSAGES.otherError);

export function DeliveryRequestsPanel({ shipKey, canConfirm, onConfirmed }: DeliveryRequestsPanelProps) {
  const requests = useDeliveryRequests(shipKey);
  if (requests.isError) {
    return (
      <DetailPanel title={DELIVERY_REQUESTS_TITLE}>
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <span>{errorText(requests.error)}</span>
            <Button size="xs" variant="default" onClick={() => void requests.refetch()}>
              RETRY
            </Button>
          </Group>
        </Alert>
      </DetailPanel>
    );
  }
  if (!requests.data || requests.data.length === 0) return null;
  return (
    <DetailPanel title={DELIVERY_REQUESTS_TITLE}>
      <Stack gap="md">
        {requests.data.map((request, i) => (
          <Fragment key={request._id}>
            {i > 0 && <Divider />}
            <RequestEntry
              request={request}
              shipKey={shipKey}
              canConfirm={canConfirm}
              onConfirmed={onConfirmed}
            />
          </Fragment>
        ))}
      </Stack>
    </DetailPanel>
  );
}

function RequestEntry({
  request,
  shipKey,
  canConfirm,
  onConfirmed,
}: {
  request: DeliveryRequest;
  shipKey: string;
  canConfirm: boolean;
  onConfirmed: ((request: DeliveryRequest) => void) | undefined;
}) {
  const locale = useLocale();
  const kind = DELIVERY_REQUEST_KIND_LABELS[request.kind];
  const confirmed = request.status === 'CONFIRMED';
  const location =
    request.location.label === CUSTOM_ADDRESS
      ? `${CUSTOM_ADDRESS}: ${request.location.customAddress ?? NOT_AVAILABLE}`
      : `${request.location.label} — ${request.location.address}`;
  return (
    <article aria-label={`${kind} request by ${request.createdBy}`}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <Text fw={700} size="sm">
              {kind}
            </Text>
            <Badge color={confirmed ? 'green' : 'blue'} variant="light">
              {request.status}
            </Badge>
          </Group>
          {canConfirm && !confirmed && (
            <ConfirmAction request={request} shipKey={shipKey} onConfirmed={onConfirmed} />
          )}
        </Group>
        <Text size="xs" c="dimmed">
          Requested by {request.createdBy} on {formatInstant(request.createdAt, locale)}
          {request.confirmedAt && ` · confirmed on ${formatInstant(request.confirmedAt, locale)}`}
        </Text>
        {request.flag && (
          <Alert color="yellow" variant="light" p="xs">
            <Text size="xs" fw={600}>
              {DATES_MISSING_TEXT}
            </Text>
          </Alert>
        )}
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Field label="LOCATION">{location}</Field>
          {request.VGMRequired !== null && (
            <Field label={WIZARD_TEXTS.vgmRequired}>{request.VGMRequired ? 'YES' : 'NO'}</Field>
          )}
          {request.period && (
            <Field label="PERIOD OF THE DAY">
              {request.period} ({EARLIEST_PERIOD_SLOTS[request.period].text})
            </Field>
          )}
          {request.emptyReturnBy && <Field label="EMPTY RETURN BY">{request.emptyReturnBy}</Field>}
        </Group>
        <ContainersTable request={request} />
        {request.additionalNotes !== '' && (
          <Field label={WIZARD_TEXTS.additionalNotes}>{request.additionalNotes}</Field>
        )}
      </Stack>
    </article>
  );
}

type RequestContainer = DeliveryRequest['containers'][number];

const CONTAINER_COLUMNS: readonly SimpleColumn<RequestContainer>[] = [
  { header: 'CONTAINER', cell: (c) => c.ContainerNumber },
  { header: 'MODE', cell: (c) => c.dropMode?.label ?? NOT_AVAILABLE },
  { header: 'DATE', cell: (c) => c.deliveryDate ?? NOT_AVAILABLE },
  { header: 'TIME', cell: (c) => c.pickupTime?.text ?? NOT_AVAILABLE },
  {
    header: 'RETURN',
    cell: (c) =>
      c.deliveryDateReturn
        ? [c.deliveryDateReturn, c.pickupTimeReturn?.text].filter(Boolean).join(' ')
        : NOT_AVAILABLE,
  },
  {
    header: 'CHARGES',
    cell: (c) => (
      <Group gap={4}>
        {c.willIncurStorageDelivery && (
          <Badge color="orange" variant="light" size="sm">
            {STORAGE_FLAG}
          </Badge>
        )}
        {c.willIncurStorageReturn && (
          <Badge color="orange" variant="light" size="sm">
            {DETENTION_FLAG}
          </Badge>
        )}
        {!c.willIncurStorageDelivery && !c.willIncurStorageReturn && WIZARD_TEXTS.withinAllowedTime}
      </Group>
    ),
  },
];

function ContainersTable({ request }: { request: DeliveryRequest }) {
  return (
    <SimpleTable
      columns={CONTAINER_COLUMNS}
      rows={request.containers}
      rowKey={(c) => c.ContainerNumber}
      minWidth={560}
      fz="sm"
      verticalSpacing={4}
      striped
    />
  );
}

/**
 * DECIDED: confirming cannot be undone from the portal (it disables both delivery buttons, hub
 * §4), so it takes two clicks: CONFIRM, then CONFIRM DELIVERY? (or NOT NOW to step back). No modal:
 * the question stays next to the request it is about.
 */
function ConfirmAction({
  request,
  shipKey,
  onConfirmed,
}: {
  request: DeliveryRequest;
  shipKey: string;
  onConfirmed: ((request: DeliveryRequest) => void) | undefined;
}) {
  const confirm = useConfirmDeliveryRequest(shipKey);
  const [asking, setAsking] = useState(false);
  const kind = DELIVERY_REQUEST_KIND_LABELS[request.kind];
  return (
    <Stack gap={4} align="flex-end">
      {asking ? (
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={() => {
              setAsking(false);
              confirm.reset();
            }}
            disabled={confirm.isPending}
          >
            NOT NOW
          </Button>
          <Button
            size="xs"
            color="green"
            loading={confirm.isPending}
            onClick={() => {
              if (confirm.isPending) return;
              confirm.mutate(request._id, {
                onSuccess: (confirmedRequest) => onConfirmed?.(confirmedRequest),
              });
            }}
          >
            {CONFIRM_QUESTION}
          </Button>
        </Group>
      ) : (
        <Button size="xs" onClick={() => setAsking(true)} aria-label={`CONFIRM ${kind} request`}>
          CONFIRM
        </Button>
      )}
      {confirm.isError && (
        <Text size="xs" c="red" role="alert">
          {errorText(confirm.error)}
        </Text>
      )}
    </Stack>
  );
}
