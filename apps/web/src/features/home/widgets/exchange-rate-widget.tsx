/**
 * The EXCHANGE RATE CALCULATOR (issue 13 item 11; hub §4, §5, §8, §9): CHECK LIVE EXCHANGE RATES.
 * An amount (required) and two searchable currency selects; once both currencies are chosen the rate
 * is fetched (getExchangeRate) and shown with the ECB rates' date; the result (2 decimals, exact
 * decimal arithmetic) appears when the amount, both currencies and the rate exist. Changing a
 * currency clears the rate and result until the new rate arrives; INVERT swaps the currencies and
 * re-converts. A missing rate shows 'exchange rate not returned'.
 */
import { Alert, Button, Group, Loader, NumberInput, Select, Stack, Text } from '@mantine/core';
import { convertAmount, formatAmount } from '@navia/domain/rules/dashboard/exchange';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { WidgetFrame } from '../../../components/dashboard/widget-frame.tsx';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { useCurrencies, useExchangeRate } from './api/exchange-rates.ts';

export const EXCHANGE_HEADING = 'CHECK LIVE EXCHANGE RATES';
export const RATE_MISSING_TEXT = 'exchange rate not returned';
const AMOUNT_REQUIRED_TEXT = 'This field is required.';

export function ExchangeRateWidget({ item }: WidgetProps) {
  const currencies = useCurrencies();
  const [amount, setAmount] = useState<string>('');
  const [touched, setTouched] = useState(false);
  const [base, setBase] = useState<string | null>(null);
  const [quote, setQuote] = useState<string | null>(null);
  const rate = useExchangeRate(base, quote);

  if (currencies.isPending)
    return <WidgetFrame title={item.componentNameValue} state={{ status: 'loading' }} />;
  if (currencies.isError) return <WidgetFrame title={item.componentNameValue} state={{ status: 'error' }} />;

  const options = currencies.data.currencies.map((c) => ({ value: c.value, label: c.label }));
  const amountValid = amount.trim() !== '' && Number.isFinite(Number(amount)) && Number(amount) >= 0;
  const result =
    amountValid && base && quote && rate.data ? convertAmount(amount, rate.data.exchangeRate) : null;

  return (
    <WidgetFrame title={item.componentNameValue}>
      <Stack gap="xs">
        <Text size="sm" fw={600} c="dimmed" component="h3" m={0}>
          {EXCHANGE_HEADING}
        </Text>
        <NumberInput
          label="AMOUNT"
          required
          min={0}
          allowNegative={false}
          decimalScale={2}
          hideControls
          value={amount}
          onChange={(v) => setAmount(String(v))}
          onBlur={() => setTouched(true)}
          error={touched && !amountValid ? AMOUNT_REQUIRED_TEXT : undefined}
          size="xs"
        />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Select
            label="FROM"
            placeholder="Currency"
            searchable
            data={options}
            value={base}
            onChange={setBase}
            nothingFoundMessage="No currency"
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button
            variant="light"
            size="xs"
            onClick={() => {
              setBase(quote);
              setQuote(base);
            }}
            disabled={!base && !quote}
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
          >
            INVERT
          </Button>
          <Select
            label="TO"
            placeholder="Currency"
            searchable
            data={options}
            value={quote}
            onChange={setQuote}
            nothingFoundMessage="No currency"
            size="xs"
            style={{ flex: 1, minWidth: 0 }}
          />
        </Group>
        <div aria-live="polite">
          {base && quote && rate.isFetching && !rate.data ? (
            <Loader size="xs" aria-label="Loading rate" />
          ) : null}
          {base && quote && rate.isError ? (
            <Alert color="red" variant="light" p="xs" role="alert">
              {RATE_MISSING_TEXT}
            </Alert>
          ) : null}
          {base && quote && rate.data ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed" data-testid="exchange-rate">
                1 {base} = {rate.data.exchangeRate} {quote} (ECB reference rate of {rate.data.date})
              </Text>
              {result !== null ? (
                <Text size="sm" data-testid="exchange-result">
                  {formatAmount(Number(amount))} {base} ={' '}
                  <Text span fw={700} size="sm">
                    {formatAmount(result)} {quote}
                  </Text>
                </Text>
              ) : null}
            </Stack>
          ) : null}
        </div>
      </Stack>
    </WidgetFrame>
  );
}
