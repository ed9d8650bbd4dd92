import { describe, expect, it } from 'vitest';
import { asksForRepresentative } from './chat.ts';
import {
  asksForPerson,
  BOT_INTENTS,
  BOT_TEXTS,
  type BotIntent,
  capabilitiesText,
  classifyIntent,
  closedDeskText,
  extractRecordNumber,
  formatBotDate,
  isRecordIntent,
  notFoundText,
  RECORD_INTENTS,
} from './chat-bot.ts';

const UTTERANCES: [string, BotIntent][] = [
  // A person: always first, whatever else the message says.
  ['talk to a representative', 'representative'],
  ['Talk to a representative please', 'representative'],
  ['I want to speak to a human', 'representative'],
  ['Can I speak with someone about S00001234?', 'representative'],
  ['connect me with an agent', 'representative'],
  ['representative', 'representative'],
  ['Is anyone there?', 'representative'],
  ['is a representative available', 'representative'],
  ['customer service please', 'representative'],
  // ETA and ETD
  ['When will it arrive?', 'eta'],
  ['arrival date', 'eta'],
  ["What's the ETA of S00001234?", 'eta'],
  ['eta', 'eta'],
  ['hi, when does my shipment arrive', 'eta'],
  ['Has it arrived yet?', 'eta'],
  ['when will it get here', 'eta'],
  ['When is it due?', 'eta'],
  ['ETA and ETD please', 'eta'],
  ['When does it leave?', 'etd'],
  ['departure date', 'etd'],
  ['ETD?', 'etd'],
  ['has it departed', 'etd'],
  ['when does the vessel sail', 'etd'],
  ['When will my order ship?', 'etd'],
  ['expected departure', 'etd'],
  // Where the cargo is
  ['Where is my cargo?', 'location'],
  ["where's S00001234", 'location'],
  ['What vessel is it on?', 'location'],
  ['current location', 'location'],
  ['where is my container', 'location'],
  // Containers
  ['container status', 'containers'],
  ['Which containers are on this shipment?', 'containers'],
  ['is my cargo available', 'containers'],
  ['When is the cargo available for pickup?', 'containers'],
  ['status of MSCU1234565', 'containers'],
  ['how many TEU', 'containers'],
  // Documents
  ['which documents', 'documents'],
  ['Which documents are on file?', 'documents'],
  ['Do you have the bill of lading?', 'documents'],
  ['commercial invoice for S00001234', 'documents'],
  ['any paperwork uploaded?', 'documents'],
  // Deliveries
  ['delivery booked?', 'deliveries'],
  ['Is my delivery confirmed?', 'deliveries'],
  ['delivery status', 'deliveries'],
  ['show the delivery requests', 'deliveries'],
  // Status and milestones
  ["What's the status?", 'status'],
  ['milestones of S00001234', 'status'],
  ["How's my shipment going?", 'status'],
  ['any updates?', 'status'],
  ['is it delivered', 'status'],
  ['track S00001234', 'status'],
  // Finding a record
  ['find shipment S00001234', 'findShipment'],
  ['Find S00001234', 'findShipment'],
  ['S00001234', 'findShipment'],
  ['S00001234?', 'findShipment'],
  ['shipment S00001234 please', 'findShipment'],
  ['AU-S01009240', 'findShipment'],
  ['open order PO-100123-0', 'findShipment'],
  ['look up my shipment', 'findShipment'],
  ['tell me about S00001234', 'findShipment'],
  // Favourites and priority
  ['add S00001234 to favourites', 'favourite'],
  ['Add it to my favorites', 'favourite'],
  ['favourite this shipment', 'favourite'],
  ['remove S00001234 from my favourites', 'unfavourite'],
  ['unfavourite it', 'unfavourite'],
  ['mark S00001234 as priority', 'priority'],
  ['make this a priority', 'priority'],
  ['prioritise S00001234', 'priority'],
  ['remove priority from S00001234', 'unpriority'],
  ['S00001234 is no longer a priority', 'unpriority'],
  // Small talk
  ['hello', 'greeting'],
  ['Hi there!', 'greeting'],
  ['Good morning', 'greeting'],
  ['hey hubbi', 'greeting'],
  ['thanks', 'thanks'],
  ['Thank you so much!', 'thanks'],
  ['thanks for the help', 'thanks'],
  ['cheers', 'thanks'],
  ['help', 'help'],
  ['What can you do?', 'help'],
  ['hi, can you help me?', 'help'],
  ['who are you', 'help'],
  // Not understood (and never a representative)
  ["what's the weather", 'unknown'],
  ['asdf', 'unknown'],
  ['tell me a joke', 'unknown'],
  ['customs agent fees?', 'unknown'],
  ['where can I buy coffee', 'unknown'],
  ['can you book me a flight to Paris', 'unknown'],
  ['order a pizza', 'unknown'],
  ['what is 2+2', 'unknown'],
  ['is the office open on Sunday', 'unknown'],
  ['so-called experts', 'unknown'],
  ['', 'unknown'],
  ['???', 'unknown'],
];

