/**
 * OVERVIEW on /org/:key: the group's facts and its organisations with their codes and addresses.
 * An admin (NA) may rename an organisation's code (editOrgCode: everywhere it is written) or delete
 * it (a soft delete, restorable from /admin/deletedorgs).
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Organisation, OrgGroupDetail } from '@navia/domain/contracts/org';
import { HOME_COUNTRY_NAMES } from '@navia/domain/rules/home-countries';
import { lazy, Suspense, useState } from 'react';
import { PageSection } from '../../../components/page-section.tsx';

/** The dialogs load on the first click (NA only). */
const DeleteOrgDialog = lazy(() => import('./org-dialogs.tsx').then((m) => ({ default: m.DeleteOrgDialog })));
const EditOrgCodeDialog = lazy(() =>
  import('./org-dialogs.tsx').then((m) => ({ default: m.EditOrgCodeDialog })),
);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" fw={700}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function OrganisationCard({
  org,
  canEdit,
  onEditCode,
  onDelete,
}: {
  org: Organisation;
  canEdit: boolean;
  onEditCode: () => void;
  onDelete: () => void;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`${org.code} ${org.name}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Stack gap={0}>
            <Text fw={700}>{org.name.toUpperCase()}</Text>
            <Group gap="xs">
              <Badge variant="outline" ff="monospace">
                {org.code}
              </Badge>
              <Text size="xs" c="dimmed">
                {org.country}
              </Text>
            </Group>
          </Stack>
          {canEdit && (
            <Group gap="xs">
              <Button size="xs" variant="light" onClick={onEditCode} aria-label={`Edit code of ${org.code}`}>
                EDIT CODE
              </Button>
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={onDelete}
                aria-label={`Delete ${org.code}`}
              >
                DELETE
              </Button>
            </Group>
          )}
        </Group>
        {org.addresses.length === 0 ? (
          <Text size="sm" c="dimmed">
            NO ADDRESSES
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {org.addresses.map((a) => (
              <Text key={a._id} size="sm" component="li">
                <Text span fw={600}>
                  {a.label}
                </Text>
                {' · '}
                {[a.address1, a.city, a.state, a.postcode, a.country].filter(Boolean).join(', ')}
                {a.phone ? ` · ${a.phone}` : ''}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

type Dialog = { kind: 'code' | 'delete'; org: Organisation } | null;

export function OrgOverviewTab({ orgGroup, canEdit }: { orgGroup: OrgGroupDetail; canEdit: boolean }) {
  const [dialog, setDialog] = useState<Dialog>(null);
  return (
    <Stack gap="lg">
      <PageSection title="ORGANISATION GROUP">
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          <Fact label="NAME">{orgGroup.name}</Fact>
          <Fact label="CODE">{orgGroup.code}</Fact>
          <Fact label="COUNTRY">{HOME_COUNTRY_NAMES[orgGroup.country]}</Fact>
          <Fact label="CHAT BOT">{orgGroup.hubbiEnabled ? 'YES' : 'NO'}</Fact>
          <Fact label="CONNECT ACCESS">{orgGroup.connectAccess ? 'YES' : 'NO'}</Fact>
        </SimpleGrid>
      </PageSection>
      <PageSection title="ORGANISATIONS">
        {orgGroup.organisations.length === 0 ? (
          <Text c="dimmed">NO ORGS FOUND</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {orgGroup.organisations.map((org) => (
              <OrganisationCard
                key={org._id}
                org={org}
                canEdit={canEdit}
                onEditCode={() => setDialog({ kind: 'code', org })}
                onDelete={() => setDialog({ kind: 'delete', org })}
              />
            ))}
          </SimpleGrid>
        )}
      </PageSection>
      <Suspense fallback={null}>
        {dialog?.kind === 'code' && <EditOrgCodeDialog org={dialog.org} onClose={() => setDialog(null)} />}
        {dialog?.kind === 'delete' && <DeleteOrgDialog org={dialog.org} onClose={() => setDialog(null)} />}
      </Suspense>
    </Stack>
  );
}
