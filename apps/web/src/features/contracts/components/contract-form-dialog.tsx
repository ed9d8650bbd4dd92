/**
 * The contract form (connect §2 "contract create/edit", "contract templates"): a new contract (from
 * a template or not, with SAVE AS TEMPLATE), an edit of a contract's terms, or a template. Checked
 * with the shared schemas (rules/contract-form-values.ts). connect §5: a reference number already
 * used answers 401 'Order number already taken', shown under the reference; whatever fails, the
 * form keeps what the user typed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Contract, ContractTemplate } from '@navia/domain/contracts/connect-contracts';
import type { CurrentUser } from '@navia/domain/contracts/user';
import { MESSAGES } from '@navia/domain/errors';
import { isStaff, isTrustedPartyRole } from '@navia/domain/rules/access';
import { CONTRACT_TEXTS, CONTRACT_TYPES } from '@navia/domain/rules/contracts/constants';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useScreenSize } from '../../../lib/screen-size.ts';
import { useCreateContract, useEditContract } from '../api/contract.ts';
import { useContractSettings, useCounterparties, useOrgGroups } from '../api/contract-settings.ts';
import { useContractTemplates, useSaveTemplate } from '../api/contract-templates.ts';
import {
  CONTRACT_FORM_ERRORS,
  type ContractFormValues,
  changedTerms,
  contractUpdateFormSchema,
  contractValuesOf,
  emptyContractValues,
  newContractFormSchema,
  templateFormSchema,
  templateValuesOf,
  valuesFromTemplate,
} from '../rules/contract-form-values.ts';
import { ContractTermsFields } from './contract-terms-fields.tsx';
import { SaveAsTemplate, useTemplateCreatedCallback } from './save-as-template.tsx';
import { SkuLinesEditor } from './sku-lines-editor.tsx';

export type ContractFormMode =
  | { kind: 'create'; templateId: string | null }
  | { kind: 'edit'; contract: Contract }
  | { kind: 'template'; template: ContractTemplate | null };

function schemaOf(mode: ContractFormMode) {
  if (mode.kind === 'edit') return contractUpdateFormSchema(mode.contract);
  if (mode.kind === 'template') return templateFormSchema(mode.template?._id ?? null);
  return newContractFormSchema;
}

function initialValues(mode: ContractFormMode): ContractFormValues {
  if (mode.kind === 'edit') return contractValuesOf(mode.contract);
  if (mode.kind === 'template' && mode.template) return templateValuesOf(mode.template);
  return emptyContractValues();
}

const TITLES = { create: 'NEW CONTRACT', edit: 'EDIT CONTRACT', template: 'CONTRACT TEMPLATE' } as const;

type ContractFormDialogProps = {
  opened: boolean;
  onClose: () => void;
  mode: ContractFormMode;
  /** After a save: the contract's (or template's) id. */
  onSaved: (id: string) => void;
};

export function ContractFormDialog(props: ContractFormDialogProps) {
  const { data: user } = useCurrentUser();
  const small = useScreenSize() === 'small';
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={
        props.mode.kind === 'edit'
          ? `${TITLES.edit} ${props.mode.contract.referenceNumber}`
          : TITLES[props.mode.kind]
      }
      size="80rem"
      fullScreen={small}
    >
      {user && props.opened && <ContractForm {...props} user={user} />}
    </Modal>
  );
}

