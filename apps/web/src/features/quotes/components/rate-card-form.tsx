/**
 * The rate card form (issue 18, staff): create or edit in a modal. Money is typed in major units
 * and read to minor units with the domain's parseAmount (a PERCENT OF FREIGHT surcharge is typed
 * as a percentage and stored as basis points); the card is checked with the shared
 * rateCardInputSchema, so the modal names the same fields the server would.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import {
  CONTAINER_TYPES,
  QUOTE_MODES,
  type RateCard,
  type RateCardInput,
  rateCardInputSchema,
  SURCHARGE_BASES,
  SURCHARGE_CODES,
} from '@navia/domain/contracts/quotes';
import { INVOICE_CURRENCIES, parseAmount, toDecimalText } from '@navia/domain/rules/invoices/money';
import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { failureText } from '../../../lib/failure-text.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useSaveRateCard } from '../api/quotes.ts';
import { QUOTE_MODE_LABELS } from './quote-texts.ts';

type Num = number | '';
type RateCardDraft = {
  origin: string;
  destination: string;
  mode: string;
  containerType: string | null;
  carrier: string;
  serviceLevel: string;
  validFrom: string;
  validTo: string;
  currency: string;
  baseRate: string;
  minimumCharge: string;
  weightBreaks: { minKg: Num; ratePerKg: string }[];
  maxWeightKg: Num;
  surcharges: { code: string; basis: string; amount: string; currency: string }[];
  transitDays: Num;
};

const CURRENCIES = [...INVOICE_CURRENCIES, 'CNY', 'SGD', 'GBP', 'JPY', 'HKD', 'MYR'];
const PERCENT = 'PERCENT_OF_FREIGHT';

const major = (amount: number, currency: string) => toDecimalText({ amount, currency });

function draftOf(card: RateCard | null): RateCardDraft {
  if (!card)
    return {
      origin: '',
      destination: '',
      mode: 'SEA_FCL',
      containerType: '40HC',
      carrier: '',
      serviceLevel: 'STANDARD',
      validFrom: '',
      validTo: '',
      currency: 'USD',
      baseRate: '',
      minimumCharge: '0',
      weightBreaks: [],
      maxWeightKg: '',
      surcharges: [],
      transitDays: '',
    };
  return {
    ...card,
    baseRate: major(card.baseRate, card.currency),
    minimumCharge: major(card.minimumCharge, card.currency),
    weightBreaks: card.weightBreaks.map((w) => ({
      minKg: w.minKg,
      ratePerKg: major(w.ratePerKg, card.currency),
    })),
    maxWeightKg: card.maxWeightKg ?? '',
    surcharges: card.surcharges.map((s) => ({
      ...s,
      amount: s.basis === PERCENT ? major(s.amount, 'USD') : major(s.amount, s.currency),
    })),
  };
}

/** The draft as the card the API takes (undefined where a value is missing or unreadable). */
function rateCardOf(d: RateCardDraft): Record<string, unknown> {
  const minor = (text: string, currency: string) => parseAmount(text, currency)?.amount;
  return {
    ...d,
    containerType: d.mode === 'SEA_FCL' ? d.containerType : null,
    validFrom: d.validFrom || undefined,
    validTo: d.validTo || undefined,
    baseRate: minor(d.baseRate, d.currency),
    minimumCharge: d.minimumCharge.trim() === '' ? 0 : minor(d.minimumCharge, d.currency),
    weightBreaks:
      d.mode === 'AIR' || d.mode === 'ROAD'
        ? d.weightBreaks.map((w) => ({
            minKg: w.minKg === '' ? undefined : w.minKg,
            ratePerKg: minor(w.ratePerKg, d.currency),
          }))
        : [],
    maxWeightKg: d.maxWeightKg === '' ? null : d.maxWeightKg,
    surcharges: d.surcharges.map((s) => ({
      ...s,
      amount: minor(s.amount, s.basis === PERCENT ? 'USD' : s.currency),
    })),
    transitDays: d.transitDays === '' ? undefined : d.transitDays,
  };
}

const schemaResolver = zodResolver(rateCardInputSchema, requiredWhenEmpty);
const rateCardResolver: Resolver<RateCardDraft> = async (values, context, options) =>
  // biome-ignore lint/suspicious/noExplicitAny: the parsed card replaces the draft on success
  (await schemaResolver(rateCardOf(values) as any, context, options as any)) as any;

