import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asksForRepresentative,
  attachmentPreviewOf,
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_ATTACHMENT_TYPES,
  chatDayLabel,
  chatUnavailableReason,
  filterMentionContacts,
  foldEdits,
  mentionQuery,
  moveMentionIndex,
} from './chat.ts';

describe('asksForRepresentative', () => {
  it.each([
    ['talk to a representative', true],
    ['Talk to a Representative!', true],
    ['can I speak to a human please', true],
    ['connect me to an agent', true],
    ['I want to talk to someone', true],
    ['I need a real person', true],
    ['representative', true],
    ['rep', true],
    ['get me customer service', true],
    ['transfer me to support', true],
    ['please put me through to staff', true],
    ['what are the customs agent fees?', false],
    ['where is my shipment', false],
    ['who is the representative of the shipper on S00012345', false],
    ['thanks', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(asksForRepresentative(text)).toBe(expected);
  });
});

describe('chatDayLabel', () => {
  const now = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['2026-11-23T01:00:00Z', 'Today'],
    ['2026-11-24T09:00:00Z', 'Tomorrow'],
    ['2026-11-22T23:00:00Z', 'Yesterday'],
    ['2026-11-20T12:00:00Z', '20/11'],
    ['2026-01-05T12:00:00Z', '05/01'],
  ])('%s → %s (UTC)', (ts, label) => {
    expect(chatDayLabel(new Date(ts), now, 'UTC')).toBe(label);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('makes one date formatter per time zone, however many labels it gives', () => {
    let made = 0;
    const counting = new Proxy(Intl.DateTimeFormat, {
      construct(target, args) {
        made += 1;
        return Reflect.construct(target, args);
      },
    });
    vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: counting } }));
    for (let hour = 0; hour < 50; hour += 1)
      chatDayLabel(new Date(Date.UTC(2026, 10, 20, hour)), now, 'Asia/Kolkata');
    expect(chatDayLabel(new Date('2026-11-23T01:00:00Z'), now, 'Asia/Kolkata')).toBe('Today');
    expect(made).toBeLessThanOrEqual(1);
  });

  it("groups by the viewer's day, not UTC's", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Melbourne.
    expect(chatDayLabel(new Date('2026-11-22T23:30:00Z'), now, 'Australia/Melbourne')).toBe('Today');
    expect(chatDayLabel(new Date('2026-11-22T23:30:00Z'), now, 'UTC')).toBe('Yesterday');
  });
});

describe('foldEdits', () => {
  const message = (messageId: string, text: string, edit?: string) => ({
    messageId,
    text,
    isHtml: false,
    subtype: edit ? ('updated' as const) : null,
    messageBeingUpdated: edit ?? null,
    edited: false,
  });

  it('shows the latest text on the original and hides the edits', () => {
    const folded = foldEdits([
      message('a', 'first'),
      message('b', 'second'),
      message('c', 'first, fixed', 'a'),
      message('d', 'first, fixed again', 'a'),
    ]);
    expect(folded).toEqual([{ ...message('a', 'first, fixed again'), edited: true }, message('b', 'second')]);
  });

  it('shows an HTML edit of a plain message as HTML, and a plain edit of an HTML one as plain', () => {
    const folded = foldEdits([
      message('a', 'plain'),
      { ...message('b', '<p>html</p>'), isHtml: true },
      { ...message('c', '<p>now html</p>', 'a'), isHtml: true },
      message('d', 'now plain', 'b'),
    ]);
    expect(folded.map(({ text, isHtml }) => ({ text, isHtml }))).toEqual([
      { text: '<p>now html</p>', isHtml: true },
      { text: 'now plain', isHtml: false },
    ]);
  });

  it('keeps a list without edits as it is', () => {
    const list = [message('a', 'x'), message('b', 'y')];
    expect(foldEdits(list)).toEqual(list);
  });
});

describe('the mention dropdown', () => {
  const contacts = [{ name: 'Jane Doe' }, { name: 'JOHN SMITH' }, { name: 'Hubbi' }];

  it('filters by name, case-insensitively', () => {
    expect(filterMentionContacts(contacts, 'jo')).toEqual([{ name: 'JOHN SMITH' }]);
    expect(filterMentionContacts(contacts, 'DOE')).toEqual([{ name: 'Jane Doe' }]);
    expect(filterMentionContacts(contacts, '')).toEqual(contacts);
  });

  it.each([
    [-1, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowDown', 1],
    [2, 3, 'ArrowDown', 0],
    [0, 3, 'ArrowUp', 2],
    [-1, 3, 'ArrowUp', 2],
    [2, 3, 'ArrowUp', 1],
    [0, 0, 'ArrowDown', -1],
  ] as const)('from %i of %i, %s moves to %i (wrap-around)', (current, count, key, next) => {
    expect(moveMentionIndex(current, count, key)).toBe(next);
  });

  it.each([
    ['@', ''],
    ['hello @ja', 'ja'],
    ['@Jane', 'Jane'],
    ['mail me at a@b', null],
    ['hello', null],
    ['@jane ', null],
  ])('%j types the mention %j', (text, query) => {
    expect(mentionQuery(text)).toBe(query);
  });
});

describe('chat attachment types (hub §5)', () => {
  it('takes .tiff as well as .tif, in the type list and the file picker', () => {
    expect(CHAT_ATTACHMENT_TYPES.tiff).toBe('image/tiff');
    expect(CHAT_ATTACHMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.tif', '.tiff']));
  });
});

describe('attachmentPreviewOf', () => {
  it.each([
    ['photo.JPG', 'image'],
    ['scan.tif', 'image'],
    ['scan.jpeg', 'image'],
    ['label.png', 'image'],
    ['mail.msg', 'msg'],
    ['invoice.pdf', 'pdf'],
    ['packing.xlsx', 'spreadsheet'],
    ['old.xls', 'spreadsheet'],
    ['letter.docx', 'word'],
    ['letter.doc', 'word'],
    ['data.csv', 'file'],
    ['noextension', 'file'],
  ])('%s → %s', (name, preview) => {
    expect(attachmentPreviewOf(name)).toBe(preview);
  });
});

describe('chatUnavailableReason', () => {
  const user = { viewingAsOrganisation: false, isSecret: false, localViewActive: false };
  it.each([
    [user, null],
    [{ ...user, viewingAsOrganisation: true }, 'VIEW_AS_ORGANISATION'],
    [{ ...user, isSecret: true }, 'SECRET_MODE'],
    [{ ...user, localViewActive: true }, 'LOCAL_MODE'],
    [{ viewingAsOrganisation: true, isSecret: true, localViewActive: true }, 'VIEW_AS_ORGANISATION'],
  ])('%j → %s', (subject, reason) => {
    expect(chatUnavailableReason(subject)).toBe(reason);
  });
});
