/**
 * TEMPLATES (connect §2 "contract templates: saved templates, create, edit, delete"): the saved
 * templates, each to view, use for a new contract, edit or delete; and NEW TEMPLATE.
 */
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Table, Text } from '@mantine/core';
import type { ContractTemplate } from '@navia/domain/contracts/connect-contracts';
import { MESSAGES } from '@navia/domain/errors';
import { IconChevronDown, IconChevronUp, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { useContractTemplates, useDeleteTemplate } from '../api/contract-templates.ts';
import { formatMinorUnits } from '../rules/money.ts';
import { ContractFormDialog } from './contract-form-dialog.tsx';
import classes from './contracts.module.css';

const TERM_LABELS: Readonly<Record<string, string>> = {
  countryOfOrigin: 'COUNTRY OF ORIGIN',
  portOfLoading: 'PORT OF LOADING',
  countryOfDestination: 'COUNTRY OF DESTINATION',
  portOfFinalDestination: 'PORT OF DESTINATION',
  transportType: 'TRANSPORT',
  containerMode: 'CONTAINER MODE',
  serviceType: 'SERVICE TYPE',
  incoTerms: 'INCOTERMS',
  goodsDescription: 'GOODS DESCRIPTION',
  shippingAddress: 'SHIPPING ADDRESS',
  pickUpAddress: 'PICK-UP ADDRESS',
  additionalService: 'ADDITIONAL SERVICE',
};

function TemplateDetails({ template }: { template: ContractTemplate }) {
  const locale = useLocale();
  const terms = Object.entries(template.terms).filter(
    ([k, v]) => TERM_LABELS[k] && typeof v === 'string' && v !== '',
  );
  return (
    <Stack gap="xs" pt="xs">
      {terms.length > 0 && (
        <dl className={classes.termList}>
          {terms.map(([k, v]) => (
            <div key={k}>
              <dt>{TERM_LABELS[k]}</dt>
              <dd>{String(v)}</dd>
            </div>
          ))}
        </dl>
      )}
      {template.skus.length === 0 ? (
        <Text size="sm" c="dimmed">
          No SKUs in this template.
        </Text>
      ) : (
        <div className={classes.scrollX}>
          <Table className={classes.nowrap} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">PRODUCT N°</Table.Th>
                <Table.Th scope="col">DESCRIPTION</Table.Th>
                <Table.Th scope="col" ta="right">
                  UNIT PRICE
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  QTY
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.skus.map((sku) => (
                <Table.Tr key={`${sku.productNumber}-${sku.productDescription}`}>
                  <Table.Td>{sku.productNumber}</Table.Td>
                  <Table.Td>{sku.productDescription}</Table.Td>
                  <Table.Td ta="right">{formatMinorUnits(sku.unitPrice, sku.unitCurrency, locale)}</Table.Td>
                  <Table.Td ta="right">{sku.quantity}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}

type TemplatesDialogProps = {
  opened: boolean;
  onClose: () => void;
  /** Starts a new contract from a template. */
  onUse: (templateId: string) => void;
};

export function TemplatesDialog({ opened, onClose, onUse }: TemplatesDialogProps) {
  const small = useScreenSize() === 'small';
  const templates = useContractTemplates(opened);
  const remove = useDeleteTemplate();
  const [viewing, setViewing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ template: ContractTemplate | null } | null>(null);

  return (
    <>
      <Modal
        opened={opened && editing === null}
        onClose={onClose}
        title="CONTRACT TEMPLATES"
        size="xl"
        fullScreen={small}
      >
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => setEditing({ template: null })}
            >
              NEW TEMPLATE
            </Button>
          </Group>
          {templates.isPending && <Loader size="sm" aria-label="Loading templates" />}
          {templates.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(templates.error) ? templates.error.message : MESSAGES.otherError}
            </Alert>
          )}
          {templates.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              No templates yet. Save one from a new contract, or make one here.
            </Text>
          )}
          {remove.isError && (
            <Alert color="red" variant="light" role="alert">
              {isApiError(remove.error) ? remove.error.message : MESSAGES.otherError}
            </Alert>
          )}
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {templates.data?.map((t) => {
              const open = viewing === t._id;
              return (
                <Paper key={t._id} component="li" withBorder radius="md" p="xs">
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <div>
                      <Text fw={700} size="sm">
                        {t.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {[t.contractType, t.seller, `${t.skus.length} SKU${t.skus.length === 1 ? '' : 'S'}`]
                          .filter(Boolean)
                          .join(' · ')}
                      </Text>
                    </div>
                    <Group gap={4} wrap="wrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        aria-expanded={open}
                        aria-label={`${open ? 'Hide' : 'View'} template ${t.name}`}
                        rightSection={
                          open ? (
                            <IconChevronUp size={14} aria-hidden />
                          ) : (
                            <IconChevronDown size={14} aria-hidden />
                          )
                        }
                        onClick={() => setViewing(open ? null : t._id)}
                      >
                        VIEW
                      </Button>
                      <Button
                        size="compact-sm"
                        aria-label={`New contract from template ${t.name}`}
                        onClick={() => onUse(t._id)}
                      >
                        USE
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="default"
                        aria-label={`Edit template ${t.name}`}
                        onClick={() => setEditing({ template: t })}
                      >
                        EDIT
                      </Button>
                      {deleting === t._id ? (
                        <Group gap={4}>
                          <Text size="xs">Delete?</Text>
                          <Button
                            size="compact-sm"
                            color="red"
                            loading={remove.isPending}
                            aria-label={`Yes, delete template ${t.name}`}
                            onClick={() => remove.mutate(t._id, { onSettled: () => setDeleting(null) })}
                          >
                            YES
                          </Button>
                          <Button size="compact-sm" variant="default" onClick={() => setDeleting(null)}>
                            NO
                          </Button>
                        </Group>
                      ) : (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={`Delete template ${t.name}`}
                          onClick={() => setDeleting(t._id)}
                        >
                          DELETE
                        </Button>
                      )}
                    </Group>
                  </Group>
                  {open && <TemplateDetails template={t} />}
                </Paper>
              );
            })}
          </Stack>
        </Stack>
      </Modal>
      {editing && (
        <ContractFormDialog
          opened
          onClose={() => setEditing(null)}
          mode={{ kind: 'template', template: editing.template }}
          onSaved={() => setEditing(null)}
        />
      )}
    </>
  );
}
