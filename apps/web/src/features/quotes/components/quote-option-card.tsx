/**
 * One quote option (issue 18): carrier, service, transit days, validity, total and CO2e, with an
 * expandable price breakdown showing each charge as the rate card has it and converted to the
 * quote's currency, and the exchange rates applied with their ECB day.
 */
import { Badge, Button, Card, Collapse, Group, Stack, Table, Text } from '@mantine/core';
import type { QuoteOption } from '@navia/domain/contracts/quotes';
import { formatMoney } from '@navia/domain/rules/invoices/money';
import { useId, useState } from 'react';
import { formatDate, formatNumber, useLocale } from '../../../lib/locale.ts';
import { QUOTE_TEXTS } from './quote-texts.ts';

type QuoteOptionCardProps = {
  option: QuoteOption;
  /** Offered while the quote can still be accepted. */
  onAccept?: ((option: QuoteOption) => void) | undefined;
  accepting?: boolean;
  accepted?: boolean;
};

export function QuoteOptionCard({
  option,
  onAccept,
  accepting = false,
  accepted = false,
}: QuoteOptionCardProps) {
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const breakdownId = useId();
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <div>
            <Text fw={700} id={titleId}>
              {option.carrier.toUpperCase()}
            </Text>
            <Text size="sm" c="dimmed">
              {option.serviceLevel.toUpperCase()}
            </Text>
          </div>
          <Text fw={700} size="xl" aria-label={`TOTAL ${formatMoney(option.total, locale)}`}>
            {formatMoney(option.total, locale)}
          </Text>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            TRANSIT: <b>{`${option.transitDays} DAYS`}</b>
          </Text>
          <Text size="sm">
            VALID UNTIL: <b>{formatDate(option.validUntil, locale).toUpperCase()}</b>
          </Text>
          <Text size="sm">
            CO2E:{' '}
            <b>
              {option.co2eKg === null
                ? 'NOT AVAILABLE'
                : `${formatNumber(option.co2eKg, locale, { maximumFractionDigits: 0 })} KG`}
            </b>
          </Text>
          {option.chargeableWeightKg !== null ? (
            <Text size="sm">
              CHARGEABLE:{' '}
              <b>{`${formatNumber(option.chargeableWeightKg, locale, { maximumFractionDigits: 1 })} KG`}</b>
            </Text>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={open}
            aria-controls={breakdownId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'HIDE PRICE BREAKDOWN' : 'SHOW PRICE BREAKDOWN'}
          </Button>
          {accepted ? (
            <Badge color="green" size="lg">
              {QUOTE_TEXTS.accepted}
            </Badge>
          ) : onAccept ? (
            <Button
              onClick={() => onAccept(option)}
              loading={accepting}
              aria-label={`${QUOTE_TEXTS.accept} ${option.carrier.toUpperCase()} ${option.serviceLevel.toUpperCase()}`}
            >
              {QUOTE_TEXTS.accept}
            </Button>
          ) : null}
        </Group>
        <Collapse expanded={open} id={breakdownId}>
          <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} style={{ overflowX: 'auto' }}>
            <Table fz="sm" aria-label={`PRICE BREAKDOWN ${option.carrier.toUpperCase()}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>CHARGE</Table.Th>
                  <Table.Th ta="right">ORIGINAL</Table.Th>
                  <Table.Th ta="right">CONVERTED</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {option.breakdown.map((charge) => (
                  <Table.Tr key={`${charge.code}-${charge.label}`}>
                    <Table.Td>{charge.label.toUpperCase()}</Table.Td>
                    <Table.Td ta="right">{formatMoney(charge.original, locale)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(charge.converted, locale)}</Table.Td>
                  </Table.Tr>
                ))}
                <Table.Tr>
                  <Table.Td fw={700}>TOTAL</Table.Td>
                  <Table.Td />
                  <Table.Td ta="right" fw={700}>
                    {formatMoney(option.total, locale)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {option.exchangeRates.length > 0 ? (
            <Stack gap={2} mt="xs">
              {option.exchangeRates.map((rate) => (
                <Text size="xs" c="dimmed" key={`${rate.from}-${rate.to}`}>
                  {`EXCHANGE RATE: 1 ${rate.from} = ${formatNumber(rate.rate, locale, { maximumFractionDigits: 6 })} ${rate.to} (ECB, ${formatDate(rate.date, locale).toUpperCase()})`}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text size="xs" c="dimmed" mt="xs">
              NO CURRENCY CONVERSION
            </Text>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
