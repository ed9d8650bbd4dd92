/**
 * The panels of the contract page: parties (connect §3 buyer, seller, organisation), terms, SKUs
 * (connect §3 SKU: prices from minor units, quantities ordered, confirmed and still available),
 * children and history (newest first).
 */
import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { Contract } from '@navia/domain/contracts/connect-contracts';
import { TERMINAL_CONTRACT_STATUSES } from '@navia/domain/rules/contracts/workflow';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DetailPanel } from '../../../components/shipment-summary/detail-panel.tsx';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { useContract } from '../api/contract.ts';
import { formatContractDate, formatContractDateTime } from '../rules/contract-dates.ts';
import { contractPath } from '../rules/contract-paths.ts';
import { formatMinorUnits } from '../rules/money.ts';
import { ContractActions } from './contract-actions.tsx';
import { ContractStatusBadge } from './contract-status.tsx';
import classes from './contracts.module.css';

const NONE = '—';

function Terms({ items }: { items: readonly [label: string, value: ReactNode][] }) {
  return (
    <dl className={classes.termList}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? NONE : value}</dd>
        </div>
      ))}
    </dl>
  );
}

const partyText = (party: Contract['buyer']) => (
  <>
    {party.name}{' '}
    <Text span size="xs" c="dimmed">
      {`(${party.kind})`}
    </Text>
  </>
);

export function PartiesPanel({ contract, assign }: { contract: Contract; assign: ReactNode }) {
  const locale = useLocale();
  return (
    <DetailPanel title="PARTIES">
      <Terms
        items={[
          ['BUYER', partyText(contract.buyer)],
          ['SELLER', partyText(contract.seller)],
          ['ORGANISATION', contract.organisation],
          ['ASSIGNED TO', assign],
          ['AWAITING', contract.awaitingParty?.toUpperCase() ?? null],
          ['CREATED', formatContractDate(contract.createdAt, locale)],
        ]}
      />
    </DetailPanel>
  );
}

const formerReference = (contract: Contract): [string, ReactNode] => [
  'FORMER REFERENCE',
  contract.oldRefNumber,
];

const TRANSPORT_LABELS: Readonly<Record<string, string>> = { ROA: 'ROAD' };

export function TermsPanel({ contract }: { contract: Contract }) {
  const locale = useLocale();
  return (
    <DetailPanel title="TERMS">
      <Terms
        items={[
          ['COUNTRY OF ORIGIN', contract.countryOfOrigin],
          ['PORT OF LOADING', contract.portOfLoading],
          ['COUNTRY OF DESTINATION', contract.countryOfDestination],
          ['PORT OF DESTINATION', contract.portOfFinalDestination],
          [
            'TRANSPORT',
            contract.transportType
              ? (TRANSPORT_LABELS[contract.transportType] ?? contract.transportType)
              : null,
          ],
          ['CONTAINER MODE', contract.containerMode],
          ['SERVICE TYPE', contract.serviceType],
          ['INCOTERMS', contract.incoTerms],
          ['PRODUCT READY', formatContractDate(contract.productReadyDate, locale)],
          ['PRODUCT DELIVERY', formatContractDate(contract.productDeliveryDate, locale)],
          ['REQ. EX WORKS', formatContractDate(contract.reqExWorksDate, locale)],
          ['REQ. IN STORE', formatContractDate(contract.reqInStoreDate, locale)],
          ['PICK-UP ADDRESS', contract.pickUpAddress],
          ['SHIPPING ADDRESS', contract.shippingAddress],
          ['GOODS DESCRIPTION', contract.goodsDescription],
          [
            'ADDITIONAL SERVICE',
            contract.additionalServiceRequired ? (contract.additionalService ?? 'REQUIRED') : 'NOT REQUIRED',
          ],
          ['INSPECTION', contract.inspectionRequired ? 'REQUIRED' : 'NOT REQUIRED'],
          ['APPROVALS', contract.approvalsRequired ? 'REQUIRED' : 'NOT REQUIRED'],
          ...(contract.orderNumberOverwritten ? [formerReference(contract)] : []),
        ]}
      />
    </DetailPanel>
  );
}

const weight = (value: number | null, unit: string, locale: string) =>
  value === null ? NONE : `${formatNumber(value, locale)} ${unit}`;

