/**
 * The exchange-rate calls (issue 13): getExchangeRate from the shipped snapshot and from a rates URL
 * served by a local http server (a failing URL keeps the last rates), the currency list (ISO 4217
 * without obsolete codes, marked with hasRate), the ECB reader's strictness, access and bad input.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CurrenciesDto, ExchangeRateDto } from '@navia/domain/contracts/exchange-rates';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EcbFormatError, parseEcbDaily } from '../../integrations/exchange-rates/ecb-reader.ts';
import { createOrgGroup } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type Agent, loggedIn } from '../shipments/test-factories.ts';
import { refreshExchangeRates, resetExchangeRates, snapshotRates } from './exchange-rates.service.ts';

const URL_PATH = '/eurofxref-daily.xml';
let t: TestApp;
let me: Agent;
let server: Server;
let base: string;
let answer: { status: number; body: string } = { status: 200, body: '' };

const ecb = (date: string, rates: Record<string, string>) => `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
<gesmes:subject>Reference rates</gesmes:subject>
<Cube><Cube time='${date}'>
${Object.entries(rates)
  .map(([c, r]) => `<Cube currency='${c}' rate='${r}'/>`)
  .join('\n')}
</Cube></Cube></gesmes:Envelope>`;

const rate = (body: unknown) => me.post('/api/customize/getExchangeRate', body);

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url !== URL_PATH) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(answer.status, { 'content-type': 'application/xml' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp();
  const org = await createOrgGroup(t.database.db);
  me = await loggedIn(t, { orgGroupId: org.id });
});

afterAll(async () => {
  await t?.app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  resetExchangeRates(t.ctx);
  t.ctx.config.NAVIA_RATES_URL = undefined;
});

describe('POST /api/customize/getExchangeRate', () => {
  it('cross-computes through EUR from the shipped snapshot, with its date', async () => {
    const snap = snapshotRates();
    expect(snap.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const res = await rate({ baseCurrency: 'AUD', quoteCurrency: 'USD' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ExchangeRateDto;
    expect(body.date).toBe(snap.date);
    expect(body.exchangeRate).toBeCloseTo(Number(snap.rates.USD) / Number(snap.rates.AUD), 6);
    const eur = (await rate({ baseCurrency: 'eur', quoteCurrency: 'usd' })).json() as ExchangeRateDto;
    expect(eur.exchangeRate).toBe(Number(snap.rates.USD));
  });

  it('reads NAVIA_RATES_URL and keeps the last rates when the URL later fails', async () => {
    t.ctx.config.NAVIA_RATES_URL = `${base}${URL_PATH}`;
    answer = { status: 200, body: ecb('2031-01-10', { USD: '1.2000', AUD: '1.6000', JPY: '150.00' }) };
    expect(await refreshExchangeRates(t.ctx)).toMatchObject({
      source: 'url',
      date: '2031-01-10',
      failed: false,
    });
    expect((await rate({ baseCurrency: 'AUD', quoteCurrency: 'USD' })).json()).toEqual({
      exchangeRate: 0.75,
      date: '2031-01-10',
    });

    answer = { status: 500, body: 'down' };
    expect(await refreshExchangeRates(t.ctx)).toMatchObject({
      source: 'url',
      date: '2031-01-10',
      failed: true,
    });
    answer = { status: 200, body: '<html>not rates</html>' };
    expect(await refreshExchangeRates(t.ctx)).toMatchObject({ date: '2031-01-10', failed: true });
    expect((await rate({ baseCurrency: 'USD', quoteCurrency: 'JPY' })).json()).toEqual({
      exchangeRate: 125,
      date: '2031-01-10',
    });
  });

  it('falls back to the snapshot when the URL fails on first use', async () => {
    t.ctx.config.NAVIA_RATES_URL = `${base}/missing.xml`;
    const res = await rate({ baseCurrency: 'GBP', quoteCurrency: 'NZD' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ExchangeRateDto).date).toBe(snapshotRates().date);
  });

  it("answers 404 'exchange rate not returned' for a currency the ECB does not publish", async () => {
    for (const body of [
      { baseCurrency: 'AUD', quoteCurrency: 'FJD' },
      { baseCurrency: 'QQQ', quoteCurrency: 'USD' },
    ]) {
      const res = await rate(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'EXCHANGE_RATE_NOT_RETURNED',
        message: 'exchange rate not returned',
      });
    }
  });

  it.each([
    [{}, 'baseCurrency'],
    [{ baseCurrency: 'AUD' }, 'quoteCurrency'],
    [{ baseCurrency: 'AU', quoteCurrency: 'USD' }, 'baseCurrency'],
    [{ baseCurrency: 'AUD', quoteCurrency: 'US$' }, 'quoteCurrency'],
    [{ baseCurrency: 12, quoteCurrency: 'USD' }, 'baseCurrency'],
    [{ baseCurrency: 'AUD', quoteCurrency: 'USDX' }, 'quoteCurrency'],
  ])('answers 400 naming the field for %o', async (body, field) => {
    const res = await rate(body);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customize/getExchangeRate',
      payload: { baseCurrency: 'AUD', quoteCurrency: 'USD' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/customize/currencies' })).statusCode).toBe(401);
  });
});

describe('GET /api/customize/currencies', () => {
  it('lists current ISO 4217 codes without obsolete ones, marking those with a rate', async () => {
    const res = await me.get('/api/customize/currencies');
    expect(res.statusCode).toBe(200);
    const { currencies, date } = res.json() as CurrenciesDto;
    expect(date).toBe(snapshotRates().date);
    const byCode = new Map(currencies.map((c) => [c.value, c]));
    expect(byCode.get('AUD')).toEqual({ value: 'AUD', label: 'AUD – Australian Dollar', hasRate: true });
    expect(byCode.get('EUR')?.hasRate).toBe(true);
    expect(byCode.get('FJD')?.hasRate).toBe(false);
    for (const obsolete of ['HRK', 'SLL', 'VEF', 'ZWL', 'DEM', 'XTS', 'XXX'])
      expect(byCode.has(obsolete)).toBe(false);
    expect(currencies.map((c) => c.value)).toEqual([...currencies.map((c) => c.value)].sort());
    expect(currencies.length).toBeGreaterThan(150);
  });
});

describe('the ECB reader', () => {
  it('reads the newest day, attributes in any order and quote style', () => {
    const xml = `<Cube><Cube time="2031-02-03"><Cube rate="1.1" currency="USD"/><Cube currency='JPY' rate='160.5'/></Cube>
<Cube time='2031-02-02'><Cube currency='USD' rate='9.9'/></Cube></Cube>`;
    expect(parseEcbDaily(xml)).toEqual({ date: '2031-02-03', rates: { USD: '1.1', JPY: '160.5' } });
  });

  it.each([
    ['<!DOCTYPE x [<!ENTITY a "b">]><Cube time="2031-01-01"><Cube currency="USD" rate="1"/></Cube>'],
    ['<Cube><Cube currency="USD" rate="1"/></Cube>'],
    ['<Cube time="2031-01-01"></Cube>'],
    ['<Cube time="yesterday"><Cube currency="USD" rate="1"/></Cube>'],
    ['<Cube time="2031-01-01"><Cube currency="usd" rate="1"/></Cube>'],
    ['<Cube time="2031-01-01"><Cube currency="USD" rate="-1"/></Cube>'],
    ['<Cube time="2031-01-01"><Cube currency="USD" rate="1e5"/></Cube>'],
  ])('refuses %s', (xml) => {
    expect(() => parseEcbDaily(xml)).toThrow(EcbFormatError);
  });
});
