/**
 * /connect/sku/:key: a SKU with every field, its owner, the contracts using it (each opens
 * /connect/contracts/:key) and its change history (changeDate DD MMM YYYY HH:mm, changedBy,
 * updatedFieldsText). The owner (and staff) may EDIT it. A group's price is not shown to its trusted
 * parties (decision 020): PRICE NOT SHARED, and history rows come without price changes.
 */
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { SkuDetail } from '@navia/domain/contracts/skus';
import { MESSAGES } from '@navia/domain/errors';
import { formatSkuPrice } from '@navia/domain/rules/skus/money';
import { SKU_FIELD_LABELS } from '@navia/domain/rules/skus/sku-fields';
import { IconArrowLeft, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { useSku } from '../api/skus.ts';
import { contractPath, formatChangeDate, formatDay, withUnit } from '../rules/sku-format.ts';
import { isPriceHidden, PRICE_NOT_SHARED, PRICE_NOT_SHARED_NOTE } from '../rules/sku-price.ts';

// The edit form (react-hook-form, the shared schemas) loads on the first EDIT (decision 013).
const SkuFormDialog = lazy(() => import('./sku-form.tsx').then((m) => ({ default: m.SkuFormDialog })));

const label = (text: string) => text.toUpperCase();

function Field({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label(name)}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </div>
  );
}

/** A price field the caller may not see (decision 020): said, dimmed, with the reason under it. */
function NotSharedField({ name, value, note }: { name: string; value: string; note?: string }) {
  const noteId = useId();
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label(name)}
      </Text>
      <Text size="sm" c="dimmed" fw={600} aria-describedby={note ? noteId : undefined}>
        {value}
      </Text>
      {note && (
        <Text id={noteId} size="xs" c="dimmed">
          {note}
        </Text>
      )}
    </div>
  );
}

function SkuFields({ sku }: { sku: SkuDetail }) {
  const L = SKU_FIELD_LABELS;
  const locale = useLocale();
  const priceHidden = isPriceHidden(sku);
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <Field name={L.productNumber} value={sku.productNumber} />
        <Field name={L.productDescription} value={sku.productDescription} />
        {priceHidden ? (
          <>
            <NotSharedField name={L.unitPrice} value={PRICE_NOT_SHARED} note={PRICE_NOT_SHARED_NOTE} />
            <NotSharedField name={L.unitCurrency} value="NOT SHARED" />
          </>
        ) : (
          <>
            <Field name={L.unitPrice} value={formatSkuPrice(sku.unitPrice, sku.unitCurrency, locale)} />
            <Field name={L.unitCurrency} value={sku.unitCurrency ?? ''} />
          </>
        )}
        <Field name={L.unitOfMeasure} value={sku.unitOfMeasure} />
        <Field name={L.weightPerUnit} value={withUnit(sku.weightPerUnit, locale, sku.unitOfWeight)} />
        <Field name={L.skuQtyAvailable} value={withUnit(sku.skuQtyAvailable, locale)} />
        <Field name={L.status} value={sku.status} />
        <Field name={L.unitPerInnerPack} value={withUnit(sku.unitPerInnerPack, locale)} />
        <Field name={L.innerUnitPerOuterPack} value={withUnit(sku.innerUnitPerOuterPack, locale)} />
        <Field
          name="Outer pack (D × W × H)"
          value={[sku.outerPackDepth, sku.outerPackWidth, sku.outerPackHeight]
            .map((v) => withUnit(v, locale))
            .join(' × ')}
        />
        <Field
          name={L.outerPackWeight}
          value={withUnit(sku.outerPackWeight, locale, sku.outerPackUnitOfWeight)}
        />
        <Field name="Owner" value={`${sku.owner.name} (${sku.owner.kind})`} />
        <Field
          name="Created"
          value={`${formatDay(sku.createdAt, locale)}${sku.createdBy ? ` by ${sku.createdBy}` : ''}`}
        />
        <Field name="Last changed" value={formatChangeDate(sku.updatedAt, locale)} />
        <Field name="Version" value={String(sku.version)} />
      </SimpleGrid>
      {sku.fullProductDescription && (
        <Stack gap={2} mt="sm">
          <Field name={L.fullProductDescription} value={sku.fullProductDescription} />
        </Stack>
      )}
    </Paper>
  );
}

