import { Alert, Anchor, Center, Group, Loader, Modal, Stack, Title } from '@mantine/core';
import { QUICK_LOOKUP_DETAIL_ERROR, type QuickLookupResult } from '@navia/domain/contracts/lookup';
import { isLcl, quickLookupPanels } from '@navia/domain/rules/detail-panels';
import { IconArrowLeft } from '@tabler/icons-react';
import { ContainersPanel } from '../../../components/shipment-summary/containers-panel.tsx';
import { HeaderPanel } from '../../../components/shipment-summary/header-panel.tsx';
import { KeyDatesPanel } from '../../../components/shipment-summary/key-dates-panel.tsx';
import { LclCargoPanel } from '../../../components/shipment-summary/lcl-cargo-panel.tsx';
import { ReferenceNumbersPanel } from '../../../components/shipment-summary/reference-numbers-panel.tsx';
import { RoutePanel } from '../../../components/shipment-summary/route-panel.tsx';
import { StatusPanel } from '../../../components/shipment-summary/status-panel.tsx';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { useQuickLookupDetail } from '../api/quick-lookup.ts';

/**
 * hub §2 quick-lookup modal (full width): a link back to the Login page and a close button; general
 * info, status bar, key dates without favourite/priority buttons, reference numbers (when the
 * shipment number is not N/A), containers (not air; no SKU details) and the planned route (air only).
 */
export function QuickLookupModal({
  selected,
  onClose,
}: {
  selected: QuickLookupResult | null;
  onClose: () => void;
}) {
  const detail = useQuickLookupDetail(selected);
  const smallScreen = useScreenSize() === 'small';
  const record = detail.data;
  const panels = record ? quickLookupPanels(record) : null;
  return (
    <Modal
      opened={selected !== null}
      onClose={onClose}
      size="100%"
      // Above the cookie banner (250) and the maintenance banner (300), so the whole summary is readable.
      zIndex={350}
      title={
        <Group gap="md">
          <Anchor component="button" type="button" onClick={onClose} fw={600} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              Back to the Login page
            </Group>
          </Anchor>
          <Title order={2} size="h4" component="span">
            SHIPMENT {selected?.shipNumber}
          </Title>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
      padding="md"
    >
      {detail.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading the shipment" />
        </Center>
      )}
      {detail.isError && (
        <Alert color="red" variant="light" role="alert">
          {QUICK_LOOKUP_DETAIL_ERROR}
        </Alert>
      )}
      {record && panels && (
        <Stack gap="md">
          <HeaderPanel record={record} />
          <StatusPanel
            milestones={record.milestones.milestones}
            exWorks={record.OrdExWorks}
            smallScreen={smallScreen}
            transportMode={record.TransportMode}
          />
          <KeyDatesPanel record={record} milestones={record.milestones.milestones} />
          {panels.referenceNumbers && <ReferenceNumbersPanel record={record} />}
          {panels.containers &&
            record.Containers.length > 0 &&
            (isLcl(record.ContainerMode) ? (
              <LclCargoPanel
                lines={record.Containers}
                milestones={record.milestones.milestones}
                unit="METRIC"
              />
            ) : (
              <ContainersPanel
                containers={record.Containers}
                deliveries={record.ShipmentContainersDetail}
                unit="METRIC"
              />
            ))}
          {panels.plannedRoute && <RoutePanel layout="SHIPMENT" legs={record.TransportDetailsFromShipment} />}
        </Stack>
      )}
    </Modal>
  );
}
