/**
 * Select an Organisation (connect §2, §3, §4, §5, §7, §8): 300 px wide when small, else 600 px. On
 * opening it loads the organisations known to the forwarding system (POST /api/org/allOrgsInCW, with
 * the search type only for road transport or cross trade); a click on a row selects and expands it
 * (one at a time; a second click collapses it) and loads its addresses by its key; a click on an
 * address marks it; SELECT stays disabled until an address is chosen. ADD NEW ORGANISATION (hidden
 * for the cross-trade exporter) and ADD NEW ADDRESS open Enter Organization Details, whose answer is
 * chosen at once (a new organisation also goes first in the list).
 */
import { Alert, Button, Group, Loader, Radio, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  addressFromValues,
  filterOrganisations,
  newOrganisationOption,
  ORGANISATION_TEXTS,
  organisationOptions,
  organisationSearchType,
  organisationSourceSide,
  selectionError,
  withAddress,
  withNewOrganisationFirst,
} from '@navia/domain/rules/booking-dialogs/organisations';
import type {
  NewOrganisationValues,
  OrganisationAddress,
  OrganisationOption,
} from '@navia/domain/rules/booking-dialogs/types';
import type { BookingDirection, BookingType } from '@navia/domain/rules/bookings/types';
import { SCREEN_BREAKPOINTS } from '@navia/domain/rules/screen-size';
import { useEffect, useId, useMemo, useState } from 'react';
import classes from './booking.module.css';
import { EnterOrganisationDetailsDialog } from './enter-organisation-details-dialog.tsx';
import { errorText } from './error-text.ts';
import { useKnownOrganisations, useOrganisationAddresses } from './organisation-api.ts';
import { SelectModal } from './select-modal.tsx';

/** connect §2: 600 px wide, or the select modal's 300 px when small. */
const SELECT_ORGANISATION_WIDTH = 600;

export interface SelectOrganisationChoice {
  organisation: OrganisationOption;
  address: OrganisationAddress;
}

export interface SelectOrganisationDialogProps {
  opened: boolean;
  onClose: () => void;
  bookingType: BookingType;
  directionOverride?: BookingDirection | null;
  crossTradeExporter?: boolean;
  /** Narrow (300 px); by default when the screen is below the small band (768 px). */
  small?: boolean;
  onSelect: (choice: SelectOrganisationChoice) => void;
}

export function SelectOrganisationDialog(props: SelectOrganisationDialogProps) {
  const smallScreen = useMediaQuery(`(max-width: ${SCREEN_BREAKPOINTS.small - 1}px)`, false);
  const small = props.small ?? smallScreen === true;
  const [adding, setAdding] = useState<Adding>(null);
  // Organisations entered here stay first in the list for the dialog's life, across reopenings.
  const [added, setAdded] = useState<OrganisationOption[]>([]);
  // Every opening starts without Enter Organization Details on top.
  useEffect(() => {
    if (!props.opened) setAdding(null);
  }, [props.opened]);
  return (
    <SelectModal
      opened={props.opened}
      onClose={props.onClose}
      title={ORGANISATION_TEXTS.title}
      small={small}
      width={SELECT_ORGANISATION_WIDTH}
      // While Enter Organization Details is on top, Escape is for that one.
      closeOnEscape={adding === null}
    >
      {props.opened && (
        <OrganisationPicker
          {...props}
          adding={adding}
          setAdding={setAdding}
          added={added}
          onAdded={(org) => setAdded((a) => [...a, org])}
        />
      )}
    </SelectModal>
  );
}

type Adding = null | { mode: 'organisation' } | { mode: 'address'; org: OrganisationOption };

