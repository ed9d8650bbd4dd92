import { SimpleGrid } from '@mantine/core';
import type { DetailGeneral } from '@navia/domain/contracts/shipment-detail';
import { formatWeight, NOT_AVAILABLE, type UnitOfMeasure } from '@navia/domain/rules/detail-panels';
import { DetailPanel, Field } from '../../../components/shipment-summary/detail-panel.tsx';
import { useLocale } from '../../../lib/locale.ts';

const text = (value: string | number | null) =>
  value === null || value === '' ? NOT_AVAILABLE : String(value);

/** hub §2 goods panel: what is carried, for whom, and under which bills. */
export function GoodsPanel({ record, unit }: { record: DetailGeneral; unit: UnitOfMeasure }) {
  const g = record.Goods;
  const locale = useLocale();
  const packages = g.NoOfPacks === null ? NOT_AVAILABLE : `${g.NoOfPacks} ${g.PackType ?? ''}`.trim();
  const volume =
    g.ActualVolume === null ? NOT_AVAILABLE : `${g.ActualVolume.toFixed(3)} ${g.UnitOfVolume ?? ''}`.trim();
  return (
    <DetailPanel title="GOODS">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm">
        <Field label="SUPPLIER">{text(g.Supplier)}</Field>
        <Field label="CONSIGNEE">{text(g.ShipConsignee)}</Field>
        <Field label="PACKAGES">{packages}</Field>
        <Field label="ACTUAL WEIGHT">{formatWeight(g.ActualWeight, unit, locale)}</Field>
        <Field label="CHARGEABLE WEIGHT">{formatWeight(g.ChargeableWeight, unit, locale)}</Field>
        <Field label="VOLUME">{volume}</Field>
        <Field label="SERVICE LEVEL">{text(g.ServiceLevel)}</Field>
        <Field label="HOUSE BILL">{text(g.HouseBill)}</Field>
        <Field label="MASTER BILL">{text(g.MasterBill)}</Field>
        <Field label="CUSTOMS STATUS">{text(g.CustomsStatus)}</Field>
        <Field label="ORDER REFERENCE">{text(record.ShipOrderReference)}</Field>
        <Field label="DIRECTION">{text(record.Direction)}</Field>
      </SimpleGrid>
    </DetailPanel>
  );
}
