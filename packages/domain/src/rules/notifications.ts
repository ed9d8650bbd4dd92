/**
 * Notifications (hub §3 "Notification", "Notification preferences"; hub §4 "notifications", "record
 * notification subscription"). Pure rules shared by the server (who receives what) and the web
 * (the bell, the popup, the subscription toggle).
 */

/** hub §3: the notification types, in the order the settings popup lists them. */
export const NOTIFICATION_TYPES = [
  'orderScheduleConfirmed',
  'changeDepartureDate',
  'confirmedDeparture',
  'changeArrivalDate',
  'confirmedArrival',
  'deliveryScheduled',
  'deliveryAcknowledged',
  'deliveryConfirmed',
  'chatMessages',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** hub §3: the labels of the settings popup. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  orderScheduleConfirmed: 'ORDER SCHEDULE CONFIRMED',
  changeDepartureDate: 'CHANGE IN DEPARTURE DATE',
  confirmedDeparture: 'CONFIRMED DEPARTURE',
  changeArrivalDate: 'CHANGE IN ARRIVAL DATE',
  confirmedArrival: 'CONFIRMED ARRIVAL',
  deliveryScheduled: 'DELIVERY SCHEDULED',
  deliveryAcknowledged: 'DELIVERY ACKNOWLEDGED',
  deliveryConfirmed: 'DELIVERY CONFIRMED',
  chatMessages: 'NEW CHAT MESSAGES',
};

/** hub §3: NEW CHAT MESSAGES shows only in the chat popup; the record popup has the other 8. */
export const RECORD_POPUP_TYPES = NOTIFICATION_TYPES.filter((t) => t !== 'chatMessages');

/** The date-change types, which a user may give a minimum change (a threshold, in hours). */
export const DATE_CHANGE_TYPES = ['changeDepartureDate', 'changeArrivalDate'] as const;
export type DateChangeType = (typeof DATE_CHANGE_TYPES)[number];

/** One flag per type, as a record's subscription stores them. */
export type NotificationFlags = Record<NotificationType, boolean>;

/** The user's preference for one type: on for new subscriptions, by e-mail too, and a threshold. */
export type NotificationTypePreference = {
  default: boolean;
  email: boolean;
  /** Date-change types only: notify only when the date moves by at least this many hours (0: any change). */
  minChangeHours?: number;
};
export type NotificationTypePreferences = Record<NotificationType, NotificationTypePreference>;

/** A record in recordsToNotify (hub §3): its key, the client's key, and the flags. */
export type RecordSubscription = {
  recordKey: string;
  clientRecordKey: string;
  isShipment: boolean;
  DataSource: string;
  notificationTypes: NotificationFlags;
};

/** hub §3 "Record notification settings", as the current user carries them (`recordNotifications`). */
export type RecordNotificationSettings = {
  active: boolean;
  recordsToNotify: RecordSubscription[];
  contractsToNotify: string[];
  notificationTypes: NotificationTypePreferences;
};

/** What a new user starts with: every type on by default, no e-mail, no threshold. */
export function defaultNotificationPreferences(): NotificationTypePreferences {
  return Object.fromEntries(
    NOTIFICATION_TYPES.map((t) => [
      t,
      DATE_CHANGE_TYPES.includes(t as DateChangeType)
        ? { default: true, email: false, minChangeHours: 0 }
        : { default: true, email: false },
    ]),
  ) as NotificationTypePreferences;
}

/** The flags a new subscription gets (adding a favourite, hub §7): each type's default. */
export function defaultFlags(preferences: NotificationTypePreferences): NotificationFlags {
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, preferences[t].default])) as NotificationFlags;
}

/** Every flag off: what the toggle sends when the user unsubscribes (hub §4). */
export function allFlagsOff(): NotificationFlags {
  return Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t, false])) as NotificationFlags;
}

/** A subscription with every flag off is no subscription: the server removes it. */
export function hasAnyFlag(flags: NotificationFlags): boolean {
  return NOTIFICATION_TYPES.some((t) => flags[t]);
}

/** hub §4: a record is subscribed when it is in recordsToNotify and the global active flag is set. */
export function isRecordSubscribed(
  settings: Pick<RecordNotificationSettings, 'active' | 'recordsToNotify'>,
  recordKey: string,
): boolean {
  return settings.active && settings.recordsToNotify.some((r) => r.recordKey === recordKey);
}

/**
 * Whether a subscriber receives a notification of `type` about a record (the "who receives"):
 * the global flag on, the record's flag for the type on, and for a date change the move at least
 * the user's threshold.
 */
export function wantsNotification(input: {
  active: boolean;
  flags: NotificationFlags | null;
  type: NotificationType;
  preference: NotificationTypePreference;
  movedHours: number | null;
}): boolean {
  if (!input.active || !input.flags?.[input.type]) return false;
  const threshold = input.preference.minChangeHours ?? 0;
  if (threshold > 0 && input.movedHours !== null) return Math.abs(input.movedHours) >= threshold;
  return true;
}

/** hub §3: a notification's text separates its lines with a bullet break. */
export const NOTIFICATION_LINE_BREAK = ' • ';

/** hub §3: the first line is the main line; the rest are details. */
export function splitNotificationText(text: string): { main: string; details: string[] } {
  const [main = '', ...details] = text
    .split(NOTIFICATION_LINE_BREAK)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  return { main, details };
}

export function joinNotificationText(main: string, details: readonly string[]): string {
  return [main, ...details].join(NOTIFICATION_LINE_BREAK);
}

/** hub §2: 'Shipment N° {ship} / Order N° {order}', or one of them, or N/A. */
export function notificationRecordLabel(shipNumber: string | null, ordNumber: string | null): string {
  const parts = [
    shipNumber ? `Shipment N° ${shipNumber}` : null,
    ordNumber ? `Order N° ${ordNumber}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' / ') : 'N/A';
}

/** hub §4: the default text of a browser notification when the notification has none. */
export const DEFAULT_BROWSER_NOTIFICATION_TEXT = 'You have recieved a new notification.';

/** hub §4: a toast shows only when the notification's site matches the current one. */
export function showsToastOn(site: 'hub' | 'connect', notification: { isConnect: boolean }): boolean {
  return notification.isConnect === (site === 'connect');
}

/** hub §4: the browser tab title while the page is hidden: the unread count before the title. */
export function titleWithUnread(title: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${title}` : title;
}

/** Hours between two instants (b − a), to one decimal; null when either is missing. */
export function hoursBetween(a: string | null, b: string | null): number | null {
  if (!a || !b) return null;
  return Math.round((Date.parse(b) - Date.parse(a)) / 360_000) / 10;
}

/** hub §9 `MMM`, as dayjs's en-gb writes it on the screens (Intl's en-GB writes 'Sept' on Node 20). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A date in a notification's text (hub §9 `DD MMM YYYY`). A notification is one text for every
 * reader, whatever their zone, so dates are the UTC calendar day; an ISO day is taken as it is.
 */
export function formatNotificationDate(value: string): string {
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const date = new Date(instant);
  return `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A signed move in hours as a notification shows it: '+30 h', '−2 days'. */
export function formatMove(hours: number): string {
  const sign = hours >= 0 ? '+' : '−';
  const abs = Math.abs(hours);
  if (abs >= 48) return `${sign}${Math.round(abs / 24)} days`;
  return `${sign}${Math.round(abs)} h`;
}