function OrganisationPicker({
  bookingType,
  directionOverride = null,
  crossTradeExporter = false,
  onSelect,
  onClose,
  adding,
  setAdding,
  added,
  onAdded,
}: SelectOrganisationDialogProps & {
  adding: Adding;
  setAdding: (a: Adding) => void;
  added: readonly OrganisationOption[];
  onAdded: (org: OrganisationOption) => void;
}) {
  const searchType = organisationSearchType(bookingType, directionOverride, crossTradeExporter);
  const side = organisationSourceSide(bookingType, searchType);
  const list = useKnownOrganisations(bookingType, searchType, true);
  const [search, setSearch] = useState('');
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [expandedKey, setExpandedKey] = useState<string | null>(null);
  const [addressId, setAddressId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const listId = useId();
  const addressesIdOf = (key: string) => `${listId}-addresses-${key.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  const options = useMemo(() => {
    let all = organisationOptions(list.data ?? [], side);
    for (const org of added) all = withNewOrganisationFirst(all, org);
    return all;
  }, [list.data, side, added]);
  const shown = filterOrganisations(options, search);
  const selected = options.find((o) => o.key === selectedKey) ?? null;

  const choose = (organisation: OrganisationOption, address: OrganisationAddress) => {
    onSelect({ organisation: withAddress(organisation, address), address });
    onClose();
  };

  const clickRow = (org: OrganisationOption) => {
    setProblem(null);
    if (expandedKey === org.key) {
      setExpandedKey(null);
      return;
    }
    if (selectedKey !== org.key) setAddressId(null);
    setSelectedKey(org.key);
    setExpandedKey(org.key);
  };

  const submitNew = (values: NewOrganisationValues) => {
    if (adding?.mode === 'address') {
      const org = { ...adding.org, contactName: values.contactName, email: values.email };
      choose(org, addressFromValues(values, `new-address-${Date.now()}`));
      return;
    }
    const org = newOrganisationOption(values, `NEW-${Date.now()}`);
    onAdded(org);
    choose(org, addressFromValues(values, `new-address-${Date.now()}`));
  };

  return (
    <Stack gap="sm">
      <TextInput
        label={ORGANISATION_TEXTS.search}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        aria-controls={listId}
      />
      <div className={classes.orgList} id={listId}>
        {list.isPending ? (
          <Group justify="center" p="md">
            <Loader size="sm" aria-label="Loading organisations" />
          </Group>
        ) : list.isError ? (
          <Text c="red" size="sm" p="md" role="alert">
            {errorText(list.error)}
          </Text>
        ) : shown.length === 0 ? (
          <Text size="sm" p="md" ta="center">
            {ORGANISATION_TEXTS.noOrgs}
          </Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Organisations">
            {shown.map((org) => (
              <li key={org.key}>
                <UnstyledButton
                  className={classes.orgRow}
                  data-selected={selectedKey === org.key || undefined}
                  aria-expanded={expandedKey === org.key}
                  aria-controls={expandedKey === org.key ? addressesIdOf(org.key) : undefined}
                  aria-pressed={selectedKey === org.key}
                  onClick={() => clickRow(org)}
                >
                  <Text size="sm" fw={600} component="span" display="block">
                    {org.name}
                  </Text>
                  <Text size="xs" c="dimmed" component="span" display="block">
                    {org.code} · {org.country}
                  </Text>
                </UnstyledButton>
                {expandedKey === org.key && (
                  <OrganisationAddresses
                    id={addressesIdOf(org.key)}
                    org={org}
                    value={selectedKey === org.key ? addressId : null}
                    onChange={(id) => {
                      setProblem(null);
                      setAddressId(id);
                    }}
                    onAdd={() => setAdding({ mode: 'address', org })}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <Group justify="space-between">
        {crossTradeExporter ? (
          <span />
        ) : (
          <Button variant="default" onClick={() => setAdding({ mode: 'organisation' })}>
            {ORGANISATION_TEXTS.addOrganisation}
          </Button>
        )}
        <SelectButton
          organisation={selected}
          addressId={addressId}
          onProblem={setProblem}
          onChoose={choose}
        />
      </Group>
      <EnterOrganisationDetailsDialog
        opened={adding !== null}
        onClose={() => setAdding(null)}
        mode={adding?.mode ?? 'organisation'}
        organisation={adding?.mode === 'address' ? adding.org : undefined}
        onSubmit={submitNew}
      />
    </Stack>
  );
}

/** SELECT: disabled until an address is chosen; refuses an incomplete organisation (connect §5). */
function SelectButton({
  organisation,
  addressId,
  onProblem,
  onChoose,
}: {
  organisation: OrganisationOption | null;
  addressId: string | null;
  onProblem: (text: string) => void;
  onChoose: (organisation: OrganisationOption, address: OrganisationAddress) => void;
}) {
  const addresses = useOrganisationAddresses(organisation && !organisation.newOrg ? organisation.key : null);
  const address = addresses.data?.find((a) => a._id === addressId) ?? null;
  return (
    <Button
      disabled={organisation === null || address === null}
      onClick={() => {
        const problem = selectionError({ organisation, address });
        if (problem !== null || !organisation || !address) {
          onProblem(problem ?? ORGANISATION_TEXTS.invalidValues);
          return;
        }
        onChoose(organisation, address);
      }}
    >
      {ORGANISATION_TEXTS.select}
    </Button>
  );
}

function OrganisationAddresses({
  id,
  org,
  value,
  onChange,
  onAdd,
}: {
  /** Named by the organisation row's aria-controls. */
  id: string;
  org: OrganisationOption;
  value: string | null;
  onChange: (id: string) => void;
  onAdd: () => void;
}) {
  const addresses = useOrganisationAddresses(org.newOrg ? null : org.key);
  const list = addresses.data ?? [];
  return (
    <Stack id={id} gap="xs" p="sm" pl="lg">
      {addresses.isLoading ? (
        <Loader size="xs" aria-label="Loading addresses" />
      ) : addresses.isError ? (
        <Text size="sm" c="orange" role="alert">
          {ORGANISATION_TEXTS.addressLoadFailed}
        </Text>
      ) : list.length === 0 ? (
        <Text size="sm">{ORGANISATION_TEXTS.noAddresses}</Text>
      ) : (
        <Radio.Group value={value} onChange={onChange} label={`ADDRESSES OF ${org.name}`} size="sm">
          <Stack gap={6} mt={4}>
            {list.map((a) => (
              <Radio key={a._id} value={a._id} label={a.FullAddress || a.Address} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group>
        <Button size="xs" variant="light" onClick={onAdd}>
          {ORGANISATION_TEXTS.addAddress}
        </Button>
      </Group>
    </Stack>
  );
}
