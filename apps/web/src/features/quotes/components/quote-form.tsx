/**
 * The /getQuote form (issue 18): lane (port type-ahead), mode, cargo (pieces with dimensions and
 * weight for SEA LCL, AIR and ROAD with the chargeable weight computed live by the domain rule;
 * containers by type for SEA FCL), ready date (future only), incoterm, handling method, dangerous
 * goods, out of gauge and commodity. Checked with the shared getQuoteBodySchema. Both cargo lists
 * stay in the form while the user switches modes; the one the mode does not use is left out of
 * what is checked and sent. A failed submit keeps what was typed and names the field at fault.
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
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  CONTAINER_TYPES,
  cargoPieceSchema,
  type GetQuoteBody,
  getQuoteBodySchema,
  INCOTERMS,
  QUOTE_MODES,
  type QuoteMode,
} from '@navia/domain/contracts/quotes';
import { HANDLING_METHOD_LABELS, HANDLING_METHODS } from '@navia/domain/rules/delivery/drop-modes';
import { chargeableWeightKg } from '@navia/domain/rules/quotes/chargeable';
import {
  Controller,
  type FieldErrors,
  type Resolver,
  useFieldArray,
  useForm,
  useWatch,
} from 'react-hook-form';
import { BookingDatePicker } from '../../../components/booking/booking-date-pickers.tsx';
import { PortInput } from '../../../components/port-input.tsx';
import { formatNumber, useLocale } from '../../../lib/locale.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { QUOTE_MODE_LABELS } from './quote-texts.ts';

type Num = number | '';
export type QuoteFormValues = {
  origin: string;
  destination: string;
  mode: QuoteMode;
  pieces: { quantity: Num; lengthCm: Num; widthCm: Num; heightCm: Num; weightKg: Num }[];
  containers: { containerType: string; quantity: Num; weightKg: Num }[];
  readyDate: string;
  incoterm: string;
  handlingMethod: string;
  dangerousGoods: boolean;
  outOfGauge: boolean;
  commodity: string;
};

const emptyPiece = {
  quantity: 1 as Num,
  lengthCm: '' as Num,
  widthCm: '' as Num,
  heightCm: '' as Num,
  weightKg: '' as Num,
};
const emptyContainer = { containerType: '40HC', quantity: 1 as Num, weightKg: '' as Num };

const QUOTE_FORM_DEFAULTS: QuoteFormValues = {
  origin: '',
  destination: '',
  mode: 'SEA_FCL',
  pieces: [emptyPiece],
  containers: [emptyContainer],
  readyDate: '',
  incoterm: 'FOB',
  handlingMethod: 'ASK',
  dangerousGoods: false,
  outOfGauge: false,
  commodity: '',
};

/** What the schema checks: the cargo list of the chosen mode only; empty inputs as missing values. */
function requestOf(values: QuoteFormValues): Record<string, unknown> {
  const blank = (v: unknown) => (v === '' ? undefined : v);
  const fcl = values.mode === 'SEA_FCL';
  return {
    ...values,
    origin: blank(values.origin),
    destination: blank(values.destination),
    readyDate: blank(values.readyDate),
    pieces: fcl
      ? []
      : values.pieces.map((p) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, blank(v)]))),
    containers: fcl
      ? values.containers.map((c) => ({ ...c, quantity: blank(c.quantity), weightKg: blank(c.weightKg) }))
      : [],
  };
}

const schemaResolver = zodResolver(getQuoteBodySchema, requiredWhenEmpty);
const quoteResolver: Resolver<QuoteFormValues> = async (values, context, options) =>
  // biome-ignore lint/suspicious/noExplicitAny: the parsed body replaces the typed values on success
  (await schemaResolver(requestOf(values) as any, context, options as any)) as any;

/** The chargeable weight of the pieces typed so far (complete lines only). */
function liveChargeable(mode: QuoteMode, pieces: QuoteFormValues['pieces']): number | null {
  const complete = pieces.flatMap((p) => {
    const parsed = cargoPieceSchema.safeParse(p);
    return parsed.success ? [parsed.data] : [];
  });
  if (mode === 'SEA_FCL' || complete.length === 0) return null;
  return chargeableWeightKg(mode, { pieces: complete, containers: [] });
}

