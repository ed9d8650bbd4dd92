/**
 * A quote's options ordered by price or by transit (a toggle; the domain's sortOptions order), or,
 * for a manual quote (hub §4 manual-quote-required: results empty), the message that the request
 * went to the team for pricing.
 */
import { Alert, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Quote, QuoteOption } from '@navia/domain/contracts/quotes';
import { type QuoteSort, sortOptions } from '@navia/domain/rules/quotes/options';
import { useMemo, useState } from 'react';
import { QuoteOptionCard } from './quote-option-card.tsx';
import { QUOTE_TEXTS } from './quote-texts.ts';

type QuoteOptionsProps = {
  quote: Quote;
  initialSort?: QuoteSort;
  onAccept?: ((option: QuoteOption) => void) | undefined;
  acceptingOptionId?: string | null;
};

const canAccept = (quote: Quote) => quote.status === 'INSTANT' || quote.status === 'PRICED';

export function QuoteOptions({
  quote,
  initialSort = 'price',
  onAccept,
  acceptingOptionId = null,
}: QuoteOptionsProps) {
  const [sort, setSort] = useState<QuoteSort>(initialSort);
  const options = useMemo(() => sortOptions(quote.options, sort), [quote.options, sort]);

  if (quote.options.length === 0) {
    return quote.manualQuoteRequired ? (
      <Alert color="blue" title={QUOTE_TEXTS.manualTitle} role="status">
        {QUOTE_TEXTS.manualBody}
      </Alert>
    ) : (
      <Text c="dimmed">{QUOTE_TEXTS.noOptions}</Text>
    );
  }
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Text fw={700}>{`${options.length} OPTION${options.length === 1 ? '' : 'S'}`}</Text>
        <SegmentedControl
          aria-label="ORDER BY"
          value={sort}
          onChange={(v) => setSort(v as QuoteSort)}
          data={[
            { value: 'price', label: 'CHEAPEST' },
            { value: 'transit', label: 'FASTEST' },
          ]}
        />
      </Group>
      {options.map((option) => (
        <QuoteOptionCard
          key={option.optionId}
          option={option}
          accepted={quote.acceptedOptionId === option.optionId}
          onAccept={canAccept(quote) && onAccept ? onAccept : undefined}
          accepting={acceptingOptionId === option.optionId}
        />
      ))}
    </Stack>
  );
}
