/**
 * The news-update and newsletter management calls (issue 15; hub §7 "News-update management: POST
 * (multipart), PUT (multipart), DELETE /{id}, GET on /api/naviaUpdates ... each reloads the list").
 * The multipart create and edit go through fetch with FormData to the declared URL (callEndpoint
 * sends JSON); the rest through callEndpoint.
 */
import { apiErrorSchema } from '@navia/domain/contracts/common';
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import {
  NEWS_UPDATE_FIELDS,
  type NewsletterInput,
  type NewsUpdateDto,
  newsEndpoints,
} from '@navia/domain/contracts/news';
import { MESSAGES } from '@navia/domain/errors';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../../lib/api-client.ts';

const keys = {
  updates: (page: number) => ['naviaUpdates', 'list', page] as const,
  all: ['naviaUpdates'] as const,
  newsletters: ['naviaUpdates', 'newsletters', 'all'] as const,
  /** The home NEWS FEED widget's queries (features/home): a change shows there at once. */
  feed: ['news'] as const,
};

export function useNewsUpdates(page: number) {
  return useQuery({
    queryKey: keys.updates(page),
    queryFn: ({ signal }) => callEndpoint(newsEndpoints.listUpdates, { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export type NewsUpdateDraft = { title: string; content: string; link: string; image: File | null };

async function sendNewsUpdate(id: string | null, draft: NewsUpdateDraft): Promise<NewsUpdateDto> {
  const endpoint = id ? newsEndpoints.editUpdate : newsEndpoints.createUpdate;
  const url = id ? endpointUrl(newsEndpoints.editUpdate, { params: { id } }) : endpointUrl(endpoint, {});
  const form = new FormData();
  form.append(NEWS_UPDATE_FIELDS.title, draft.title);
  form.append(NEWS_UPDATE_FIELDS.content, draft.content);
  form.append(NEWS_UPDATE_FIELDS.link, draft.link);
  if (draft.image) form.append(NEWS_UPDATE_FIELDS.file, draft.image, draft.image.name);
  let response: Response;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.genericSubmit);
  }
  const data: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw parsed.success
      ? new ApiError(response.status, parsed.data.code, parsed.data.message, { issues: parsed.data.issues })
      : new ApiError(response.status, 'INTERNAL', MESSAGES.genericSubmit);
  }
  return endpoint.responses[200].parse(data);
}

export function useSaveNewsUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, draft }: { id: string | null; draft: NewsUpdateDraft }) => sendNewsUpdate(id, draft),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: keys.feed }),
      ]),
  });
}

export function useDeleteNewsUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(newsEndpoints.deleteUpdate, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: keys.feed }),
      ]),
  });
}

export function useAllNewsletters() {
  return useQuery({
    queryKey: keys.newsletters,
    queryFn: ({ signal }) => callEndpoint(newsEndpoints.allNewsletters, {}, { signal }),
  });
}

export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: NewsletterInput }) =>
      id
        ? callEndpoint(newsEndpoints.editNewsletter, { params: { id }, body })
        : callEndpoint(newsEndpoints.createNewsletter, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: keys.feed }),
      ]),
  });
}

export function useDeleteNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(newsEndpoints.deleteNewsletter, { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.all }),
        queryClient.invalidateQueries({ queryKey: keys.feed }),
      ]),
  });
}
