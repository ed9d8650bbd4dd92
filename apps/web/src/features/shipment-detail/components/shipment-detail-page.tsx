import { Alert, Button, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DetailGeneral } from '@navia/domain/contracts/shipment-detail';
import { MESSAGES } from '@navia/domain/errors';
import { hasConnectAccess, isAtLeast } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { recordDeliveryButtons } from '@navia/domain/rules/delivery/earliest';
import { deliveryTargetOfDetail } from '@navia/domain/rules/delivery/target';
import {
  canArrangeTransport,
  containerPanelFor,
  type UnitOfMeasure,
} from '@navia/domain/rules/detail-panels';
import { zoneOfCountry } from '@navia/domain/rules/filters/dates';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { BookAgainButton } from '../../../components/book-again-button.tsx';
import { NoticeScreen } from '../../../components/notice-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { ContainersPanel } from '../../../components/shipment-summary/containers-panel.tsx';
import { HeaderPanel } from '../../../components/shipment-summary/header-panel.tsx';
import { KeyDatesPanel } from '../../../components/shipment-summary/key-dates-panel.tsx';
import { LclCargoPanel } from '../../../components/shipment-summary/lcl-cargo-panel.tsx';
import { ReferenceNumbersPanel } from '../../../components/shipment-summary/reference-numbers-panel.tsx';
import { RoutePanel } from '../../../components/shipment-summary/route-panel.tsx';
import { StatusPanel } from '../../../components/shipment-summary/status-panel.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { type DeliverySlots, useDeliveryDialogs } from '../../../lib/delivery-slots.ts';
import type { RecordChatProps } from '../../../lib/record-chat-slot.ts';
import { useRecordNotificationToggle } from '../../../lib/record-notification-slot.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { markOf } from '../api/record-marks.ts';
import {
  detailKeys,
  useDetailGeneral,
  useDetailMilestones,
  useDetailTransport,
} from '../api/shipment-detail.ts';
import { useLiveRecord } from '../hooks/use-live-record.ts';
import { ContactsPanel } from './contacts-panel.tsx';
import { DateHistoryPanel } from './date-history-panel.tsx';
import { EmissionsPanel } from './emissions-panel.tsx';
import { GoodsPanel } from './goods-panel.tsx';
import { InvoicePanel } from './invoice-panel.tsx';
import { RecordToggles } from './record-toggles.tsx';
import { ShipmentChatPanel } from './shipment-chat-panel.tsx';

/**
 * The order notes form brings react-hook-form and the zod resolver (about 16 KB gzip): the panel,
 * far down the page, loads after the first paint so the route stays within its JS budget
 * (decision 013).
 */
const OrderNotesPanel = lazy(() =>
  import('./order-notes-panel.tsx').then((m) => ({ default: m.OrderNotesPanel })),
);
/** The documents' table and upload form, shared with a booking's detail (decision 027): after first paint too. */
const DocumentsPanel = lazy(() =>
  import('./documents-panel.tsx').then((m) => ({ default: m.DocumentsPanel })),
);

/**
 * hub §2: the delivery dialogs are offered under canArrangeTransport (decision 008), with the hub §4
 * button rules; a record without a shipment or containers has nothing to deliver.
 */
function DeliveryActions({ record }: { record: DetailGeneral }) {
  const openDialog = useDeliveryDialogs();
  const { data: user } = useCurrentUser();
  const target = deliveryTargetOfDetail(record, zoneOfCountry(user?.homeCountry ?? 'AU'));
  if (!canArrangeTransport(record) || target === null || target.containers.length === 0) return null;
  const enabled = recordDeliveryButtons(
    { Containers: record.DeliveryContainers, DeliveredDate: null },
    new Date(),
  );
  const number = record.ShipNumber ?? '';
  return (
    <Group gap="xs">
      <Button
        variant="light"
        size="sm"
        disabled={!enabled.earliestDelivery}
        aria-label={`EARLIEST DELIVERY for ${number}`}
        onClick={() => openDialog('EARLIEST', target)}
      >
        EARLIEST DELIVERY
      </Button>
      <Button
        size="sm"
        disabled={!enabled.delivery}
        aria-label={`ARRANGE DELIVERY for ${number}`}
        onClick={() => openDialog('ARRANGE', target)}
      >
        ARRANGE DELIVERY
      </Button>
    </Group>
  );
}

/** The record's chat: its channel is the key it was opened by (hub §7 chat channel shipmentId). */
function chatOf(recordKey: string, record: DetailGeneral, refreshRecord: () => void): RecordChatProps {
  const mark = markOf(recordKey, record);
  return {
    recordKey: mark.key,
    recordNumber: mark.number,
    isShipment: mark.isShipment,
    DataSource: mark.dataSource,
    // hub §9: the bot ticked a favourite or priority: the star and the tick are read again.
    onRecordMarksChanged: refreshRecord,
  };
}

function RouteOfRecord({ recordKey }: { recordKey: string }) {
  const transport = useDetailTransport(recordKey);
  if (transport.isPending) return null;
  if (transport.isError) {
    return (
      <Alert color="red" variant="light" title="PLANNED ROUTE">
        {MESSAGES.otherError}
      </Alert>
    );
  }
  const t = transport.data;
  return t.Layout === 'ORDER' ? (
    <RoutePanel layout="ORDER" rows={t.TransportDetails} />
  ) : (
    <RoutePanel layout="SHIPMENT" legs={t.TransportDetailsFromShipment} />
  );
}