describe('classifyIntent', () => {
  it.each(UTTERANCES)('%j → %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it('only answers intents it declares', () => {
    for (const [text] of UTTERANCES) expect(BOT_INTENTS).toContain(classifyIntent(text));
  });

  it('checks a request for a person first, then the record questions, then small talk', () => {
    expect(BOT_INTENTS).toEqual([
      'representative',
      ...RECORD_INTENTS,
      'thanks',
      'help',
      'greeting',
      'unknown',
    ]);
    expect(BOT_INTENTS.filter(isRecordIntent)).toEqual([...RECORD_INTENTS]);
  });
});

describe('asksForPerson', () => {
  it.each([
    ['talk to a representative', true],
    ['Is anyone there?', true],
    ['customer service please', true],
    ['Can I speak with someone about S00001234?', true],
    ['customs agent fees?', false],
    ['where is my shipment', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(asksForPerson(text)).toBe(expected);
  });

  it('takes every request asksForRepresentative sees, and the ones it leaves out', () => {
    for (const text of ['connect me with an agent', 'I need a real person', 'rep']) {
      expect(asksForRepresentative(text)).toBe(true);
      expect(asksForPerson(text)).toBe(true);
    }
    expect(asksForRepresentative('is a representative available')).toBe(false);
    expect(asksForPerson('is a representative available')).toBe(true);
  });
});

describe('extractRecordNumber', () => {
  it.each([
    ['find shipment S00001234', 'S00001234'],
    ['where is s00001234?', 'S00001234'],
    ['AU-S01009240', 'S01009240'],
    ['(S123)', 'S123'],
    ['open order PO-100123-0', 'PO-100123-0'],
    ['po-100123', 'PO-100123'],
    ['PO100123', 'PO-100123'],
    ['SO-200456-1 please', 'SO-200456-1'],
    ['PO-7F3A12C9-0', 'PO-7F3A12C9-0'],
    ['compare PO-100123 and S00001234', 'PO-100123'],
    ['S00001234 or PO-100123', 'S00001234'],
    ['when will it arrive', null],
    ['S12 is too short', null],
    ['sos', null],
    ['so-called', null],
    ['MSCU1234565', null],
  ])('%j → %s', (text, number) => {
    expect(extractRecordNumber(text)).toBe(number);
  });
});

describe('formatBotDate (hub §9 DD MMM YYYY, as the detail screen writes it)', () => {
  it.each([
    ['2026-01-05T00:00:00.000Z', '05 Jan 2026'],
    ['2026-02-28T23:59:59.000Z', '28 Feb 2026'],
    ['2026-03-21T00:00:00.000Z', '21 Mar 2026'],
    ['2026-04-01T12:00:00.000Z', '01 Apr 2026'],
    ['2026-05-15T00:00:00.000Z', '15 May 2026'],
    ['2026-06-30T00:00:00.000Z', '30 Jun 2026'],
    ['2026-07-04T00:00:00.000Z', '04 Jul 2026'],
    ['2026-08-09T00:00:00.000Z', '09 Aug 2026'],
    ['2026-09-05T00:00:00.000Z', '05 Sep 2026'],
    ['2026-10-31T00:00:00.000Z', '31 Oct 2026'],
    ['2026-11-28T00:00:00.000Z', '28 Nov 2026'],
    ['2026-12-12T00:00:00.000Z', '12 Dec 2026'],
    ['2026-12-12T23:30:00.000-05:00', '13 Dec 2026'],
    [null, 'N/A'],
    ['', 'N/A'],
    ['not a date', 'N/A'],
  ])('%s → %s', (iso, text) => {
    expect(formatBotDate(iso)).toBe(text);
  });
});

describe('texts', () => {
  it('says "not found" the same way for any number of its kind', () => {
    expect(notFoundText('S00001234')).toBe("I couldn't find a shipment numbered S00001234.");
    expect(notFoundText('PO-100123-0')).toBe("I couldn't find an order numbered PO-100123-0.");
  });

  it('answers a refused request for a person with the trading hours, never a promise', () => {
    const notice = 'TRADING HOURS: MON - FRI 8:30AM TO 5PM AEST';
    expect(closedDeskText(notice)).toBe(
      `Our team is away right now. ${notice}. I can still answer questions about your shipments.`,
    );
    expect(closedDeskText(`${notice}.`)).toBe(closedDeskText(notice));
    expect(closedDeskText(null)).toBe(
      'Our team is away right now. I can still answer questions about your shipments.',
    );
    expect(closedDeskText(notice)).not.toContain(BOT_TEXTS.representative);
  });

  it('lists what the bot can do and offers a representative', () => {
    const text = capabilitiesText(BOT_TEXTS.unknownIntro);
    expect(text.split('\n')[0]).toBe(BOT_TEXTS.unknownIntro);
    expect(text).toContain('ETA');
    expect(text.endsWith("Type 'talk to a representative' to reach our team.")).toBe(true);
  });
});