type RateCardFormProps = { card: RateCard | null; onClose: () => void };

function RateCardFormBody({ card, onClose }: RateCardFormProps) {
  const save = useSaveRateCard();
  const { control, handleSubmit, register, formState } = useForm<RateCardDraft>({
    defaultValues: draftOf(card),
    resolver: rateCardResolver,
  });
  const { errors } = formState;
  const mode = useWatch({ control, name: 'mode' });
  const breaks = useFieldArray({ control, name: 'weightBreaks' });
  const surcharges = useFieldArray({ control, name: 'surcharges' });
  const n = (v: number | string): Num => (typeof v === 'number' ? v : '');

  const submit = handleSubmit((value) =>
    save.mutate(
      { rateCardId: card?._id ?? null, card: value as unknown as RateCardInput },
      { onSuccess: onClose },
    ),
  );

  return (
    <form noValidate onSubmit={submit} aria-label={card ? 'EDIT RATE CARD' : 'NEW RATE CARD'}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="ORIGIN (UN/LOCODE OR COUNTRY)"
            required
            maxLength={5}
            {...register('origin')}
            error={errors.origin?.message}
          />
          <TextInput
            label="DESTINATION (UN/LOCODE OR COUNTRY)"
            required
            maxLength={5}
            {...register('destination')}
            error={errors.destination?.message}
          />
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <Select
                label="MODE"
                required
                allowDeselect={false}
                data={QUOTE_MODES.map((m) => ({ value: m, label: QUOTE_MODE_LABELS[m] }))}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'SEA_FCL')}
              />
            )}
          />
          {mode === 'SEA_FCL' ? (
            <Controller
              control={control}
              name="containerType"
              render={({ field }) => (
                <Select
                  label="CONTAINER TYPE"
                  required
                  data={[...CONTAINER_TYPES]}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  error={errors.containerType?.message}
                />
              )}
            />
          ) : null}
          <TextInput
            label="CARRIER"
            required
            maxLength={100}
            {...register('carrier')}
            error={errors.carrier?.message}
          />
          <TextInput
            label="SERVICE LEVEL"
            required
            maxLength={50}
            {...register('serviceLevel')}
            error={errors.serviceLevel?.message}
          />
          {(['validFrom', 'validTo'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <DatePickerInput
                  label={name === 'validFrom' ? 'VALID FROM' : 'VALID TO'}
                  required
                  valueFormat="DD MMM YYYY"
                  placeholder="DD MMM YYYY"
                  value={field.value === '' ? null : field.value}
                  onChange={(d) => field.onChange(d ?? '')}
                  error={errors[name]?.message}
                  popoverProps={{ withinPortal: true }}
                />
              )}
            />
          ))}
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Select
                label="CURRENCY"
                required
                allowDeselect={false}
                searchable
                data={CURRENCIES}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'USD')}
                error={errors.currency?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="transitDays"
            render={({ field }) => (
              <NumberInput
                label="TRANSIT DAYS"
                required
                min={0}
                max={365}
                allowDecimal={false}
                value={field.value}
                onChange={(v) => field.onChange(n(v))}
                error={errors.transitDays?.message}
              />
            )}
          />
          <TextInput
            label={
              mode === 'SEA_FCL'
                ? 'BASE RATE PER CONTAINER'
                : mode === 'SEA_LCL'
                  ? 'BASE RATE PER REVENUE TONNE'
                  : 'BASE RATE PER CHARGEABLE KG'
            }
            required
            inputMode="decimal"
            {...register('baseRate')}
            error={errors.baseRate ? (errors.baseRate.message ?? 'AN AMOUNT SUCH AS 1850.00') : undefined}
          />
          <TextInput
            label="MINIMUM CHARGE"
            inputMode="decimal"
            {...register('minimumCharge')}
            error={errors.minimumCharge ? 'AN AMOUNT SUCH AS 50.00' : undefined}
          />
          <Controller
            control={control}
            name="maxWeightKg"
            render={({ field }) => (
              <NumberInput
                label={mode === 'SEA_FCL' ? 'MAX WEIGHT PER CONTAINER (KG)' : 'MAX CHARGEABLE WEIGHT (KG)'}
                min={0}
                value={field.value}
                onChange={(v) => field.onChange(n(v))}
                error={errors.maxWeightKg?.message}
              />
            )}
          />
        </SimpleGrid>

        {mode === 'AIR' || mode === 'ROAD' ? (
          <Stack gap="xs">
            <Text fw={700} size="sm">
              WEIGHT BREAKS
            </Text>
            {breaks.fields.map((row, i) => (
              <Group key={row.id} gap="xs" align="flex-start" wrap="wrap">
                <Controller
                  control={control}
                  name={`weightBreaks.${i}.minKg`}
                  render={({ field }) => (
                    <NumberInput
                      label={`FROM KG ${i + 1}`}
                      w={120}
                      min={0}
                      value={field.value}
                      onChange={(v) => field.onChange(n(v))}
                      error={errors.weightBreaks?.[i]?.minKg?.message}
                    />
                  )}
                />
                <TextInput
                  label={`RATE PER KG ${i + 1}`}
                  w={140}
                  inputMode="decimal"
                  {...register(`weightBreaks.${i}.ratePerKg`)}
                  error={errors.weightBreaks?.[i]?.ratePerKg ? 'AN AMOUNT SUCH AS 4.20' : undefined}
                />
                <ActionIcon
                  mt={26}
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`REMOVE WEIGHT BREAK ${i + 1}`}
                  onClick={() => breaks.remove(i)}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => breaks.append({ minKg: '', ratePerKg: '' })}
              >
                ADD WEIGHT BREAK
              </Button>
            </Group>
          </Stack>
        ) : null}

        <Stack gap="xs">
          <Text fw={700} size="sm">
            SURCHARGES
          </Text>
          {surcharges.fields.map((row, i) => (
            <Group key={row.id} gap="xs" align="flex-start" wrap="wrap">
              <Controller
                control={control}
                name={`surcharges.${i}.code`}
                render={({ field }) => (
                  <Select
                    label={`SURCHARGE ${i + 1}`}
                    w={150}
                    allowDeselect={false}
                    data={[...SURCHARGE_CODES]}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'FUEL')}
                  />
                )}
              />
              <Controller
                control={control}
                name={`surcharges.${i}.basis`}
                render={({ field }) => (
                  <Select
                    label={`BASIS ${i + 1}`}
                    w={190}
                    allowDeselect={false}
                    data={SURCHARGE_BASES.map((b) => ({ value: b, label: b.replaceAll('_', ' ') }))}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'PER_SHIPMENT')}
                    error={errors.surcharges?.[i]?.basis?.message}
                  />
                )}
              />
              <TextInput
                label={`AMOUNT OR % ${i + 1}`}
                w={120}
                inputMode="decimal"
                {...register(`surcharges.${i}.amount`)}
                error={errors.surcharges?.[i]?.amount ? 'AN AMOUNT SUCH AS 120.00' : undefined}
              />
              <Controller
                control={control}
                name={`surcharges.${i}.currency`}
                render={({ field }) => (
                  <Select
                    label={`CURRENCY ${i + 1}`}
                    w={100}
                    allowDeselect={false}
                    data={CURRENCIES}
                    value={field.value}
                    onChange={(v) => field.onChange(v ?? 'USD')}
                    error={errors.surcharges?.[i]?.currency?.message}
                  />
                )}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`REMOVE SURCHARGE ${i + 1}`}
                onClick={() => surcharges.remove(i)}
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
                surcharges.append({ code: 'FUEL', basis: 'PER_SHIPMENT', amount: '', currency: 'USD' })
              }
            >
              ADD SURCHARGE
            </Button>
          </Group>
        </Stack>

        {save.isError ? (
          <Alert color="red" role="alert" title="THE RATE CARD WAS NOT SAVED">
            {failureText(save.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button type="submit" loading={save.isPending}>
            SAVE
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RateCardFormDialog({ opened, card, onClose }: RateCardFormProps & { opened: boolean }) {
  const small = useMediaQuery('(max-width: 600px)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      fullScreen={small}
      title={<Text fw={700}>{card ? 'EDIT RATE CARD' : 'NEW RATE CARD'}</Text>}
    >
      {opened ? <RateCardFormBody key={card?._id ?? 'new'} card={card} onClose={onClose} /> : null}
    </Modal>
  );
}
