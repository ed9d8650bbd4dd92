/**
 * /connect/trustedparty/:key (connect §2, §7): a trusted party's details (GET /{id}/details/general),
 * its users and its addresses, on tabs kept in the URL (?tab=). My private nickname for a partner,
 * the organisation link for the provider's staff, and EDIT for my own trusted party's TPADMIN.
 */
import { Alert, Anchor, Badge, Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import type { TrustedPartyDetails } from '@navia/domain/contracts/trusted-parties';
import { isStaff } from '@navia/domain/rules/access';
import { IconArrowLeft, IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useTrustedPartyDetails } from '../api/trusted-parties.ts';
import { formatNetworkDate, networkErrorText } from '../rules/network-texts.ts';
import { DetailList } from './detail-list.tsx';
import { EditTrustedPartyDialog } from './edit-trusted-party-dialog.tsx';
import { TrustedPartyAddresses } from './trusted-party-addresses.tsx';
import { NicknameForm, OrgCodeForm } from './trusted-party-settings.tsx';
import { TrustedPartyUsers } from './trusted-party-users.tsx';

const TABS = ['details', 'users', 'addresses'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t === value);

function detailItems(tp: TrustedPartyDetails, locale: string) {
  const address = [tp.address1, tp.suburb, tp.city, tp.state, tp.postcode]
    .filter((p) => p?.trim())
    .join(', ');
  return [
    { label: 'BUSINESS NAME', value: tp.businessName },
    { label: 'BUSINESS NICKNAME', value: tp.businessNickName },
    { label: 'BUSINESS NUMBER', value: tp.businessNumber },
    { label: 'TYPE', value: tp.type },
    { label: 'WEBSITE', value: tp.businessWebsite },
    { label: 'CONTACT', value: [tp.contactName, tp.contactEmail].filter(Boolean).join(' · ') },
    { label: 'PHONE', value: tp.phone },
    { label: 'ADDRESS', value: address },
    { label: 'COUNTRY', value: tp.country },
    { label: 'LINKED ORGANISATION', value: [tp.orgName, tp.orgCode].filter(Boolean).join(' · ') },
    { label: 'CREATED', value: formatNetworkDate(tp.createdAt, locale) },
  ];
}

export function TrustedPartyPage() {
  const locale = useLocale();
  const { key = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'details';
  const { data: user } = useCurrentUser();
  const details = useTrustedPartyDetails(key);
  const [editing, setEditing] = useState(false);

  if (!user || details.isPending) return <PageLoader />;
  const tp = details.data;
  const own = tp?.isOwn === true;
  const staff = isStaff(user.type);
  const ownAdmin = own && user.type === 'TPADMIN';

  return (
    <Container component="main" size="lg" px={{ base: 'xs', sm: 'md' }} py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/connect/trustedparty" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={14} aria-hidden />
            TRUSTED PARTIES
          </Group>
        </Anchor>
        {!tp ? (
          <Alert color="red" variant="light" role="alert">
            {networkErrorText(details.error)}
          </Alert>
        ) : (
          <>
            <Group justify="space-between" align="flex-end" gap="xs">
              <Group gap="xs">
                <Title order={1} size="h3">
                  {tp.name}
                </Title>
                {tp.nickname && <Badge variant="light">{tp.nickname}</Badge>}
                {own && <Badge variant="outline">MY TRUSTED PARTY</Badge>}
              </Group>
              {ownAdmin && (
                <Button
                  variant="default"
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => setEditing(true)}
                >
                  EDIT
                </Button>
              )}
            </Group>
            <Tabs
              value={tab}
              onChange={(next) =>
                setParams(next && next !== 'details' ? { tab: next } : {}, { replace: true })
              }
            >
              <Tabs.List>
                <Tabs.Tab value="details">DETAILS</Tabs.Tab>
                <Tabs.Tab value="users">USERS</Tabs.Tab>
                <Tabs.Tab value="addresses">ADDRESSES</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="details" pt="md">
                <Stack gap="lg">
                  <DetailList label="Trusted party details" items={detailItems(tp, locale)} />
                  {!own && <NicknameForm trustedPartyId={tp._id} nickname={tp.nickname} />}
                  {staff && <OrgCodeForm trustedPartyId={tp._id} orgCode={tp.orgCode} />}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="users" pt="md">
                {tab === 'users' && <TrustedPartyUsers trustedPartyId={tp._id} canAdd={ownAdmin} />}
              </Tabs.Panel>
              <Tabs.Panel value="addresses" pt="md">
                {tab === 'addresses' && (
                  <TrustedPartyAddresses
                    trustedPartyId={tp._id}
                    editable={ownAdmin || staff}
                    forTrustedParty={staff && !own}
                    canSync={ownAdmin && tp.orgCode !== null}
                    syncFailed={own && tp.addressSyncFailed}
                  />
                )}
              </Tabs.Panel>
            </Tabs>
            {editing && <EditTrustedPartyDialog trustedParty={tp} onClose={() => setEditing(false)} />}
          </>
        )}
      </Stack>
    </Container>
  );
}
