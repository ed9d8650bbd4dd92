/**
 * The SKU form (create and edit): every catalogue field of connect §3 SKU, typed as text and checked
 * with the shared skuTextSchema (the same the CSV import uses). A failed save keeps what was typed
 * and names the fields at fault; a stale version (409 SKU_CHANGED) says so. Staff creating a SKU
 * pick its OWNER first (required: they own no catalogue themselves).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { SkuDetail } from '@navia/domain/contracts/skus';
import { MESSAGES } from '@navia/domain/errors';
import {
  SKU_CURRENCIES,
  SKU_STATUSES,
  SKU_UNITS_OF_MEASURE,
  SKU_UNITS_OF_WEIGHT,
} from '@navia/domain/rules/skus/constants';
import {
  EMPTY_SKU_TEXT,
  SKU_FIELD_LABELS,
  SKU_FIELDS,
  type SkuField,
  type SkuFields,
  type SkuText,
  skuTextOf,
  skuTextSchema,
} from '@navia/domain/rules/skus/sku-fields';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useCreateSku, useEditSku } from '../api/skus.ts';
import { isOwnerField, ownerRefOf, SKU_OWNER_NOT_FOUND, SKU_OWNER_REQUIRED } from '../rules/sku-owner.ts';
import { SkuOwnerPicker } from './sku-owner-picker.tsx';

type SkuFormProps = {
  opened: boolean;
  onClose: () => void;
  /** The SKU to edit; none to create one. */
  sku?: SkuDetail;
  onSaved: (sku: SkuDetail) => void;
  /** Staff creating a SKU name its owner (an organisation group or a trusted party). */
  chooseOwner?: boolean;
};

/** The typed SKU and, for staff creating one, the owner picked (otherwise unused and empty). */
type SkuFormValues = SkuText & { owner: string };
const SKU_FORM_SCHEMAS = {
  own: z.intersection(skuTextSchema, z.object({ owner: z.string() })),
  chosenOwner: z.intersection(skuTextSchema, z.object({ owner: z.string().min(1, SKU_OWNER_REQUIRED) })),
};

const CODE_CHOICES: Partial<Record<SkuField, readonly string[]>> = {
  unitCurrency: SKU_CURRENCIES,
  unitOfMeasure: SKU_UNITS_OF_MEASURE,
  unitOfWeight: SKU_UNITS_OF_WEIGHT,
  outerPackUnitOfWeight: SKU_UNITS_OF_WEIGHT,
  status: SKU_STATUSES,
};
const NUMERIC = new Set<SkuField>([
  'unitPrice',
  'weightPerUnit',
  'unitPerInnerPack',
  'innerUnitPerOuterPack',
  'outerPackDepth',
  'outerPackWidth',
  'outerPackHeight',
  'outerPackWeight',
  'skuQtyAvailable',
]);
const REQUIRED = new Set<SkuField>(['productNumber', 'productDescription']);

const upper = (text: string) => text.toUpperCase();
const isField = (name: string): name is SkuField => (SKU_FIELDS as readonly string[]).includes(name);

