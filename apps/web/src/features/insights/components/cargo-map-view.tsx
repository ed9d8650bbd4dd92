/**
 * The cargo-in-transit map as a view (issue 13), drawn on /insights: the caller's shipments between
 * departure and arrival on a world map, with its own loading, empty and error states.
 */
import { Alert, Center, Loader, Text } from '@mantine/core';
import { useInTransit } from '../api/transit.ts';
import { CargoMapContent } from './cargo-map-content.tsx';
import { CARGO_MAP_TEXTS } from './cargo-map-rules.ts';

export function CargoMapView({ height = 420 }: { height?: number }) {
  const inTransit = useInTransit();
  if (inTransit.isPending) {
    return (
      <Center h={height}>
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (inTransit.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        AN ERROR OCCURRED
      </Alert>
    );
  }
  if (inTransit.data.totalCount === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {CARGO_MAP_TEXTS.empty}
      </Text>
    );
  }
  return <CargoMapContent data={inTransit.data} height={height} />;
}
