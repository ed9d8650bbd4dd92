/**
 * Home-page content of the demo (issue 13): the provider's own news updates (the NEWS FEED's
 * default source when NAVIA_NEWS_FEEDS is unset, so the widget has content offline), its
 * newsletters, and each demo organisation group's support team (hub §6 roles). Dates are placed
 * relative to the seed's `now`, so the news stays "recent" (hub §9 drops items older than about a
 * month) whatever day the demo is seeded. Support contacts carry no picture: the widget draws their
 * initials.
 */
import type { LoadSession } from './bulk-load.ts';
import { DAY, HOUR, type World } from './world.ts';

type Role = 'ACT' | 'CUS' | 'CAG' | 'SAL' | 'KAM' | 'GAM' | 'NIS';

/** The provider's news updates: [days before now, title, content, link]. */
const SEED_NEWS_UPDATES: readonly (readonly [number, string, string, string | null])[] = [
  [
    1,
    'Peak season surcharges from 1 December',
    'Carriers on the Asia–Australia and Asia–New Zealand trades have announced peak season surcharges from 1 December. Your account manager can quote the impact on your booked lanes.',
    null,
  ],
  [
    4,
    'New: home dashboard widgets',
    'The home page is now a dashboard: add, move and resize widgets such as the exchange-rate and cubic calculators, the CO2 emissions chart and the map of cargo in transit from CUSTOMIZE.',
    '/customize',
  ],
  [
    9,
    'Port of Melbourne: weekend industrial action',
    'Industrial action at two Melbourne container terminals may delay vessel working this weekend. We will update affected shipments’ estimated dates as carriers confirm revised schedules.',
    null,
  ],
  [
    16,
    'Christmas and New Year cut-off dates',
    'Last sailings and flights to arrive before Christmas are filling quickly. Check the cut-off dates for your origin with our customer service team and book early.',
    null,
  ],
  [
    27,
    'Red Sea diversions: longer Europe transit times',
    'Most services between Europe and Oceania continue to route via the Cape of Good Hope, adding 10 to 14 days to transit times. Plan stock for the longer lead time.',
    null,
  ],
  [
    45,
    'Customs: new biosecurity import conditions',
    'New import conditions for goods from target risk countries apply from this month. Our customs agents can check whether your products are affected.',
    null,
  ],
];

/** The provider's newsletters: [name, display name, description, link, days since last change]. */
const SEED_NEWSLETTERS: readonly (readonly [string, string, string, string, number])[] = [
  [
    'market-update',
    'Monthly Freight Market Update',
    'Ocean and air freight rates, capacity and schedule reliability on the main trades.',
    'https://navia.demo/newsletters/market-update',
    3,
  ],
  [
    'customs-bulletin',
    'Customs & Compliance Bulletin',
    'Changes to tariffs, biosecurity conditions and trade agreements that affect your imports.',
    'https://navia.demo/newsletters/customs-bulletin',
    12,
  ],
  [
    'sustainability',
    'Sustainability Report',
    'Your supply chain emissions in context, and what carriers are doing to lower them.',
    'https://navia.demo/newsletters/sustainability',
    24,
  ],
];

type SeedContact = readonly [Role, string, string];

/**
 * A support team per demo organisation group (by its code), in the order shown: [role, full name,
 * phone]; the e-mail is derived from the name. A group not listed keeps the provider's general line.
 */