function DetailBody({
  recordKey,
  record,
  delivery,
}: {
  recordKey: string;
  record: DetailGeneral;
  delivery: DeliverySlots;
}) {
  const { data: user } = useCurrentUser();
  const unit: UnitOfMeasure = user?.unitOfMeasure ?? 'METRIC';
  const smallScreen = useScreenSize() === 'small';
  const milestones = useDetailMilestones(recordKey);
  const milestoneRows = milestones.data ?? [];
  const containers = containerPanelFor(record);
  const queryClient = useQueryClient();
  const title =
    record.RecordType === 'ORDER'
      ? `ORDER ${record.OrdNumberFull ?? ''}`
      : `SHIPMENT ${record.ShipNumber ?? ''}`;
  // A stored request changes the containers' state: refresh the record (and with it the buttons).
  const refreshRecord = () => void queryClient.invalidateQueries({ queryKey: detailKeys.record(recordKey) });
  const staff = user ? isAtLeast(user.type, 'NU') : false;
  // hub §4 record notification subscription, given by the app layer (lib/record-notification-slot.ts).
  const NotificationToggle = useRecordNotificationToggle();
  useLiveRecord(recordKey, record.ShipKey);
  return (
    <delivery.DialogsProvider onDone={refreshRecord}>
      <Container component="main" size="xl" py="lg" px={{ base: 'xs', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Group gap="xs" wrap="nowrap">
              <Title order={1} size="h3">
                {title.trim()}
              </Title>
              {NotificationToggle && (
                <NotificationToggle record={markOf(recordKey, record)} placement="detail" />
              )}
            </Group>
            <Group gap="xs">
              <DeliveryActions record={record} />
              {record.ShipKey && <BookAgainButton shipKey={record.ShipKey} />}
            </Group>
          </Group>
          {record.Contract && (
            <ContractLink
              contract={record.Contract}
              linked={user ? hasConnectAccess(toAccessSubject(user)) : false}
            />
          )}
          <HeaderPanel record={record} />
          <Grid gap="md">
            <Grid.Col span={{ base: 12, lg: 8 }}>
              <Stack gap="md">
                <KeyDatesPanel
                  record={record}
                  milestones={milestoneRows}
                  actions={<RecordToggles recordKey={recordKey} record={record} />}
                />
                {milestones.isError ? (
                  <Alert color="red" variant="light" title="SHIPPING STATUS">
                    {MESSAGES.otherError}
                  </Alert>
                ) : (
                  <StatusPanel
                    milestones={milestoneRows}
                    exWorks={record.OrdExWorks}
                    smallScreen={smallScreen}
                    transportMode={record.TransportMode}
                  />
                )}
                {record.ShipKey && <DateHistoryPanel recordKey={recordKey} shipKey={record.ShipKey} />}
                {containers === 'CONTAINERS' && (
                  <ContainersPanel
                    containers={record.Containers}
                    deliveries={record.ShipmentContainersDetail}
                    unit={unit}
                  />
                )}
                {containers === 'LCL_CARGO' && (
                  <LclCargoPanel lines={record.Containers} milestones={milestoneRows} unit={unit} />
                )}
                {record.ShipKey && (
                  <delivery.RequestsPanel
                    shipKey={record.ShipKey}
                    canConfirm={staff}
                    onConfirmed={refreshRecord}
                  />
                )}
                <RouteOfRecord recordKey={recordKey} />
                <ReferenceNumbersPanel record={record} />
                <GoodsPanel record={record} unit={unit} />
                <Suspense fallback={<Loader size="sm" aria-label="Loading documents" />}>
                  <DocumentsPanel recordKey={recordKey} />
                </Suspense>
                <Suspense fallback={<Loader size="sm" aria-label="Loading notes" />}>
                  <OrderNotesPanel recordKey={recordKey} />
                </Suspense>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 4 }}>
              <Stack gap="md">
                <EmissionsPanel recordKey={recordKey} />
                <ContactsPanel recordKey={recordKey} />
                <InvoicePanel />
                <ShipmentChatPanel chat={chatOf(recordKey, record, refreshRecord)} />
              </Stack>
            </Grid.Col>
          </Grid>
        </Stack>
      </Container>
    </delivery.DialogsProvider>
  );
}

/**
 * /shipment/:key (hub §2 "Shipment detail screen"): a shipment or order by its key; also opened in a
 * new tab. The delivery dialogs and requests panel come from the delivery feature, given by the
 * app layer (lib/delivery-slots.ts).
 */
export function ShipmentDetailPage({ delivery }: { delivery: DeliverySlots }) {
  const key = useParams().key ?? '';
  const general = useDetailGeneral(key);
  if (general.isPending) return <PageLoader label="Loading the shipment" />;
  if (general.isError) {
    const missing = isApiError(general.error) && general.error.status === 404;
    return (
      <NoticeScreen
        title={missing ? 'RECORD NOT FOUND' : MESSAGES.somethingWentWrong}
        actions={
          missing ? (
            <Button component={Link} to="/tracking/All">
              SEARCH SHIPMENTS
            </Button>
          ) : (
            <Button onClick={() => void general.refetch()}>TRY AGAIN</Button>
          )
        }
      >
        {missing ? (
          <Text c="dimmed">There is no shipment or order {key} that you can see.</Text>
        ) : (
          MESSAGES.somethingWentWrongBody
        )}
      </NoticeScreen>
    );
  }
  return <DetailBody recordKey={key} record={general.data} delivery={delivery} />;
}

/** The connect contract the order was made from (issue 16): a link for users with connect access. */
function ContractLink({
  contract,
  linked,
}: {
  contract: NonNullable<DetailGeneral['Contract']>;
  linked: boolean;
}) {
  const text = `FROM CONTRACT ${contract.referenceNumber} (${contract.status})`;
  return linked ? (
    <Text size="sm">
      <Link to={`/connect/contracts/${encodeURIComponent(contract._id)}`}>{text}</Link>
    </Text>
  ) : (
    <Text size="sm">{text}</Text>
  );
}
