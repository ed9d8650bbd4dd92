import type { RecordSummary } from '@navia/domain/contracts/shipment-detail';
import { referenceNumbers } from '@navia/domain/rules/detail-panels';
import { DetailPanel, Field } from './detail-panel.tsx';
import classes from './shipment-summary.module.css';

/** hub §2 reference numbers: CLIENT SHIPMENT ID, UPS AWB NUMBER, FEDEX AWB NUMBER, CARNET NUMBER. */
export function ReferenceNumbersPanel({ record }: { record: RecordSummary }) {
  return (
    <DetailPanel title="REFERENCE NUMBERS">
      <div className={classes.references}>
        {referenceNumbers(record).map((r) => (
          <Field key={r.label} label={r.label}>
            {r.value}
          </Field>
        ))}
      </div>
    </DetailPanel>
  );
}
