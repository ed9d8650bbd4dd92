/**
 * MERCHANT FEES on /org/:key (connect §7 POST /api/orgGroups/editOrgCustomFee {orgGroupID, org}):
 * the rate each card type's payments are charged, the group's own or the default. An admin (NA)
 * sets a rate in percent (1.40 is 140 basis points, at most 10) or clears it back to the default.
 */
import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import type { OrgGroupDetail } from '@navia/domain/contracts/org';
import {
  type CardType,
  DEFAULT_MERCHANT_FEES,
  formatFeeRate,
  MAX_MERCHANT_FEE_BASIS_POINTS,
} from '@navia/domain/rules/invoices/merchant-fee';
import { type FormEvent, useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';
import { actionErrorText } from '../api/error-text.ts';
import { useEditOrgCustomFee } from '../api/merchant-fees.ts';

type Typed = Partial<Record<CardType, number | string>>;

export function MerchantFeesSection({ orgGroup, canEdit }: { orgGroup: OrgGroupDetail; canEdit: boolean }) {
  const edit = useEditOrgCustomFee(orgGroup._id);
  const [typed, setTyped] = useState<Typed>(() =>
    Object.fromEntries(
      orgGroup.merchantFees.filter((f) => f.isCustom).map((f) => [f.cardType, f.basisPoints / 100]),
    ),
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    edit.mutate(
      Object.fromEntries(
        orgGroup.merchantFees.map(({ cardType }) => {
          const value = typed[cardType];
          return [cardType, value === undefined || value === '' ? null : Math.round(Number(value) * 100)];
        }),
      ),
    );
  };
  return (
    <PageSection title="MERCHANT FEES">
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">CARD</Table.Th>
              <Table.Th scope="col">RATE</Table.Th>
              <Table.Th scope="col">SOURCE</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orgGroup.merchantFees.map((fee) => (
              <Table.Tr key={fee.cardType}>
                <Table.Td>{fee.cardType}</Table.Td>
                <Table.Td>{formatFeeRate(fee.basisPoints)}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={fee.isCustom ? 'blue' : 'gray'}>
                    {fee.isCustom ? 'CUSTOM' : 'DEFAULT'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {canEdit && (
        <form onSubmit={submit} aria-label="Custom merchant fees">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              A RATE IN PERCENT; LEAVE IT EMPTY FOR THE DEFAULT.
            </Text>
            <Group align="flex-start" gap="md">
              {orgGroup.merchantFees.map(({ cardType }) => (
                <NumberInput
                  key={cardType}
                  label={`${cardType} (%)`}
                  placeholder={`${(DEFAULT_MERCHANT_FEES[cardType] / 100).toFixed(2)} (DEFAULT)`}
                  value={typed[cardType] ?? ''}
                  onChange={(value) => setTyped((t) => ({ ...t, [cardType]: value }))}
                  min={0}
                  max={MAX_MERCHANT_FEE_BASIS_POINTS / 100}
                  decimalScale={2}
                  step={0.05}
                  w={150}
                />
              ))}
            </Group>
            {edit.isError && (
              <Alert color="red" role="alert">
                {actionErrorText(edit.error)}
              </Alert>
            )}
            {edit.isSuccess && !edit.isPending && (
              <Text size="sm" c="green" role="status">
                MERCHANT FEES SAVED
              </Text>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={edit.isPending}>
                SAVE FEES
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </PageSection>
  );
}
