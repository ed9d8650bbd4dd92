import { readFile } from 'node:fs/promises';
import type { LayoutItem } from '@navia/domain/contracts/dashboard';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { signInByApi } from './helpers.ts';

/** The home dashboard (issue 13 "Done when"): the default layout, /customize, two calculators, /insights, units. */

const IMPORTER = 'importer@acme.demo';

const widget = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}`, 'i') });

async function savedLayout(page: Page): Promise<LayoutItem[]> {
  const answer = await page.request.get('/api/user/customLayout');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { customLayout: LayoutItem[] }).customLayout;
}

/** Picks an option of a searchable Mantine select by typing part of it. */
async function choose(
  page: Page,
  scope: ReturnType<typeof widget>,
  label: string,
  typed: string,
  option: RegExp,
) {
  await scope.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('an importer customises the dashboard, converts currencies and volumes, exports a chart and switches to imperial', async ({
  page,
}) => {
  // A dozen screens with charts and a map on 2 loaded cores.
  test.setTimeout(240_000);
  await signInByApi(page, IMPORTER);
  const before = await savedLayout(page);
  try {
    // Start from the default layout (a retry may find the last run's).
    await page.goto('/customize');
    await page.getByRole('button', { name: 'RESET TO DEFAULT' }).click();
    const save = page.getByRole('button', { name: 'SAVE', exact: true });
    if (await save.isEnabled()) {
      await save.click();
      await expect(page.getByText('YOUR DASHBOARD WAS SAVED.')).toBeVisible();
    }

    // The default layout (hub §2).
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Dashboard widgets' });
    // The grid's own items: the widgets hold lists of their own (presets, the support team…).
    await expect(grid.locator(':scope > li')).toHaveCount(5);
    for (const title of [
      'Preset Searches',
      'Support Team',
      'Priority Shipments',
      'MESSAGES',
      'Favourites Shipments',
    ])
      await expect(widget(page, title)).toBeVisible();
    const defaults = await savedLayout(page);
    expect(defaults.map((i) => [i.componentName, i.x, i.y, i.size])).toEqual([
      ['PresetSearches', 0, 0, 1],
      ['SupportTeam', 1, 0, 1],
      ['PriorityShipments', 0, 1, 1],
      ['Chat', 1, 1, 1],
      ['FavouriteShipments', 0, 2, 2],
    ]);

    // Add the two calculators and the map, move Support Team, narrow Favourites, save.
    await page.getByRole('link', { name: 'CUSTOMIZE' }).click();
    for (const title of ['Exchange Rate Calculator', 'Cubic Calculator', 'Cargo In Transit'])
      await page.getByRole('button', { name: `Add ${title} to the dashboard` }).click();
    await page.getByRole('button', { name: 'Move Support Team down' }).click();
    await page.getByRole('button', { name: 'NARROW: make Favourites Shipments 1 column wide' }).click();
    await page.getByRole('button', { name: 'SAVE', exact: true }).click();
    await expect(page.getByText('YOUR DASHBOARD WAS SAVED.')).toBeVisible();

    // A reload keeps it.
    await page.goto('/');
    await page.reload();
    const saved = await savedLayout(page);
    const byName = new Map(saved.map((i) => [i.componentName, i]));
    expect(byName.get('SupportTeam')?.y).toBeGreaterThan(0);
    expect(byName.get('FavouriteShipments')?.size).toBe(1);
    for (const name of ['ExchangeRateCalculator', 'CubicCalculator', 'CargoMap'] as const)
      expect(byName.has(name)).toBe(true);
    await expect(page.getByRole('list', { name: 'Dashboard widgets' }).locator(':scope > li')).toHaveCount(8);

    // 100 AUD in USD, then inverted.
    const exchange = widget(page, 'Exchange Rate Calculator');
    await exchange.getByRole('textbox', { name: 'AMOUNT' }).fill('100');
    await choose(page, exchange, 'FROM', 'AUD', /^AUD/);
    await choose(page, exchange, 'TO', 'USD', /^USD/);
    const result = exchange.getByTestId('exchange-result');
    await expect(result).toHaveText(/^100\.00 AUD = [\d,]+\.\d{2} USD$/);
    await exchange.getByRole('button', { name: 'INVERT' }).click();
    await expect(result).toHaveText(/^100\.00 USD = [\d,]+\.\d{2} AUD$/);

    // A cubic volume in inches: 12 × 12 × 12 in is one cubic foot.
    const cubic = widget(page, 'Cubic Calculator');
    await cubic.getByRole('tab', { name: 'CALCULATE CUBIC FEET' }).click();
    for (const label of ['LENGTH', 'WIDTH', 'HEIGHT'])
      await cubic.getByRole('textbox', { name: label }).fill('12');
    await cubic.getByRole('combobox', { name: 'UNIT' }).click();
    await page.getByRole('option', { name: 'inch', exact: true }).click();
    await cubic.getByRole('textbox', { name: 'QUANTITY' }).fill('1');
    await expect(cubic.getByTestId('cubic-result-feet')).toContainText('1.000');

    // /insights: a chart as CSV.
    await page.goto('/insights');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Shipments by month and mode as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toMatch(/MONTH/i);

    // Imperial units in /settings show as LBS in the search table.
    await page.goto('/settings');
    // The segmented control's radio is visually hidden: its label is what a person clicks.
    await page
      .locator('label')
      .filter({ hasText: /^IMPERIAL$/ })
      .click();
    await expect
      .poll(
        async () =>
          (await (await page.request.get('/api/user/getUpdatedSelf')).json()).user?.unitOfMeasure ?? null,
      )
      .toBe('IMPERIAL');
    await page.goto('/tracking/All');
    await expect(
      page.getByRole('table', { name: 'Search results' }).getByText(/ LBS$/).first(),
    ).toBeVisible();
  } finally {
    await page.request.put('/api/user/unitOfMeasure', { data: { unitOfMeasure: 'METRIC' } });
    await page.request.put('/api/user/customLayout', { data: { customLayout: before } });
  }
});

test('a widget needing a permission the user lacks is not offered', async ({ page }) => {
  // exporter@kiwi.demo has tracking but not insights.
  await signInByApi(page, 'exporter@kiwi.demo');
  await page.goto('/customize');
  await expect(page.getByRole('button', { name: 'Add Cubic Calculator to the dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Insights Report/ })).toHaveCount(0);
  // Nor can it be saved through the API.
  const layout = await savedLayout(page);
  const refused = await page.request.put('/api/user/customLayout', {
    data: {
      customLayout: [
        ...layout,
        {
          componentName: 'InsightsReport',
          componentNameValue: 'Insights Report',
          size: 1,
          requireAccess: ['insights'],
          widgetType: 'BI_REPORT',
          configurable: true,
          x: 0,
          y: 50,
          config: {},
        },
      ],
    },
  });
  expect(refused.status()).toBe(400);
});
