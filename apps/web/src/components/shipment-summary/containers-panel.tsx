import { ActionIcon, Table, VisuallyHidden } from '@mantine/core';
import type {
  DetailContainer,
  PublicContainer,
  RecordSummary,
} from '@navia/domain/contracts/shipment-detail';
import {
  containerExpands,
  formatWeight,
  NOT_AVAILABLE,
  productsByLine,
  type UnitOfMeasure,
  yesNo,
} from '@navia/domain/rules/detail-panels';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { Fragment, useState } from 'react';
import { useLocale } from '../../lib/locale.ts';
import { DetailPanel } from './detail-panel.tsx';
import { formatDate } from './format.ts';
import { HorizontalScroller } from './horizontal-scroller.tsx';
import classes from './shipment-summary.module.css';

type Container = DetailContainer | PublicContainer;

const productsOf = (c: Container) => ('Products' in c ? c.Products : []);

function ProductLines({ container }: { container: DetailContainer }) {
  return (
    <Table withTableBorder={false} verticalSpacing={4} className={classes.table}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">LINE NO.</Table.Th>
          <Table.Th scope="col">PART NO.</Table.Th>
          <Table.Th scope="col">PRODUCT DESC.</Table.Th>
          <Table.Th scope="col">PRIORITY SKU</Table.Th>
          <Table.Th scope="col" ta="right">
            QTY RECEIVED
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {productsByLine(container.Products).map((p) => (
          <Table.Tr key={p.Line}>
            <Table.Td>{p.Line}</Table.Td>
            <Table.Td ff="monospace">{p.PartNo}</Table.Td>
            <Table.Td>{p.ProductDescription}</Table.Td>
            <Table.Td>{yesNo(p.IsPriority)}</Table.Td>
            <Table.Td ta="right">{p.Quantity}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * hub §2 container details (non-LCL): NUMBER, SEAL NUMBER, TYPE, WEIGHT, EST. DELIVERY, ACT. DELIVERY.
 * A row with products expands (one at a time, hub §4) to its product lines, sorted by line; the
 * quick lookup passes containers without products, so nothing expands there.
 */
export function ContainersPanel({
  containers,
  deliveries,
  unit,
}: {
  containers: readonly Container[];
  deliveries: RecordSummary['ShipmentContainersDetail'];
  unit: UnitOfMeasure;
}) {
  const locale = useLocale();
  const [expanded, setExpanded] = useState<string | null>(null);
  const actualDelivery = (number: string) =>
    deliveries.find((d) => d.ContainerNumber === number)?.ActualDelivery;
  return (
    <DetailPanel title="CONTAINER DETAILS">
      <HorizontalScroller label="container details">
        <Table verticalSpacing="xs" className={classes.table} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={40}>
                <VisuallyHidden>PRODUCTS</VisuallyHidden>
              </Table.Th>
              <Table.Th scope="col">NUMBER</Table.Th>
              <Table.Th scope="col">SEAL NUMBER</Table.Th>
              <Table.Th scope="col">TYPE</Table.Th>
              <Table.Th scope="col" ta="right">
                WEIGHT
              </Table.Th>
              <Table.Th scope="col">EST. DELIVERY</Table.Th>
              <Table.Th scope="col">ACT. DELIVERY</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {containers.map((c) => {
              const products = productsOf(c);
              const expands = containerExpands({ Products: products });
              const open = expanded === c.ContainerNumber;
              return (
                <Fragment key={c.ContainerNumber}>
                  <Table.Tr>
                    <Table.Td>
                      {expands && (
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-expanded={open}
                          aria-label={`${open ? 'Hide' : 'Show'} products of ${c.ContainerNumber}`}
                          onClick={() => setExpanded(open ? null : c.ContainerNumber)}
                        >
                          {open ? (
                            <IconChevronDown size={16} aria-hidden />
                          ) : (
                            <IconChevronRight size={16} aria-hidden />
                          )}
                        </ActionIcon>
                      )}
                    </Table.Td>
                    <Table.Td ff="monospace">{c.ContainerNumber}</Table.Td>
                    <Table.Td>{c.ContainerSealNumber ?? NOT_AVAILABLE}</Table.Td>
                    <Table.Td>{c.ContainerType}</Table.Td>
                    <Table.Td ta="right">{formatWeight(c.ContainerWeight, unit, locale)}</Table.Td>
                    <Table.Td>{formatDate(c.EstimatedDelivery, locale)}</Table.Td>
                    <Table.Td>{formatDate(actualDelivery(c.ContainerNumber), locale)}</Table.Td>
                  </Table.Tr>
                  {open && 'Products' in c && (
                    <Table.Tr className={classes.products}>
                      <Table.Td />
                      <Table.Td colSpan={6}>
                        <ProductLines container={c} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </HorizontalScroller>
    </DetailPanel>
  );
}
