import { MantineProvider } from '@mantine/core';
import { type WidgetName, widgetDefinition } from '@navia/domain/rules/dashboard/widgets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../../lib/auth.ts';
import type { WidgetProps } from '../../../lib/dashboard-widgets.ts';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { CubicCalculatorWidget } from './cubic-calculator-widget.tsx';
import { EXCHANGE_HEADING, ExchangeRateWidget, RATE_MISSING_TEXT } from './exchange-rate-widget.tsx';

function layoutItemOf(name: WidgetName) {
  const def = widgetDefinition(name);
  return {
    componentName: name,
    componentNameValue: def.title,
    size: 1 as const,
    requireAccess: [...def.requireAccess],
    widgetType: def.widgetType,
    configurable: def.configurable,
    x: 0 as const,
    y: 0,
    config: {},
  };
}

/** Like news-test-render's renderWidget, with Mantine's test env (no transitions, so options open at once). */
function renderWidget(Widget: ComponentType<WidgetProps>, name: WidgetName, user = buildCurrentUser()) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  setCurrentUser(queryClient, user);
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <Widget item={layoutItemOf(name)} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { user: userEvent.setup() };
}

const CURRENCIES = {
  status: 200,
  body: {
    date: '2026-11-27',
    currencies: [
      { value: 'AUD', label: 'AUD – Australian Dollar', hasRate: true },
      { value: 'FJD', label: 'FJD – Fiji Dollar', hasRate: false },
      { value: 'USD', label: 'US Dollar', hasRate: true },
    ],
  },
};
const RATES: Record<string, number> = { 'AUD/USD': 0.652643, 'USD/AUD': 1.532232 };

function mockRates() {
  return mockApi({
    'GET /api/customize/currencies': CURRENCIES,
    'POST /api/customize/getExchangeRate': (call) => {
      const { baseCurrency, quoteCurrency } = call.body as { baseCurrency: string; quoteCurrency: string };
      const rate = RATES[`${baseCurrency}/${quoteCurrency}`];
      return rate
        ? { status: 200, body: { exchangeRate: rate, date: '2026-11-27' } }
        : apiError(404, 'EXCHANGE_RATE_NOT_RETURNED', 'exchange rate not returned');
    },
  });
}

async function pick(user: ReturnType<typeof renderWidget>['user'], label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the EXCHANGE RATE CALCULATOR widget', () => {
  it('converts 100 AUD to USD with the rate and its date, inverts, and clears on a currency change', async () => {
    mockRates();
    const { user } = renderWidget(ExchangeRateWidget, 'ExchangeRateCalculator', buildCurrentUser());
    expect(await screen.findByText(EXCHANGE_HEADING)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /AMOUNT/ }), '100');
    await pick(user, 'FROM', 'AUD – Australian Dollar');
    await pick(user, 'TO', 'US Dollar');
    expect(await screen.findByTestId('exchange-rate')).toHaveTextContent(
      '1 AUD = 0.652643 USD (ECB reference rate of 2026-11-27)',
    );
    expect(screen.getByTestId('exchange-result')).toHaveTextContent('100.00 AUD = 65.26 USD');

    await user.click(screen.getByRole('button', { name: 'INVERT' }));
    await waitFor(() =>
      expect(screen.getByTestId('exchange-result')).toHaveTextContent('100.00 USD = 153.22 AUD'),
    );

    await pick(user, 'TO', 'FJD – Fiji Dollar');
    expect(screen.queryByTestId('exchange-result')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(RATE_MISSING_TEXT);
  });

  it('shows no result without an amount, and says the amount is required', async () => {
    mockRates();
    const { user } = renderWidget(ExchangeRateWidget, 'ExchangeRateCalculator', buildCurrentUser());
    const amount = await screen.findByRole('textbox', { name: /AMOUNT/ });
    await pick(user, 'FROM', 'AUD – Australian Dollar');
    await pick(user, 'TO', 'US Dollar');
    expect(await screen.findByTestId('exchange-rate')).toBeInTheDocument();
    expect(screen.queryByTestId('exchange-result')).not.toBeInTheDocument();
    await user.click(amount);
    await user.tab();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
  });

  it('shows the error state when the currencies cannot be read', async () => {
    mockApi({ 'GET /api/customize/currencies': apiError(500, 'INTERNAL', 'Error Occurred') });
    renderWidget(ExchangeRateWidget, 'ExchangeRateCalculator', buildCurrentUser());
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});

describe('the cubic calculator widget', () => {
  it('computes cubic metres to 3 decimals only once every field is present', async () => {
    mockApi();
    const { user } = renderWidget(CubicCalculatorWidget, 'CubicCalculator', buildCurrentUser());
    expect(screen.getByRole('tab', { name: 'CALCULATE CUBIC METERS' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const result = screen.getByTestId('cubic-result-meters');
    await user.type(screen.getByRole('textbox', { name: 'LENGTH' }), '120');
    await user.type(screen.getByRole('textbox', { name: 'WIDTH' }), '80');
    await user.type(screen.getByRole('textbox', { name: 'HEIGHT' }), '100');
    expect(result).not.toHaveTextContent('m³');
    await pick(user, 'UNIT', 'cm');
    await user.type(screen.getByRole('textbox', { name: 'QUANTITY' }), '2');
    expect(result).toHaveTextContent('RESULT: 1.920 m³');
  });

  it('computes a cubic volume in inches on the CALCULATE CUBIC FEET tab', async () => {
    mockApi();
    const { user } = renderWidget(CubicCalculatorWidget, 'CubicCalculator', buildCurrentUser());
    await user.click(screen.getByRole('tab', { name: 'CALCULATE CUBIC FEET' }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByRole('textbox', { name: 'LENGTH' }), '24');
    await user.type(within(panel).getByRole('textbox', { name: 'WIDTH' }), '18');
    await user.type(within(panel).getByRole('textbox', { name: 'HEIGHT' }), '10');
    await user.type(within(panel).getByRole('textbox', { name: 'QUANTITY' }), '5');
    await pick(user, 'UNIT', 'inch');
    expect(screen.getByTestId('cubic-result-feet')).toHaveTextContent('RESULT: 12.500 ft³');
  });
});
