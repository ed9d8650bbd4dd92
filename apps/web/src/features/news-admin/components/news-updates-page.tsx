/**
 * /admin/updates (issue 15; hub §2, §7 news-update management): two sections, NEWS UPDATES (the
 * provider's updates with their image: create, edit, delete with a confirmation) and NEWSLETTERS
 * (hub §3 newsletter). Every change reloads the list and the home page's NEWS FEED.
 */
import { ActionIcon, Anchor, Button, Group, Image, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { NewsletterDto, NewsUpdateDto } from '@navia/domain/contracts/news';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog.tsx';
import { Paging } from '../../../components/list-paging.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { type SimpleColumn, SimpleTable } from '../../../components/simple-table.tsx';
import { formatDate, useLocale } from '../../../lib/locale.ts';
import {
  useAllNewsletters,
  useDeleteNewsletter,
  useDeleteNewsUpdate,
  useNewsUpdates,
} from '../api/news-admin.ts';
import { NewsUpdateDialog } from './news-update-dialog.tsx';
import { NewsletterDialog } from './newsletter-dialog.tsx';

/** Which dialog is open: none, a new item (null) or an existing one. */
type Editing<T> = { item: T | null; key: number } | undefined;

function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Tooltip label="EDIT">
        <ActionIcon variant="subtle" aria-label={`EDIT ${name}`} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="DELETE">
        <ActionIcon variant="subtle" color="red" aria-label={`DELETE ${name}`} onClick={onDelete}>
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}

function NewsUpdatesSection() {
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const list = useNewsUpdates(page);
  const remove = useDeleteNewsUpdate();
  const [editing, setEditing] = useState<Editing<NewsUpdateDto>>();
  const [deleting, setDeleting] = useState<NewsUpdateDto | null>(null);
  const open = (item: NewsUpdateDto | null) => setEditing({ item, key: Date.now() });

  const columns: SimpleColumn<NewsUpdateDto>[] = [
    {
      header: 'IMAGE',
      cell: (u) =>
        u.image ? (
          <Image src={u.image} alt="" w={64} h={40} fit="cover" radius="sm" />
        ) : (
          <Text c="dimmed">—</Text>
        ),
    },
    {
      header: 'TITLE',
      cell: (u) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {u.title}
          </Text>
          {u.content && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {u.content}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: 'LINK',
      cell: (u) =>
        u.link ? (
          <Anchor href={u.link} target="_blank" rel="noopener noreferrer" size="sm">
            {u.link}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { header: 'PUBLISHED', nowrap: true, cell: (u) => formatDate(u.publishedAt, locale) },
    {
      header: 'ACTIONS',
      cell: (u) => <RowActions name={u.title} onEdit={() => open(u)} onDelete={() => setDeleting(u)} />,
    },
  ];

  return (
    <PageSection title="NEWS UPDATES">
      <Group justify="flex-end">
        <Button onClick={() => open(null)}>CREATE NEWS UPDATE</Button>
      </Group>
      <QueryState
        query={list}
        loading="LOADING NEWS UPDATES"
        failed="NEWS UPDATES COULD NOT BE LOADED"
        empty="NO NEWS UPDATES YET"
        isEmpty={(data) => data.result.length === 0}
      >
        {(data) => (
          <>
            <SimpleTable
              columns={columns}
              rows={data.result}
              rowKey={(u) => u._id}
              minWidth={720}
              caption={`${data.totalCount} news updates`}
              striped
            />
            <Paging
              label="NEWS UPDATES PAGES"
              total={Math.ceil(data.totalCount / data.pageSize)}
              value={page}
              onChange={setPage}
            />
          </>
        )}
      </QueryState>
      {editing && (
        <NewsUpdateDialog
          key={editing.key}
          update={editing.item}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        title="DELETE NEWS UPDATE"
        message={`Delete “${deleting?.title ?? ''}”? This cannot be undone.`}
        opened={deleting !== null}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => setDeleting(null),
          })
        }
      />
    </PageSection>
  );
}

function NewslettersSection() {
  const locale = useLocale();
  const list = useAllNewsletters();
  const remove = useDeleteNewsletter();
  const [editing, setEditing] = useState<Editing<NewsletterDto>>();
  const [deleting, setDeleting] = useState<NewsletterDto | null>(null);
  const open = (item: NewsletterDto | null) => setEditing({ item, key: Date.now() });

  const columns: SimpleColumn<NewsletterDto>[] = [
    { header: 'NAME', cell: (n) => n.name },
    {
      header: 'DISPLAY NAME',
      cell: (n) => (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {n.displayname}
          </Text>
          {n.description && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {n.description}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: 'LINK',
      cell: (n) =>
        n.link ? (
          <Anchor href={n.link} target="_blank" rel="noopener noreferrer" size="sm">
            {n.link}
          </Anchor>
        ) : (
          '—'
        ),
    },
    { header: 'LAST MODIFIED', nowrap: true, cell: (n) => formatDate(n.lastModified, locale) },
    {
      header: 'ACTIONS',
      cell: (n) => <RowActions name={n.displayname} onEdit={() => open(n)} onDelete={() => setDeleting(n)} />,
    },
  ];

  return (
    <PageSection title="NEWSLETTERS">
      <Group justify="flex-end">
        <Button onClick={() => open(null)}>CREATE NEWSLETTER</Button>
      </Group>
      <QueryState
        query={list}
        loading="LOADING NEWSLETTERS"
        failed="NEWSLETTERS COULD NOT BE LOADED"
        empty="NO NEWSLETTERS YET"
        isEmpty={(data) => data.length === 0}
      >
        {(data) => <SimpleTable columns={columns} rows={data} rowKey={(n) => n._id} minWidth={720} striped />}
      </QueryState>
      {editing && (
        <NewsletterDialog
          key={editing.key}
          newsletter={editing.item}
          opened
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDeleteDialog
        title="DELETE NEWSLETTER"
        message={`Delete “${deleting?.displayname ?? ''}”? This cannot be undone.`}
        opened={deleting !== null}
        pending={remove.isPending}
        error={remove.error}
        onClose={() => {
          remove.reset();
          setDeleting(null);
        }}
        onConfirm={() => deleting && remove.mutate(deleting._id, { onSuccess: () => setDeleting(null) })}
      />
    </PageSection>
  );
}

export function NewsUpdatesPage() {
  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1400} mx="auto" w="100%">
      <Title order={1} size="h2">
        UPDATES
      </Title>
      <NewsUpdatesSection />
      <NewslettersSection />
    </Stack>
  );
}
