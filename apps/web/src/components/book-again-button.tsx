/**
 * BOOK AGAIN on a shipment's detail screen (issue 18, hub §4 "applying a booking records whether it
 * came from … shipment details"): a link to /bookings?shipKey=<key>, whose form is pre-filled from
 * that shipment. Shown only to users who may open /bookings (hub §2: NU or above, or the bookings
 * permission), the same rule the route guard and the nav bar use; not to staff (NU and above), who
 * confirm bookings but submit none (POST /api/bookings answers them 403: they have no group).
 */
import { Button } from '@mantine/core';
import { HUB_ROUTE_RULES, hasAccess, isAtLeast } from '@navia/domain/rules/access';
import { toAccessSubject } from '@navia/domain/rules/access-subject';
import { Link } from 'react-router';
import { useCurrentUser } from '../lib/auth.ts';

/** The /bookings address that books a shipment again. */
function bookAgainPath(shipKey: string): string {
  return `/bookings?${new URLSearchParams({ shipKey }).toString()}`;
}

export function BookAgainButton({ shipKey }: { shipKey: string }) {
  const { data: user } = useCurrentUser();
  if (!shipKey || !user || isAtLeast(user.type, 'NU')) return null;
  if (!hasAccess(toAccessSubject(user), HUB_ROUTE_RULES.bookings)) return null;
  return (
    <Button component={Link} to={bookAgainPath(shipKey)} variant="light" size="sm">
      BOOK AGAIN
    </Button>
  );
}