function ContractForm({ mode, onClose, onSaved, user }: ContractFormDialogProps & { user: CurrentUser }) {
  const staff = isStaff(user.type);
  const trustedParty = isTrustedPartyRole(user.type);
  const form = useForm<ContractFormValues>({
    resolver: zodResolver(schemaOf(mode), CONTRACT_FORM_ERRORS, { raw: true }),
    defaultValues: initialValues(mode),
  });
  const { control, register, formState, handleSubmit, setError, watch, reset, getValues } = form;
  const [failure, setFailure] = useState<string | null>(null);

  const orgGroupId = watch('orgGroupId');
  const contractType = watch('contractType');
  const orgGroups = useOrgGroups(staff);
  const tradingGroups = useCounterparties(trustedParty);
  const settings = useContractSettings(
    staff ? orgGroupId : null,
    !trustedParty && (!staff || orgGroupId !== null),
  );
  const templates = useContractTemplates(mode.kind === 'create');
  const create = useCreateContract();
  const edit = useEditContract();
  const saveTemplate = useSaveTemplate();
  const templateCreated = useTemplateCreatedCallback();

  // "USE" from the templates list: the form starts from that template once the list is here.
  const applied = useRef(false);
  useEffect(() => {
    if (mode.kind !== 'create' || !mode.templateId || applied.current || !templates.data) return;
    const template = templates.data.find((t) => t._id === mode.templateId);
    if (template) reset(valuesFromTemplate(template, getValues()));
    applied.current = true;
  }, [mode, templates.data, reset, getValues]);

  // connect §5: STOCK TRANSFER is left out when the group flags it; a trusted party has no use for it.
  const types = CONTRACT_TYPES.filter(
    (t) => t !== 'STOCK TRANSFER' || (!trustedParty && !settings.data?.stockTransferDisabled),
  );
  const counterparties = trustedParty
    ? (tradingGroups.data?.orgGroups ?? []).map((g) => ({ value: g._id, label: g.name }))
    : (settings.data?.trustedParties ?? []).map((tp) => ({ value: tp._id, label: tp.name }));

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (mode.kind === 'create') {
        const contract = await create.mutateAsync(
          newContractFormSchema.parse({
            ...values,
            trustedPartyId: trustedParty ? (user.trustedParty?._id ?? null) : values.trustedPartyId,
          }),
        );
        onSaved(contract._id);
      } else if (mode.kind === 'edit') {
        if (Object.keys(changedTerms(mode.contract, values)).length === 0) {
          onClose();
          return;
        }
        const contract = await edit.mutateAsync(contractUpdateFormSchema(mode.contract).parse(values));
        onSaved(contract._id);
      } else {
        const template = await saveTemplate.mutateAsync(
          templateFormSchema(mode.template?._id ?? null).parse(values),
        );
        if (!mode.template) templateCreated(template.name);
        onSaved(template._id);
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'ORDER_NUMBER_TAKEN') {
        setError('referenceNumber', { message: CONTRACT_TEXTS.orderNumberTaken }, { shouldFocus: true });
        return;
      }
      setFailure(isApiError(error) ? error.message : MESSAGES.genericSubmit);
    }
  });

  const upper = (text: string | undefined) => text?.toUpperCase();
  const saving = create.isPending || edit.isPending || saveTemplate.isPending;
  const errors = formState.errors;

  return (
    <form onSubmit={submit} noValidate aria-label={TITLES[mode.kind]}>
      <Stack gap="md">
        {mode.kind === 'create' && (
          <Select
            size="xs"
            label="FROM TEMPLATE"
            placeholder={templates.isPending ? 'Loading templates…' : 'Start from a saved template'}
            data={(templates.data ?? []).map((t) => ({ value: t._id, label: t.name }))}
            value={watch('templateId')}
            onChange={(id) => {
              const template = templates.data?.find((t) => t._id === id);
              if (template) reset(valuesFromTemplate(template, getValues()), { keepDefaultValues: true });
              else form.setValue('templateId', null);
            }}
            clearable
            searchable
            nothingFoundMessage="NO OPTIONS"
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          {mode.kind === 'template' ? (
            <TextInput
              size="xs"
              label="TEMPLATE NAME"
              required
              maxLength={75}
              {...register('name')}
              error={upper(errors.name?.message)}
            />
          ) : (
            <TextInput
              size="xs"
              label="REFERENCE N°"
              required
              maxLength={40}
              {...register('referenceNumber')}
              error={upper(errors.referenceNumber?.message)}
            />
          )}
          <Controller
            control={control}
            name="contractType"
            render={({ field }) => (
              <Select
                size="xs"
                label="CONTRACT TYPE"
                required
                data={types}
                value={field.value}
                onChange={(v) => field.onChange(v ?? 'BUYING')}
                allowDeselect={false}
                disabled={mode.kind === 'edit'}
                comboboxProps={{ withinPortal: true }}
                error={upper(errors.contractType?.message)}
              />
            )}
          />
          {staff && mode.kind !== 'template' && (
            <Controller
              control={control}
              name="orgGroupId"
              render={({ field }) => (
                <Select
                  size="xs"
                  label="ORGANISATION"
                  required
                  searchable
                  data={(orgGroups.data ?? []).map((g) => ({ value: g._id, label: g.name }))}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={mode.kind === 'edit'}
                  nothingFoundMessage="NO ORGS FOUND"
                  comboboxProps={{ withinPortal: true }}
                  error={upper(errors.orgGroupId?.message)}
                />
              )}
            />
          )}
          {contractType !== 'STOCK TRANSFER' && (
            <Controller
              control={control}
              name={trustedParty ? 'orgGroupId' : 'trustedPartyId'}
              render={({ field }) => (
                <Select
                  size="xs"
                  label={trustedParty ? 'ORGANISATION' : 'TRUSTED PARTY'}
                  required={mode.kind !== 'template'}
                  searchable
                  data={counterparties}
                  value={field.value}
                  onChange={field.onChange}
                  disabled={mode.kind === 'edit'}
                  placeholder={settings.isError ? 'Not available' : 'Choose the counterparty'}
                  description={
                    trustedParty && tradingGroups.isSuccess && counterparties.length === 0
                      ? 'No organisation you trade with can be chosen here yet.'
                      : undefined
                  }
                  nothingFoundMessage="NO OPTIONS"
                  comboboxProps={{ withinPortal: true }}
                  error={upper((trustedParty ? errors.orgGroupId : errors.trustedPartyId)?.message)}
                />
              )}
            />
          )}
        </SimpleGrid>
        <Divider />
        <ContractTermsFields form={form} />
        {mode.kind !== 'edit' && (
          <>
            <Divider />
            <SkuLinesEditor form={form} />
          </>
        )}
        {mode.kind === 'edit' && (
          <Text size="sm" c="dimmed">
            The SKUs are changed with EDIT SKUS on the contract.
          </Text>
        )}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        {Object.keys(errors).length > 0 && (
          <Text size="sm" c="red" role="alert">
            SOME FIELDS NEED ATTENTION.
          </Text>
        )}
        <Group justify="space-between" wrap="wrap" gap="xs">
          {mode.kind === 'create' ? <SaveAsTemplate form={form} /> : <span />}
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              CANCEL
            </Button>
            <Button type="submit" loading={saving}>
              {mode.kind === 'create' ? 'CREATE CONTRACT' : 'SAVE'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
