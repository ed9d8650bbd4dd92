/**
 * The forms beside a trusted party's details: my private nickname for it (setEntiyNickname, only I
 * and my organisation see it) and, for the provider's staff, the organisation it is linked to (PUT
 * /orgCode {trustedPartyId, orgCode}).
 */
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSetNickname } from '../api/network.ts';
import { useLinkOrgCode } from '../api/trusted-parties.ts';
import { networkErrorText } from '../rules/network-texts.ts';

function InlineForm(props: {
  label: string;
  description: string;
  initial: string;
  pending: boolean;
  error: unknown;
  saved: boolean;
  maxLength: number;
  onSave: (value: string) => void;
}) {
  const [value, setValue] = useState(props.initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave(value.trim());
      }}
    >
      <Stack gap={4}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={props.label}
            description={props.description}
            value={value}
            maxLength={props.maxLength}
            onChange={(e) => setValue(e.currentTarget.value)}
            style={{ flex: 1 }}
            maw={360}
          />
          <Button
            type="submit"
            variant="default"
            loading={props.pending}
            disabled={value.trim() === props.initial}
          >
            SAVE
          </Button>
        </Group>
        {props.error ? (
          <Alert color="red" variant="light" role="alert" py={6}>
            {networkErrorText(props.error)}
          </Alert>
        ) : props.saved ? (
          <Alert color="teal" variant="light" role="status" py={6}>
            Saved.
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

export function NicknameForm({
  trustedPartyId,
  nickname,
}: {
  trustedPartyId: string;
  nickname: string | null;
}) {
  const save = useSetNickname(trustedPartyId);
  return (
    <InlineForm
      label="MY NICKNAME FOR THIS PARTNER"
      description="Only your organisation sees it."
      initial={nickname ?? ''}
      maxLength={100}
      pending={save.isPending}
      error={save.error}
      saved={save.isSuccess}
      onSave={(value) => save.mutate(value)}
    />
  );
}

export function OrgCodeForm({ trustedPartyId, orgCode }: { trustedPartyId: string; orgCode: string | null }) {
  const link = useLinkOrgCode(trustedPartyId);
  return (
    <InlineForm
      label="LINKED ORGANISATION CODE"
      description="The organisation known to the provider that this trusted party is."
      initial={orgCode ?? ''}
      maxLength={40}
      pending={link.isPending}
      error={link.error}
      saved={link.isSuccess}
      onSave={(value) => link.mutate(value)}
    />
  );
}
