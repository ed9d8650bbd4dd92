/**
 * INVITE PARTNER (connect §3 Invite, §7 POST /invite {orgDetails, ignoreEntitiyIds}): the partner's
 * company and contact. When the server finds possible existing entities (same business number,
 * similar name, same e-mail domain) they are listed: invite one of them, or ignore them and send
 * again with their ids in ignoreEntitiyIds. When the partner is already on connect the answer says
 * so, with the names it is known by, and the invite waits in their portal.
 * connect §8: a 401 or 403 shows the server's text, anything else the fallback text.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  type InviteResponse,
  type OrgDetailsInput,
  orgDetailsSchema,
  type PossibleExistingEntity,
} from '@navia/domain/contracts/connect-network';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { useInvitePartner } from '../api/invites.ts';
import { inviteErrorText } from '../rules/network-texts.ts';

const EMPTY: OrgDetailsInput = {
  companyName: '',
  contactName: '',
  contactEmail: '',
  country: '',
  businessNumber: '',
  website: '',
};

const MATCHED_BY: Record<PossibleExistingEntity['matchedBy'][number], string> = {
  BUSINESS_NUMBER: 'same business number',
  NAME: 'similar name',
  EMAIL_DOMAIN: 'same e-mail domain',
};

function PossibleEntities(props: {
  entities: readonly PossibleExistingEntity[];
  chosen: string | null;
  onChoose: (id: string) => void;
}) {
  return (
    <Radio.Group
      label="THESE PARTNERS MAY ALREADY BE ON CONNECT"
      description="Invite one of them, or ignore them and invite a new partner."
      value={props.chosen}
      onChange={props.onChoose}
    >
      <Stack gap="xs" mt="xs">
        {props.entities.map((entity) => (
          <Radio
            key={entity._id}
            value={entity._id}
            label={`${entity.name} (${entity.country})`}
            description={`${entity.isTrustedParty ? 'Trusted party' : 'Organisation'} · ${entity.matchedBy
              .map((m) => MATCHED_BY[m])
              .join(', ')}`}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

function InviteOutcome({ answer, email }: { answer: InviteResponse; email: string }) {
  if (answer.outcome === 'CONNECT_USER')
    return (
      <Alert color="teal" variant="light" role="status" title="ALREADY ON CONNECT">
        <Text size="sm">This partner already uses connect: the invite waits for them in the portal.</Text>
        {(answer.nickNames ?? []).length > 0 && (
          <>
            <Text size="sm" mt="xs">
              Known as:
            </Text>
            <List size="sm">
              {(answer.nickNames ?? []).map((name) => (
                <List.Item key={name}>{name}</List.Item>
              ))}
            </List>
          </>
        )}
      </Alert>
    );
  return (
    <Alert color="teal" variant="light" role="status" title="INVITE SENT">
      {answer.outcome === 'EXISTING_INVITED'
        ? `${answer.invite?.invitee?.name ?? 'The partner'} was invited; their contact gets a link to sign in and accept.`
        : `A sign-up link was e-mailed to ${email}.`}
    </Alert>
  );
}

export function InvitePartnerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const form = useForm<OrgDetailsInput>({
    resolver: zodResolver(orgDetailsSchema, requiredWhenEmpty),
    defaultValues: EMPTY,
  });
  const invite = useInvitePartner();
  const [chosen, setChosen] = useState<string | null>(null);
  const errors = form.formState.errors;
  const answer = invite.data;
  const possible = answer?.outcome === 'POSSIBLE_EXISTING' ? (answer.possibleExistingEntities ?? []) : [];

  const close = () => {
    form.reset(EMPTY);
    invite.reset();
    setChosen(null);
    onClose();
  };
  const send = (orgDetails: OrgDetailsInput, ignoreEntitiyIds: string[] = []) =>
    invite.mutate({ orgDetails, ignoreEntitiyIds });
  const inviteChosen = form.handleSubmit((values) => {
    const entity = possible.find((e) => e._id === chosen);
    if (entity) send({ ...values, existingEntityId: entity._id, isTrustedParty: entity.isTrustedParty });
  });

  return (
    <Modal opened={opened} onClose={close} title="INVITE PARTNER" size="lg">
      {answer && answer.outcome !== 'POSSIBLE_EXISTING' ? (
        <Stack gap="md">
          <InviteOutcome answer={answer} email={form.getValues('contactEmail')} />
          <Group justify="flex-end">
            <Button onClick={close}>DONE</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={form.handleSubmit((values) => send(values))} noValidate>
          <Stack gap="sm">
            <TextInput
              label="COMPANY NAME"
              required
              {...form.register('companyName')}
              error={errors.companyName?.message}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="CONTACT NAME"
                required
                {...form.register('contactName')}
                error={errors.contactName?.message}
              />
              <TextInput
                label="CONTACT EMAIL"
                type="email"
                required
                {...form.register('contactEmail')}
                error={errors.contactEmail?.message}
              />
              <TextInput
                label="COUNTRY"
                required
                {...form.register('country')}
                error={errors.country?.message}
              />
              <TextInput
                label="BUSINESS NUMBER"
                {...form.register('businessNumber')}
                error={errors.businessNumber?.message}
              />
            </SimpleGrid>
            <TextInput
              label="COMPANY WEBSITE"
              {...form.register('website')}
              error={errors.website?.message}
            />
            {possible.length > 0 && (
              <PossibleEntities entities={possible} chosen={chosen} onChoose={setChosen} />
            )}
            {invite.isError && (
              <Alert color="red" variant="light" role="alert">
                {inviteErrorText(invite.error)}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                CANCEL
              </Button>
              {possible.length > 0 ? (
                <>
                  <Button
                    variant="default"
                    loading={invite.isPending}
                    onClick={form.handleSubmit((values) =>
                      send(
                        values,
                        possible.map((e) => e._id),
                      ),
                    )}
                  >
                    IGNORE AND SEND
                  </Button>
                  <Button disabled={chosen === null} loading={invite.isPending} onClick={inviteChosen}>
                    INVITE SELECTED
                  </Button>
                </>
              ) : (
                <Button type="submit" loading={invite.isPending}>
                  SEND INVITE
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
