/**
 * OWNER, for staff only: the organisation group or trusted party whose catalogue the SKUs join
 * (staff belong to neither, so the API needs one named). Type to search the loaded list; required.
 */
import { Loader, Select } from '@mantine/core';
import { MESSAGES } from '@navia/domain/errors';
import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { useMemo } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useSkuOwners } from '../api/sku-owners.ts';
import { ownerOptions } from '../rules/sku-owner.ts';

/** Options drawn at once: typing narrows a long list (staff see every group and trusted party). */
const OPTIONS_SHOWN = 50;

type SkuOwnerPickerProps = {
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
};

export function SkuOwnerPicker({ value, onChange, onBlur, error }: SkuOwnerPickerProps) {
  const owners = useSkuOwners();
  const data = useMemo(() => (owners.data ? ownerOptions(owners.data) : []), [owners.data]);
  const loadError = owners.isError
    ? isApiError(owners.error)
      ? owners.error.message
      : MESSAGES.otherError
    : undefined;
  return (
    <Select
      label="OWNER"
      description="The organisation group or trusted party whose catalogue the SKUs join"
      placeholder={owners.isPending ? 'Loading owners…' : 'TYPE TO SEARCH'}
      required
      searchable
      data={data}
      limit={OPTIONS_SHOWN}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      nothingFoundMessage={SKU_TEXTS.noOptions}
      rightSection={owners.isPending ? <Loader size={14} aria-label="Loading owners" /> : undefined}
      error={error ?? loadError}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