function ContractsUsing({ sku }: { sku: SkuDetail }) {
  const locale = useLocale();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        CONTRACTS USING THIS SKU
      </Title>
      {sku.contracts.length === 0 ? (
        <Text c="dimmed" size="sm">
          NO CONTRACTS USE THIS SKU
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label="Contracts using this SKU" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>REFERENCE N°</Table.Th>
                <Table.Th>TYPE</Table.Th>
                <Table.Th>STATUS</Table.Th>
                <Table.Th ta="right">QUANTITY</Table.Th>
                <Table.Th>CREATED</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sku.contracts.map((c) => (
                <Table.Tr key={c._id}>
                  <Table.Td>
                    <Anchor component={Link} to={contractPath(c._id)} fw={600}>
                      {c.referenceNumber}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.contractType}</Table.Td>
                  <Table.Td>{c.status}</Table.Td>
                  <Table.Td ta="right">{withUnit(c.quantity, locale)}</Table.Td>
                  <Table.Td>{formatDay(c.createdAt, locale)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function History({ sku }: { sku: SkuDetail }) {
  const locale = useLocale();
  const small = useScreenSize() === 'small';
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        CHANGE HISTORY
      </Title>
      {small ? (
        // A narrow screen reads each change as a block: when and who, then what changed.
        <Stack gap="xs" role="list" aria-label="Change history">
          {sku.history.map((h) => (
            <Paper key={h._id} withBorder radius="sm" p="xs" role="listitem">
              <Text size="xs" c="dimmed" fw={600}>
                {`${formatChangeDate(h.changeDate, locale)} · ${h.changedBy}`}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {h.updatedFieldsText}
              </Text>
            </Paper>
          ))}
        </Stack>
      ) : (
        <Table striped aria-label="Change history" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>CHANGE DATE</Table.Th>
              <Table.Th style={{ whiteSpace: 'nowrap' }}>CHANGED BY</Table.Th>
              <Table.Th>UPDATED FIELDS</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sku.history.map((h) => (
              <Table.Tr key={h._id}>
                <Table.Td style={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                  {formatChangeDate(h.changeDate, locale)}
                </Table.Td>
                <Table.Td style={{ verticalAlign: 'top' }}>{h.changedBy}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{h.updatedFieldsText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

export function SkuPage() {
  const { key = '' } = useParams();
  const query = useSku(key);
  const [editing, setEditing] = useState(false);
  // Once opened, the dialog stays mounted so that it animates closed.
  const [editWanted, setEditWanted] = useState(false);
  if (editing && !editWanted) setEditWanted(true);

  if (query.isPending) return <PageLoader />;
  if (query.isError) {
    const notFound = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Container component="main" py="md">
        <Alert color="red" variant="light" role="alert">
          {notFound ? 'NO SKU FOUND' : isApiError(query.error) ? query.error.message : MESSAGES.otherError}
        </Alert>
        <Anchor component={Link} to="/connect/sku" mt="sm" display="inline-block">
          BACK TO SKUS
        </Anchor>
      </Container>
    );
  }
  const sku = query.data;
  // The owner (isMine) always sees its price, so a hidden price is never the caller's to edit; were
  // the server to answer both, the form would save the price as empty: no EDIT then.
  const canEdit = sku.isMine && !isPriceHidden(sku);
  return (
    <Container component="main" size="100%" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/connect/sku" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden />
            SKU CATALOGUE
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {sku.productNumber}
            </Title>
            <Group gap="xs">
              <Text c="dimmed" size="sm">
                {sku.productDescription}
              </Text>
              <Badge size="sm" variant="light" color={sku.status === 'ACTIVE' ? 'green' : 'gray'}>
                {sku.status}
              </Badge>
            </Group>
          </Stack>
          {canEdit && (
            <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              EDIT
            </Button>
          )}
        </Group>
        <SkuFields sku={sku} />
        <ContractsUsing sku={sku} />
        <History sku={sku} />
      </Stack>
      {editWanted && (
        <Suspense fallback={null}>
          <SkuFormDialog
            opened={editing}
            onClose={() => setEditing(false)}
            sku={sku}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Container>
  );
}
