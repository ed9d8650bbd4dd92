/** The favourite star and the subscription bell of a contract (connect §2, §3 contractsToNotify). */
import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBell, IconBellOff, IconStar, IconStarFilled } from '@tabler/icons-react';
import { useFavouriteToggle, useSubscriptionToggle } from '../api/contract-marks.ts';

export function FavouriteStar({
  id,
  referenceNumber,
  isFavourite,
}: {
  id: string;
  referenceNumber: string;
  isFavourite: boolean;
}) {
  const toggle = useFavouriteToggle();
  const label = `${isFavourite ? 'Remove' : 'Add'} ${referenceNumber} ${isFavourite ? 'from' : 'to'} favourites`;
  return (
    <ActionIcon
      variant="subtle"
      color="yellow"
      aria-label={label}
      aria-pressed={isFavourite}
      title={label}
      loading={toggle.isPending}
      loaderProps={{ 'aria-label': 'Saving favourite' }}
      onClick={() => toggle.mutate({ id, favourite: !isFavourite })}
    >
      {isFavourite ? <IconStarFilled size={18} aria-hidden /> : <IconStar size={18} aria-hidden />}
    </ActionIcon>
  );
}

export function SubscriptionBell({ id, subscribed }: { id: string; subscribed: boolean }) {
  const toggle = useSubscriptionToggle();
  const label = subscribed
    ? 'Notifications for this contract: on. Turn them off'
    : 'Notifications for this contract: off. Turn them on';
  return (
    <Tooltip label={subscribed ? 'You get CONTRACT notifications' : 'You get no notifications'}>
      <ActionIcon
        variant={subscribed ? 'light' : 'subtle'}
        color={subscribed ? 'blue' : 'gray'}
        size="lg"
        aria-label={label}
        aria-pressed={subscribed}
        loading={toggle.isPending}
        loaderProps={{ 'aria-label': 'Saving notifications' }}
        onClick={() => toggle.mutate({ id, notifications: !subscribed })}
      >
        {subscribed ? <IconBell size={20} aria-hidden /> : <IconBellOff size={20} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
