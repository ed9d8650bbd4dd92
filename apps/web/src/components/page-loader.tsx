import { Center, Loader } from '@mantine/core';

/** A centred spinner while a page or the current user loads. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="40vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
