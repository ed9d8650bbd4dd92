/**
 * The demo carrier feed: a DCSA Track & Trace 2.2 publisher that `npm run simulate:carrier` plays
 * (scripts/simulate-carrier.ts). The seed registers it so a demo database accepts the simulator's
 * signed events. Demo only: its secret is written here, in the open; a real feed is registered with
 * a secret agreed with the carrier and never kept in the code.
 */
export const DEMO_CARRIER_FEED = {
  /** Fixed, so the simulator can name the feed without asking the server (seedUuid('carrier-feed', 'demo')). */
  id: 'e7ec7ad4-dbc4-55ff-b3d6-bc96aeeec78a',
  name: 'Demo carrier (DCSA T&T 2.2)',
  secret: 'demo-carrier-secret-not-for-production-use',
} as const;
