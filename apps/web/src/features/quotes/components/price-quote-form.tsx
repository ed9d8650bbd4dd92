/**
 * Staff price a manual quote (issue 18): one or more options, each with carrier, service level,
 * transit days, valid until and charge lines (code, label, amount in major units and currency; the
 * server converts each to the quote's currency). Amounts are read to minor units with the domain's
 * parseAmount (never through a float) and the body is checked with the shared schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import type { Quote } from '@navia/domain/contracts/quotes';
import { quoteEndpoints } from '@navia/domain/contracts/quotes';
import { INVOICE_CURRENCIES, parseAmount } from '@navia/domain/rules/invoices/money';
import { type Control, Controller, type Resolver, useFieldArray, useForm } from 'react-hook-form';
import { failureText } from '../../../lib/failure-text.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { type PriceQuoteBody, usePriceQuote } from '../api/quotes.ts';

type ChargeLine = { code: string; label: string; amount: string; currency: string };
type OptionDraft = {
  carrier: string;
  serviceLevel: string;
  transitDays: number | '';
  validUntil: string;
  breakdown: ChargeLine[];
};
type PriceFormValues = { options: OptionDraft[] };

const AMOUNT_INVALID = 'AN AMOUNT SUCH AS 1250.00';

const emptyCharge = (currency: string): ChargeLine => ({
  code: 'FREIGHT',
  label: 'FREIGHT',
  amount: '',
  currency,
});
const emptyOption = (currency: string): OptionDraft => ({
  carrier: '',
  serviceLevel: '',
  transitDays: '',
  validUntil: '',
  breakdown: [emptyCharge(currency)],
});

const schemaResolver = zodResolver(quoteEndpoints.price.body, requiredWhenEmpty);
/** The typed drafts as the body: amounts in minor units (a bad amount becomes a field error). */
const priceResolver: Resolver<PriceFormValues> = async (values, context, options) => {
  const body = {
    options: values.options.map((o) => ({
      ...o,
      transitDays: o.transitDays === '' ? undefined : o.transitDays,
      validUntil: o.validUntil === '' ? undefined : o.validUntil,
      breakdown: o.breakdown.map((c) => ({
        code: c.code,
        label: c.label,
        amount: parseAmount(c.amount, c.currency) ?? undefined,
      })),
    })),
  };
  // biome-ignore lint/suspicious/noExplicitAny: the parsed body replaces the drafts on success
  const result = (await schemaResolver(body as any, context, options as any)) as any;
  return result;
};

function ChargeLines({
  control,
  index,
  currencies,
}: {
  control: Control<PriceFormValues>;
  index: number;
  currencies: string[];
}) {
  const lines = useFieldArray({ control, name: `options.${index}.breakdown` });
  const n = index + 1;
  return (
    <Stack gap="xs">
      {lines.fields.map((row, j) => (
        <Group key={row.id} align="flex-start" gap="xs" wrap="wrap">
          <Controller
            control={control}
            name={`options.${index}.breakdown.${j}.label`}
            render={({ field, fieldState }) => (
              <TextInput
                label={`CHARGE ${j + 1} OF OPTION ${n}`}
                w={{ base: '100%', xs: 200 }}
                maxLength={100}
                {...field}
                onChange={(e) => {
                  field.onChange(e.currentTarget.value);
                }}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name={`options.${index}.breakdown.${j}.amount`}
            render={({ field, fieldState }) => (
              <TextInput
                label={`AMOUNT ${j + 1} OF OPTION ${n}`}
                w={140}
                inputMode="decimal"
                {...field}
                error={fieldState.error ? AMOUNT_INVALID : undefined}
              />
            )}
          />
          <Controller
            control={control}
            name={`options.${index}.breakdown.${j}.currency`}
            render={({ field }) => (
              <Select
                label={`CURRENCY ${j + 1} OF OPTION ${n}`}
                w={110}
                allowDeselect={false}
                data={currencies}
                value={field.value}
                onChange={(v) => field.onChange(v ?? field.value)}
              />
            )}
          />
          <ActionIcon
            mt={26}
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`REMOVE CHARGE ${j + 1} OF OPTION ${n}`}
            disabled={lines.fields.length === 1}
            onClick={() => lines.remove(j)}
          >
            ✕
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() =>
            lines.append({
              code: 'OTHER',
              label: '',
              amount: '',
              currency: lines.fields[0]?.currency ?? 'AUD',
            })
          }
        >
          {`ADD CHARGE TO OPTION ${n}`}
        </Button>
      </Group>
    </Stack>
  );
}

export function PriceQuoteForm({ quote, onPriced }: { quote: Quote; onPriced?: (quote: Quote) => void }) {
  const price = usePriceQuote();
  const { control, handleSubmit } = useForm<PriceFormValues>({
    defaultValues: { options: [emptyOption(quote.currency)] },
    resolver: priceResolver,
  });
  const options = useFieldArray({ control, name: 'options' });
  const currencies = [...new Set([quote.currency, ...INVOICE_CURRENCIES])];

  const submit = handleSubmit((values) => {
    const body = values as unknown as PriceQuoteBody;
    price.mutate({ quoteId: quote._id, body }, { onSuccess: ({ quote: priced }) => onPriced?.(priced) });
  });

  return (
    <form noValidate aria-label="PRICE THIS QUOTE" onSubmit={submit}>
      <Stack gap="sm">
        <Text fw={700} component="h3">
          PRICE THIS QUOTE
        </Text>
        {options.fields.map((row, i) => (
          <Paper key={row.id} withBorder p="sm">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600}>{`OPTION ${i + 1}`}</Text>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  disabled={options.fields.length === 1}
                  onClick={() => options.remove(i)}
                >
                  {`REMOVE OPTION ${i + 1}`}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Controller
                  control={control}
                  name={`options.${i}.carrier`}
                  render={({ field, fieldState }) => (
                    <TextInput
                      label={`CARRIER OF OPTION ${i + 1}`}
                      required
                      maxLength={100}
                      {...field}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`options.${i}.serviceLevel`}
                  render={({ field, fieldState }) => (
                    <TextInput
                      label={`SERVICE LEVEL OF OPTION ${i + 1}`}
                      required
                      maxLength={50}
                      {...field}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`options.${i}.transitDays`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label={`TRANSIT DAYS OF OPTION ${i + 1}`}
                      required
                      min={0}
                      max={365}
                      allowDecimal={false}
                      value={field.value}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`options.${i}.validUntil`}
                  render={({ field, fieldState }) => (
                    <DatePickerInput
                      label={`VALID UNTIL OF OPTION ${i + 1}`}
                      required
                      valueFormat="DD MMM YYYY"
                      placeholder="DD MMM YYYY"
                      minDate={new Date()}
                      value={field.value === '' ? null : field.value}
                      onChange={(d) => field.onChange(d ?? '')}
                      error={fieldState.error?.message}
                      popoverProps={{ withinPortal: true }}
                    />
                  )}
                />
              </SimpleGrid>
              <ChargeLines control={control} index={i} currencies={currencies} />
            </Stack>
          </Paper>
        ))}
        {price.isError ? (
          <Alert color="red" role="alert" title="THE PRICE WAS NOT SAVED">
            {failureText(price.error)}
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Button
            variant="light"
            disabled={options.fields.length >= 10}
            onClick={() => options.append(emptyOption(quote.currency))}
          >
            ADD OPTION
          </Button>
          <Button type="submit" loading={price.isPending}>
            SEND PRICE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
