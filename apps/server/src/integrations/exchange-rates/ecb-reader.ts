/**
 * Reads the ECB euro reference rates (eurofxref-daily.xml, issue 13). The format is fixed and small:
 * one <Cube time='YYYY-MM-DD'> holding <Cube currency='XXX' rate='n.nnnn'/> elements. It is read
 * with a strict scanner rather than a general XML parser: no DTD, no entities, no external
 * references are ever processed (a document declaring any is refused), sizes are capped.
 */

const ECB_FETCH_TIMEOUT_MS = 10_000;
const ECB_MAX_BYTES = 256 * 1024;
/** More currencies than the ECB has ever published at once: a sanity cap. */
const MAX_CURRENCIES = 100;

export type EcbRates = {
  /** The reference day, YYYY-MM-DD. */
  date: string;
  /** Units per 1 EUR, as published (decimal text). */
  rates: Record<string, string>;
};

export class EcbFormatError extends Error {}

const ATTRIBUTE = /([A-Za-z_][\w.-]*)\s*=\s*(?:'([^'<>]*)'|"([^"<>]*)")/g;
const CUBE_TAG = /<Cube\b([^<>]*?)\/?>/g;
const RATE_TEXT = /^\d{1,12}(?:\.\d{1,10})?$/;
const CODE_TEXT = /^[A-Z]{3}$/;
const DATE_TEXT = /^\d{4}-\d{2}-\d{2}$/;

function attributesOf(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    out[match[1] as string] = (match[2] ?? match[3] ?? '').trim();
  }
  return out;
}

/** Parses one eurofxref-daily document; throws EcbFormatError when it is not one. */
export function parseEcbDaily(xml: string): EcbRates {
  if (xml.length > ECB_MAX_BYTES) throw new EcbFormatError('document too large');
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw new EcbFormatError('DTDs and entities are not accepted');
  let date: string | null = null;
  const rates: Record<string, string> = {};
  for (const match of xml.matchAll(CUBE_TAG)) {
    const attrs = attributesOf(match[1] ?? '');
    if (attrs.time !== undefined) {
      if (date !== null) break; // only the first (newest) day of a multi-day file
      if (!DATE_TEXT.test(attrs.time) || Number.isNaN(Date.parse(attrs.time))) {
        throw new EcbFormatError(`bad time: ${attrs.time.slice(0, 20)}`);
      }
      date = attrs.time;
    } else if (attrs.currency !== undefined || attrs.rate !== undefined) {
      if (date === null) throw new EcbFormatError('a rate before its day');
      const { currency, rate } = attrs;
      if (!currency || !CODE_TEXT.test(currency)) throw new EcbFormatError('bad currency code');
      if (!rate || !RATE_TEXT.test(rate) || Number(rate) <= 0)
        throw new EcbFormatError(`bad rate for ${currency}`);
      rates[currency] = rate;
      if (Object.keys(rates).length > MAX_CURRENCIES) throw new EcbFormatError('too many currencies');
    }
  }
  if (date === null) throw new EcbFormatError('no reference day');
  if (Object.keys(rates).length === 0) throw new EcbFormatError('no rates');
  return { date, rates };
}

/** Fetches and parses the daily document at `url`; throws on any failure. */
export async function fetchEcbDaily(url: string, fetchImpl: typeof fetch = fetch): Promise<EcbRates> {
  const res = await fetchImpl(url, {
    signal: AbortSignal.timeout(ECB_FETCH_TIMEOUT_MS),
    redirect: 'follow',
    headers: { accept: 'application/xml, text/xml;q=0.9' },
  });
  if (!res.ok || !res.body) throw new Error(`status ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? '0');
  if (declared > ECB_MAX_BYTES) throw new Error(`too large: ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > ECB_MAX_BYTES) throw new Error(`too large: over ${ECB_MAX_BYTES} bytes`);
    chunks.push(chunk);
  }
  return parseEcbDaily(Buffer.concat(chunks).toString('utf8'));
}