const SEED_SUPPORT_TEAMS: Readonly<Record<string, readonly SeedContact[]>> = {
  ACME: [
    ['KAM', 'Sarah Mitchell', '+61 3 9000 1101'],
    ['ACT', 'James Nguyen', '+61 3 9000 1102'],
    ['CUS', 'Olivia Brown', '+61 3 9000 1103'],
    ['CAG', 'Daniel Costa', '+61 3 9000 1104'],
    ['SAL', 'Priya Sharma', '+61 3 9000 1105'],
    ['GAM', 'Thomas Becker', '+61 2 8000 2201'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
  SOUTHERN: [
    ['ACT', 'Emily Walsh', '+61 2 8000 2102'],
    ['CUS', 'Jack Thompson', '+61 2 8000 2103'],
    ['CAG', 'Mei Lin', '+61 2 8000 2104'],
    ['SAL', 'Ben Harris', '+61 2 8000 2105'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
  KIWI: [
    ['KAM', 'Aroha Ngata', '+64 9 300 4101'],
    ['ACT', 'Hamish Campbell', '+64 9 300 4102'],
    ['CUS', 'Sophie Wilson', '+64 9 300 4103'],
    ['CAG', 'Rawiri Parata', '+64 9 300 4104'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
  LIBERTY: [
    ['GAM', 'Michael Carter', '+1 310 555 0141'],
    ['ACT', 'Jessica Ramirez', '+1 310 555 0142'],
    ['CUS', 'David Kim', '+1 310 555 0143'],
    ['CAG', 'Angela Ruiz', '+1 310 555 0144'],
    ['SAL', 'Ryan Foster', '+1 310 555 0145'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
  TROPIKA: [
    ['ACT', 'Nurul Aisyah', '+60 3 2100 5101'],
    ['CUS', 'Tan Wei Ming', '+60 3 2100 5102'],
    ['CAG', 'Rajesh Kumar', '+60 3 2100 5103'],
    ['SAL', 'Siti Rahman', '+60 3 2100 5104'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
  DANUBE: [
    ['KAM', 'Katalin Nagy', '+36 1 700 6101'],
    ['ACT', 'Gábor Szabó', '+36 1 700 6102'],
    ['CUS', 'Eszter Kovács', '+36 1 700 6103'],
    ['CAG', 'Péter Tóth', '+36 1 700 6104'],
    ['NIS', 'Liam O’Connor', '+61 3 9000 1199'],
  ],
};

/** first.last@navia.demo, accents and apostrophes dropped. */
function contactEmail(fullName: string): string {
  const ascii = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .toLowerCase();
  return `${ascii.trim().split(/\s+/).join('.')}@navia.demo`;
}

/** Writes the news updates, newsletters and support teams; replaces what a previous seed wrote. */
export async function seedNews(
  session: LoadSession,
  world: World,
  now: number,
): Promise<Record<string, number>> {
  await session.query('delete from news_updates');
  await session.query('delete from newsletters');
  for (const [daysAgo, title, content, link] of SEED_NEWS_UPDATES) {
    const at = new Date(now - daysAgo * DAY + 9 * HOUR).toISOString();
    await session.query(
      `insert into news_updates (title, content, link, published_at, created_by, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $4, $4)`,
      [title, content, link, at, world.adminUserId],
    );
  }
  for (const [name, displayName, description, link, daysAgo] of SEED_NEWSLETTERS) {
    const at = new Date(now - daysAgo * DAY + 8 * HOUR).toISOString();
    await session.query(
      `insert into newsletters (name, display_name, description, link, last_modified, created_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [name, displayName, description, link, at, new Date(now - (daysAgo + 90) * DAY).toISOString()],
    );
  }
  // One statement for every group's team.
  const rows = world.groups.flatMap((group) =>
    (SEED_SUPPORT_TEAMS[group.def.code] ?? []).map(([role, fullName, phone], i) => [
      group.id,
      role,
      fullName,
      contactEmail(fullName),
      phone,
      i,
    ]),
  );
  await session.query('delete from support_contacts where org_group_id = any($1::uuid[])', [
    world.groups.map((g) => g.id),
  ]);
  if (rows.length > 0) {
    const values = rows.map(
      (_, r) =>
        `($${r * 6 + 1}, $${r * 6 + 2}, $${r * 6 + 3}, $${r * 6 + 4}, $${r * 6 + 5}, null, $${r * 6 + 6})`,
    );
    await session.query(
      `insert into support_contacts (org_group_id, role, full_name, email, mobile_phone, image_url, sort_order)
       values ${values.join(', ')}`,
      rows.flat(),
    );
  }
  const contacts = rows.length;
  return {
    news_updates: SEED_NEWS_UPDATES.length,
    newsletters: SEED_NEWSLETTERS.length,
    support_contacts: contacts,
  };
}
