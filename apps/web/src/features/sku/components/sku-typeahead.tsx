/**
 * The SKU type-ahead (connect §5, §8, §9): 'TYPE TO SEARCH' until 3 characters are typed, then the
 * SKUs whose product number or description contains the text, or 'NO OPTIONS'. Choosing one opens it.
 */
import { Combobox, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TYPEAHEAD_MIN_CHARS } from '@navia/domain/rules/filters/constants';
import { SKU_TEXTS } from '@navia/domain/rules/skus/constants';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSkuTypeahead } from '../api/skus.ts';
import { skuPath } from '../rules/sku-format.ts';

const DEBOUNCE_MS = 250;

export function SkuTypeahead() {
  const navigate = useNavigate();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const options = useSkuTypeahead(debounced);
  const typed = value.trim();
  const waiting = typed.length >= TYPEAHEAD_MIN_CHARS && (debounced !== typed || options.isFetching);
  const items = debounced.length >= TYPEAHEAD_MIN_CHARS ? (options.data ?? []) : [];

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        combobox.closeDropdown();
        navigate(skuPath(id));
      }}
    >
      <Combobox.Target>
        <TextInput
          flex="1 1 16rem"
          miw={0}
          aria-label="Find a SKU"
          placeholder="Find a SKU: product n° or description"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={value}
          maxLength={200}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={waiting ? <Loader size={14} aria-label="Looking up" /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options aria-label="SKU options">
          {typed.length < TYPEAHEAD_MIN_CHARS ? (
            <Combobox.Empty>{SKU_TEXTS.typeToSearch}</Combobox.Empty>
          ) : items.length === 0 ? (
            <Combobox.Empty>{waiting ? 'Searching…' : SKU_TEXTS.noOptions}</Combobox.Empty>
          ) : (
            items.map((o) => (
              <Combobox.Option value={o._id} key={o._id}>
                <Text size="sm" fw={600}>
                  {o.productNumber}
                </Text>
                <Text size="xs" c="dimmed">
                  {`${o.productDescription} · ${o.owner}`}
                </Text>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
