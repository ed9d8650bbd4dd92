import { Table, Text, Tooltip } from '@mantine/core';
import type { DetailContainer, MilestoneRow, PublicContainer } from '@navia/domain/contracts/shipment-detail';
import {
  formatWeight,
  LCL_DESCRIPTION_MAX,
  NOT_AVAILABLE,
  truncateText,
  type UnitOfMeasure,
} from '@navia/domain/rules/detail-panels';
import { cargoDeliveryDate } from '@navia/domain/rules/milestones';
import { useLocale } from '../../lib/locale.ts';
import { DetailPanel } from './detail-panel.tsx';
import { formatDate } from './format.ts';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import classes from './shipment-summary.module.css';

function Description({ text }: { text: string | null }) {
  if (!text) return <>{NOT_AVAILABLE}</>;
  const cut = truncateText(text, LCL_DESCRIPTION_MAX);
  if (!cut.truncated) return <>{text}</>;
  return (
    <Tooltip label={text} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      <Text span size="sm" tabIndex={0} aria-label={text} style={{ cursor: 'help' }}>
        {cut.text}
      </Text>
    </Tooltip>
  );
}

/**
 * hub §2 cargo panel (LCL): DESCRIPTION (cut at 35 characters, full text in a tooltip), PIECES, TYPE,
 * WEIGHT, VOLUME, CONTAINER NUMBER, EST. DELIVERY — the DELIVERED actual date once delivered (hub §4).
 */
export function LclCargoPanel({
  lines,
  milestones,
  unit,
}: {
  lines: readonly (DetailContainer | PublicContainer)[];
  milestones: readonly MilestoneRow[];
  unit: UnitOfMeasure;
}) {
  const locale = useLocale();
  const delivered = cargoDeliveryDate(milestones);
  return (
    <DetailPanel title="CARGO">
      <HorizontalScroller label="cargo">
        <Table verticalSpacing="xs" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">DESCRIPTION</Table.Th>
              <Table.Th scope="col" ta="right">
                PIECES
              </Table.Th>
              <Table.Th scope="col">TYPE</Table.Th>
              <Table.Th scope="col" ta="right">
                WEIGHT
              </Table.Th>
              <Table.Th scope="col" ta="right">
                VOLUME
              </Table.Th>
              <Table.Th scope="col">CONTAINER NUMBER</Table.Th>
              <Table.Th scope="col">EST. DELIVERY</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cargo lines share a container number and keep the server's order
              <Table.Tr key={`${line.ContainerNumber}-${i}`}>
                <Table.Td>
                  <Description text={line.ContainerDescription} />
                </Table.Td>
                <Table.Td ta="right">{line.ContainerPieces ?? NOT_AVAILABLE}</Table.Td>
                <Table.Td>{line.ContainerType}</Table.Td>
                <Table.Td ta="right">{formatWeight(line.ContainerWeight, unit, locale)}</Table.Td>
                <Table.Td ta="right">
                  {line.ContainerVolume === null ? NOT_AVAILABLE : `${line.ContainerVolume.toFixed(3)} M3`}
                </Table.Td>
                <Table.Td ff="monospace">{line.ContainerNumber}</Table.Td>
                <Table.Td>{formatDate(delivered ?? line.EstimatedDelivery, locale)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </HorizontalScroller>
    </DetailPanel>
  );
}