/** The first message of a field's error (arrays carry theirs on root). */
function messageOf(errors: FieldErrors, name: string): string | undefined {
  const error = errors[name as keyof typeof errors] as
    | { message?: string; root?: { message?: string } }
    | undefined;
  return error?.message ?? error?.root?.message;
}

type QuoteFormProps = {
  onSubmit: (body: GetQuoteBody) => void;
  submitting: boolean;
  /** The server's answer to a failed submit, naming the field when it can. */
  failure: string | null;
};

export function QuoteForm({ onSubmit, submitting, failure }: QuoteFormProps) {
  const locale = useLocale();
  const { control, handleSubmit, register, formState } = useForm<QuoteFormValues>({
    defaultValues: QUOTE_FORM_DEFAULTS,
    resolver: quoteResolver,
    mode: 'onTouched',
  });
  const { errors } = formState;
  const pieces = useFieldArray({ control, name: 'pieces' });
  const containers = useFieldArray({ control, name: 'containers' });
  const mode = useWatch({ control, name: 'mode' });
  const pieceValues = useWatch({ control, name: 'pieces' });
  const chargeable = liveChargeable(mode, pieceValues);
  const fcl = mode === 'SEA_FCL';
  const num = (v: number | string) => (typeof v === 'number' ? v : '');

  return (
    <form
      noValidate
      aria-label="GET A QUOTE"
      onSubmit={handleSubmit((body) => onSubmit(body as unknown as GetQuoteBody))}
    >
      <Stack gap="md">
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={700} component="h2">
              ROUTE
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {(['origin', 'destination'] as const).map((end) => (
                <Controller
                  key={end}
                  control={control}
                  name={end}
                  render={({ field }) => (
                    <PortInput
                      label={end === 'origin' ? 'ORIGIN PORT' : 'DESTINATION PORT'}
                      required
                      value={field.value}
                      onChange={(code) => field.onChange(code)}
                      onBlur={field.onBlur}
                      error={messageOf(errors, end)}
                    />
                  )}
                />
              ))}
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Controller
                control={control}
                name="mode"
                render={({ field }) => (
                  <Select
                    label="MODE AND PACKING"
                    required
                    allowDeselect={false}
                    data={QUOTE_MODES.map((m) => ({ value: m, label: QUOTE_MODE_LABELS[m] }))}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'SEA_FCL')}
                  />
                )}
              />
              <Controller
                control={control}
                name="incoterm"
                render={({ field }) => (
                  <Select
                    label="INCOTERM"
                    required
                    allowDeselect={false}
                    data={[...INCOTERMS]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'FOB')}
                    error={messageOf(errors, 'incoterm')}
                  />
                )}
              />
              <Controller
                control={control}
                name="readyDate"
                render={({ field }) => (
                  <BookingDatePicker
                    label="READY DATE"
                    required
                    futureOnly
                    value={field.value === '' ? null : field.value}
                    onChange={(day) => field.onChange(day ?? '')}
                    error={messageOf(errors, 'readyDate')}
                  />
                )}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack gap="sm">
            <Group justify="space-between" wrap="wrap">
              <Text fw={700} component="h2">
                {fcl ? 'CONTAINERS' : 'PIECES'}
              </Text>
              {!fcl ? (
                <Text size="sm" aria-live="polite" data-testid="chargeable-weight">
                  CHARGEABLE WEIGHT:{' '}
                  <b>
                    {chargeable === null
                      ? '—'
                      : mode === 'SEA_LCL'
                        ? `${formatNumber(chargeable / 1000, locale, { maximumFractionDigits: 3 })} W/M (REVENUE TONNES)`
                        : `${formatNumber(chargeable, locale, { maximumFractionDigits: 1 })} KG`}
                  </b>
                </Text>
              ) : null}
            </Group>
            {fcl
              ? containers.fields.map((row, i) => (
                  <Group key={row.id} align="flex-end" wrap="wrap" gap="xs">
                    <Controller
                      control={control}
                      name={`containers.${i}.containerType`}
                      render={({ field }) => (
                        <Select
                          label={`CONTAINER TYPE ${i + 1}`}
                          w={160}
                          allowDeselect={false}
                          data={[...CONTAINER_TYPES]}
                          value={field.value}
                          onChange={(v) => field.onChange(v ?? '40HC')}
                          error={errors.containers?.[i]?.containerType?.message}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name={`containers.${i}.quantity`}
                      render={({ field }) => (
                        <NumberInput
                          label={`QUANTITY ${i + 1}`}
                          w={100}
                          min={1}
                          max={99}
                          allowDecimal={false}
                          value={field.value}
                          onChange={(v) => field.onChange(num(v))}
                          onBlur={field.onBlur}
                          error={errors.containers?.[i]?.quantity?.message}
                        />
                      )}
                    />
                    <Controller
                      control={control}
                      name={`containers.${i}.weightKg`}
                      render={({ field }) => (
                        <NumberInput
                          label={`CARGO WEIGHT PER CONTAINER (KG) ${i + 1}`}
                          w={{ base: '100%', xs: 240 }}
                          min={0}
                          value={field.value}
                          onChange={(v) => field.onChange(num(v))}
                          onBlur={field.onBlur}
                          error={errors.containers?.[i]?.weightKg?.message}
                        />
                      )}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`REMOVE CONTAINER LINE ${i + 1}`}
                      disabled={containers.fields.length === 1}
                      onClick={() => containers.remove(i)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                ))
              : pieces.fields.map((row, i) => (
                  <Group key={row.id} align="flex-end" wrap="wrap" gap="xs">
                    {(
                      [
                        ['quantity', 'PIECES', 80],
                        ['lengthCm', 'LENGTH (CM)', 100],
                        ['widthCm', 'WIDTH (CM)', 100],
                        ['heightCm', 'HEIGHT (CM)', 100],
                        ['weightKg', 'WEIGHT PER PIECE (KG)', 150],
                      ] as const
                    ).map(([key, label, width]) => (
                      <Controller
                        key={key}
                        control={control}
                        name={`pieces.${i}.${key}`}
                        render={({ field }) => (
                          <NumberInput
                            label={`${label} ${i + 1}`}
                            w={width}
                            min={key === 'quantity' ? 1 : 0}
                            allowDecimal={key !== 'quantity'}
                            value={field.value}
                            onChange={(v) => field.onChange(num(v))}
                            onBlur={field.onBlur}
                            error={errors.pieces?.[i]?.[key]?.message}
                          />
                        )}
                      />
                    ))}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={`REMOVE PIECE LINE ${i + 1}`}
                      disabled={pieces.fields.length === 1}
                      onClick={() => pieces.remove(i)}
                    >
                      ✕
                    </ActionIcon>
                  </Group>
                ))}
            {(fcl ? messageOf(errors, 'containers') : messageOf(errors, 'pieces')) ? (
              <Text c="red" size="sm" role="alert">
                {fcl ? messageOf(errors, 'containers') : messageOf(errors, 'pieces')}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="light"
                onClick={() => (fcl ? containers.append(emptyContainer) : pieces.append(emptyPiece))}
                disabled={fcl ? containers.fields.length >= 20 : pieces.fields.length >= 50}
              >
                {fcl ? 'ADD CONTAINER LINE' : 'ADD PIECE LINE'}
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text fw={700} component="h2">
              HANDLING
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Controller
                control={control}
                name="handlingMethod"
                render={({ field }) => (
                  <Select
                    label="HANDLING METHOD"
                    required
                    allowDeselect={false}
                    data={HANDLING_METHODS.map((h) => ({
                      value: h,
                      label: HANDLING_METHOD_LABELS[h].toUpperCase(),
                    }))}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'ASK')}
                    error={messageOf(errors, 'handlingMethod')}
                  />
                )}
              />
              <TextInput
                label="COMMODITY"
                maxLength={200}
                {...register('commodity')}
                error={messageOf(errors, 'commodity')}
              />
            </SimpleGrid>
            <Group gap="xl">
              <Switch label="DANGEROUS GOODS" {...register('dangerousGoods')} />
              <Switch label="OUT OF GAUGE" {...register('outOfGauge')} />
            </Group>
          </Stack>
        </Paper>

        {failure ? (
          <Alert color="red" role="alert" title="THE QUOTE COULD NOT BE MADE">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={submitting}>
            GET QUOTE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
