import { Anchor, VisuallyHidden } from '@mantine/core';
import type { MilestoneRow, RecordSummary } from '@navia/domain/contracts/shipment-detail';
import { mapsSearchUrl } from '@navia/domain/rules/detail-panels';
import { keyDates } from '@navia/domain/rules/milestones';
import type { ReactNode } from 'react';
import { useLocale } from '../../lib/locale.ts';
import { DetailPanel, Field } from './detail-panel.tsx';
import { formatDate, placeName } from './format.ts';
import classes from './shipment-summary.module.css';

function MapLink({ place }: { place: string }) {
  return (
    <Anchor href={mapsSearchUrl(place)} target="_blank" rel="noopener noreferrer" size="sm" fw={500}>
      {place}
      <VisuallyHidden> (opens a map in a new tab)</VisuallyHidden>
    </Anchor>
  );
}

/**
 * hub §2 key dates panel: order date, ex works, required in store, departure and arrival (estimated
 * until actual), cargo delivery; the addresses link to a maps search. `actions` holds the favourite
 * and priority toggles where user buttons are shown.
 */
export function KeyDatesPanel({
  record,
  milestones,
  actions,
}: {
  record: RecordSummary;
  milestones: readonly MilestoneRow[];
  actions?: ReactNode;
}) {
  const locale = useLocale();
  return (
    <DetailPanel title="KEY DATES" actions={actions}>
      <div className={classes.keyDates}>
        {keyDates(record, milestones).map((d) => (
          <Field key={d.label} label={d.label}>
            {formatDate(d.date, locale)}
          </Field>
        ))}
        <Field label="ORIGIN ADDRESS">
          <MapLink place={placeName(record.Origin, record.OriginName, record.OriginCountry)} />
        </Field>
        <Field label="DESTINATION ADDRESS">
          <MapLink place={placeName(record.Destination, record.DestName, record.DestCountry)} />
        </Field>
      </div>
    </DetailPanel>
  );
}