function SkuFormBody({ sku, onSaved, onClose, chooseOwner = false }: Omit<SkuFormProps, 'opened'>) {
  const create = useCreateSku();
  const edit = useEditSku();
  const [failure, setFailure] = useState<string | null>(null);
  const ownerWanted = chooseOwner && !sku;
  const defaults: SkuFormValues = sku
    ? { ...skuTextOf(sku), owner: '' }
    : {
        ...EMPTY_SKU_TEXT,
        unitOfMeasure: 'EA',
        unitOfWeight: 'KG',
        outerPackUnitOfWeight: 'KG',
        status: 'ACTIVE',
        owner: '',
      };
  const { control, register, handleSubmit, formState, setError } = useForm<
    SkuFormValues,
    unknown,
    SkuFields & { owner: string }
  >({
    resolver: zodResolver(
      ownerWanted ? SKU_FORM_SCHEMAS.chosenOwner : SKU_FORM_SCHEMAS.own,
      requiredWhenEmpty,
    ),
    defaultValues: defaults,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ owner, ...fields }) => {
    setFailure(null);
    try {
      const saved = sku
        ? await edit.mutateAsync({ _id: sku._id, version: sku.version, sku: fields })
        : await create.mutateAsync({ sku: fields, owner: ownerWanted ? ownerRefOf(owner) : null });
      onSaved(saved);
    } catch (error) {
      if (!isApiError(error)) {
        setFailure(MESSAGES.genericSubmit);
        return;
      }
      if (error.code === 'SKU_PRODUCT_NUMBER_TAKEN') {
        setError(
          'productNumber',
          { message: 'Another SKU already has this product number' },
          { shouldFocus: true },
        );
        return;
      }
      if (ownerWanted && error.code === 'NOT_FOUND') {
        setError('owner', { message: SKU_OWNER_NOT_FOUND }, { shouldFocus: true });
        return;
      }
      let named = false;
      for (const issue of error.issues) {
        const field = issue.field.replace(/^sku\./, '');
        if (ownerWanted && isOwnerField(field)) {
          setError('owner', { message: issue.message });
          named = true;
        } else if (isField(field)) {
          setError(field, { message: issue.message });
          named = true;
        }
      }
      if (!named) setFailure(error.message);
    }
  });

  const text = (field: SkuField) => (
    <TextInput
      key={field}
      label={upper(SKU_FIELD_LABELS[field])}
      withAsterisk={REQUIRED.has(field)}
      inputMode={NUMERIC.has(field) ? 'decimal' : undefined}
      error={errors[field]?.message ? upper(errors[field]?.message ?? '') : undefined}
      {...register(field)}
    />
  );
  const select = (field: SkuField) => (
    <Controller
      key={field}
      control={control}
      name={field}
      render={({ field: f, fieldState }) => (
        <Select
          label={upper(SKU_FIELD_LABELS[field])}
          data={[...(CODE_CHOICES[field] ?? [])]}
          clearable={field === 'unitCurrency'}
          value={f.value === '' ? null : f.value}
          onChange={(v) => f.onChange(v ?? '')}
          onBlur={f.onBlur}
          error={fieldState.error?.message ? upper(fieldState.error.message) : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
  const input = (field: SkuField) => (CODE_CHOICES[field] ? select(field) : text(field));

  return (
    <form onSubmit={submit} noValidate aria-label={sku ? 'Edit SKU' : 'New SKU'}>
      <Stack gap="sm">
        {ownerWanted && (
          <Controller
            control={control}
            name="owner"
            render={({ field, fieldState }) => (
              <SkuOwnerPicker
                value={field.value === '' ? null : field.value}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                error={fieldState.error?.message ? upper(fieldState.error.message) : undefined}
              />
            )}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {input('productNumber')}
          {input('status')}
        </SimpleGrid>
        {input('productDescription')}
        <Textarea
          label={upper(SKU_FIELD_LABELS.fullProductDescription)}
          autosize
          minRows={2}
          error={
            errors.fullProductDescription?.message ? upper(errors.fullProductDescription.message) : undefined
          }
          {...register('fullProductDescription')}
        />
        {/* Boxes line up at the bottom of each row when a long label (INNER PACKS PER OUTER PACK) wraps. */}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" style={{ alignItems: 'end' }}>
          {input('unitPrice')}
          {input('unitCurrency')}
          {input('unitOfMeasure')}
          {input('weightPerUnit')}
          {input('unitOfWeight')}
          {input('skuQtyAvailable')}
          {input('unitPerInnerPack')}
          {input('innerUnitPerOuterPack')}
          {input('outerPackUnitOfWeight')}
          {input('outerPackDepth')}
          {input('outerPackWidth')}
          {input('outerPackHeight')}
          {input('outerPackWeight')}
        </SimpleGrid>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            CANCEL
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {sku ? 'SAVE' : 'CREATE SKU'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SkuFormDialog({ opened, onClose, sku, onSaved, chooseOwner }: SkuFormProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={sku ? `EDIT ${sku.productNumber}` : 'NEW SKU'} size="xl">
      {opened && <SkuFormBody sku={sku} onSaved={onSaved} onClose={onClose} chooseOwner={chooseOwner} />}
    </Modal>
  );
}