export function SkusPanel({ contract }: { contract: Contract }) {
  const locale = useLocale();
  return (
    <DetailPanel title={`SKUS (${contract.skus.length})`}>
      {contract.skus.length === 0 ? (
        <Text size="sm" c="dimmed">
          No SKUs.
        </Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reachable by keyboard (WCAG 2.1.1)
        <section className={classes.scrollX} aria-label="SKUs" tabIndex={0}>
          <Table className={classes.nowrap} verticalSpacing="xs" fz="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">PRODUCT N°</Table.Th>
                <Table.Th scope="col">DESCRIPTION</Table.Th>
                <Table.Th scope="col" ta="right">
                  UNIT PRICE
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  QTY
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  CONFIRMED
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  AVAILABLE
                </Table.Th>
                <Table.Th scope="col">UOM</Table.Th>
                <Table.Th scope="col" ta="right">
                  WEIGHT / UNIT
                </Table.Th>
                <Table.Th scope="col">STATUS</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contract.skus.map((sku) => (
                <Table.Tr key={sku._id}>
                  <Table.Td fw={600}>{sku.productNumber}</Table.Td>
                  <Table.Td title={sku.fullProductDescription ?? undefined}>
                    {sku.productDescription}
                  </Table.Td>
                  <Table.Td ta="right">{formatMinorUnits(sku.unitPrice, sku.unitCurrency, locale)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(sku.quantity, locale)}</Table.Td>
                  <Table.Td ta="right">
                    {sku.quantityTemp === null ? NONE : formatNumber(sku.quantityTemp, locale)}
                  </Table.Td>
                  <Table.Td ta="right">{formatNumber(sku.skuQtyAvailable, locale)}</Table.Td>
                  <Table.Td>{sku.unitOfMeasure}</Table.Td>
                  <Table.Td ta="right">{weight(sku.weightPerUnit, sku.unitOfWeight, locale)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <Badge size="sm" variant="light" color={sku.status === 'CONFIRMED' ? 'teal' : 'gray'}>
                        {sku.status}
                      </Badge>
                      {sku.isAdhoc && (
                        <Badge size="sm" variant="outline" color="gray" title="Typed on this contract only">
                          AD HOC
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </DetailPanel>
  );
}

/** A child's own actions need its own workflow fields: it is read on its own (GET /{id}). */
function ChildActions({ id }: { id: string }) {
  const child = useContract(id);
  if (!child.data) return null;
  return <ContractActions contract={child.data} compact />;
}

export function ChildrenPanel({ contract }: { contract: Contract }) {
  const locale = useLocale();
  if (contract.children.length === 0) return null;
  return (
    <DetailPanel title={`CHILD CONTRACTS (${contract.children.length})`}>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reachable by keyboard (WCAG 2.1.1) */}
      <section className={classes.scrollX} aria-label="Child contracts" tabIndex={0}>
        <Table verticalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">REFERENCE N°</Table.Th>
              <Table.Th scope="col">STATUS</Table.Th>
              <Table.Th scope="col">CREATED</Table.Th>
              <Table.Th scope="col" ta="right">
                QTY
              </Table.Th>
              <Table.Th scope="col">ACTIONS</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contract.children.map((child) => (
              <Table.Tr key={child._id}>
                <Table.Td className={classes.nowrap}>
                  <Anchor component={Link} to={contractPath(child._id)} fw={600} size="sm">
                    {child.referenceNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td className={classes.nowrap}>
                  <ContractStatusBadge status={child.status} />
                </Table.Td>
                <Table.Td className={classes.nowrap}>{formatContractDate(child.createdAt, locale)}</Table.Td>
                <Table.Td ta="right">{formatNumber(child.totalQuantity, locale)}</Table.Td>
                <Table.Td>
                  {TERMINAL_CONTRACT_STATUSES.includes(child.status) ? null : <ChildActions id={child._id} />}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </section>
    </DetailPanel>
  );
}

export function HistoryPanel({ contract }: { contract: Contract }) {
  const locale = useLocale();
  const rows = [...contract.history].sort((a, b) => (a.changeDate < b.changeDate ? 1 : -1));
  return (
    <DetailPanel title="HISTORY">
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet.
        </Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is reachable by keyboard (WCAG 2.1.1)
        <section className={classes.scrollX} aria-label="History" tabIndex={0}>
          <Table verticalSpacing="xs" fz="sm" miw={420}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">DATE</Table.Th>
                <Table.Th scope="col">BY</Table.Th>
                <Table.Th scope="col">WHAT</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.changeDate}-${row.action}-${row.updatedFieldsText}`}>
                  <Table.Td className={classes.nowrap}>
                    <time dateTime={row.changeDate}>{formatContractDateTime(row.changeDate, locale)}</time>
                  </Table.Td>
                  <Table.Td>{row.changedBy}</Table.Td>
                  <Table.Td>
                    {row.updatedFieldsText}
                    {row.toStatus && row.toStatus !== row.fromStatus && (
                      <Text
                        span
                        size="xs"
                        c="dimmed"
                      >{` (${row.fromStatus ?? 'NEW'} → ${row.toStatus})`}</Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      )}
    </DetailPanel>
  );
}
