import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { currentUserQueryKey } from '../lib/auth.ts';

export function createQueryClient(): QueryClient {
  // A session the server ended (idle or absolute timeout, a password change elsewhere, decision 013)
  // answers UNAUTHORISED to the next call: the current user is fetched again, comes back logged out,
  // and the route guards send the visitor to the login page, with the page as the redirect.
  const onError = (error: unknown) => {
    if (isApiError(error) && error.code === 'UNAUTHORISED') {
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
      mutations: { retry: false },
    },
  });
  return client;
}
