import type { Contact } from '@navia/domain/contracts/shipment-detail';
import { WIDGET_SCROLL_STEP_PX } from '@navia/domain/rules/dashboard/widgets';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCurrentUser } from '../../../test/factories.ts';
import { apiError, mockApi } from '../../../test/mock-api.ts';
import { renderWidget } from './news-test-render.tsx';
import {
  SUPPORT_TEAM_EMPTY_TEXT,
  SupportTeamWidget,
  supportInitials,
  supportRoleName,
} from './support-team-widget.tsx';

const GROUP = '11111111-1111-4111-8111-111111111111';
const TEAM = `GET /api/user/getSupportTeam/${GROUP}`;

const contact = (over: Partial<Contact> = {}): Contact => ({
  image: null,
  GS_FullName: 'Sarah Mitchell',
  GS_EmailAddress: 'sarah.mitchell@navia.demo',
  Role: 'KAM',
  GS_MobilePhone: '+61 3 9000 1101',
  ...over,
});

const userOfGroup = () =>
  buildCurrentUser({
    orgGroupCode: {
      _id: GROUP,
      code: 'ACME',
      name: 'Acme Retail Group',
      country: 'AU',
      connectAccess: false,
      hubbiEnabled: false,
      generalSettings: {},
    },
  });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('support team rules', () => {
  it.each([
    ['ACT', 'ACCOUNT MANAGER'],
    ['CUS', 'CUSTOMER SERVICE REPRESENTATIVE'],
    ['CAG', 'CUSTOMS AGENT'],
    ['SAL', 'SALES REPRESENTATIVE'],
    ['KAM', 'KEY ACCOUNT MANAGER'],
    ['GAM', 'GLOBAL ACCOUNT MANAGER'],
    ['NIS', 'IT SUPPORT'],
    ['XYZ', 'XYZ'],
  ])('role %s reads %s', (code, meaning) => {
    expect(supportRoleName(code)).toBe(meaning);
  });
  it.each([
    ['Sarah Mitchell', 'SM'],
    ['Liam O’Connor', 'LO'],
    ['Aroha', 'A'],
    ['Maria de la Cruz', 'MC'],
    ['  ', ''],
  ])('initials of %s: %s', (name, initials) => {
    expect(supportInitials(name)).toBe(initials);
  });
});

describe('the SUPPORT TEAM widget', () => {
  it("lists the group's contacts with initials, name, role meaning, mailto and tel links", async () => {
    const api = mockApi({
      [TEAM]: {
        status: 200,
        body: {
          contacts: [
            contact(),
            contact({
              GS_FullName: 'James Nguyen',
              Role: 'ACT',
              GS_MobilePhone: null,
              GS_EmailAddress: 'james@navia.demo',
            }),
          ],
        },
      },
    });
    renderWidget(SupportTeamWidget, 'SupportTeam', userOfGroup());
    const list = await screen.findByRole('list', { name: 'Support team contacts' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(first).toHaveTextContent('SM');
    expect(first).toHaveTextContent('Sarah Mitchell');
    expect(first).toHaveTextContent('KEY ACCOUNT MANAGER');
    expect(
      within(first).getByRole('link', { name: 'E-mail Sarah Mitchell: sarah.mitchell@navia.demo' }),
    ).toHaveAttribute('href', 'mailto:sarah.mitchell@navia.demo');
    expect(within(first).getByRole('link', { name: 'Call Sarah Mitchell: +61 3 9000 1101' })).toHaveAttribute(
      'href',
      'tel:+61390001101',
    );
    expect(cards[1]).toHaveTextContent('ACCOUNT MANAGER');
    expect(within(cards[1] as HTMLElement).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(api.callsTo(TEAM)).toHaveLength(1);
  });

  it(`scrolls by ${WIDGET_SCROLL_STEP_PX} px with the labelled arrows`, async () => {
    mockApi({ [TEAM]: { status: 200, body: { contacts: [contact()] } } });
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const { user } = renderWidget(SupportTeamWidget, 'SupportTeam', userOfGroup());
    await screen.findByRole('list', { name: 'Support team contacts' });
    await user.click(screen.getByRole('button', { name: 'Scroll support team right' }));
    await user.click(screen.getByRole('button', { name: 'Scroll support team left' }));
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([
      WIDGET_SCROLL_STEP_PX,
      -WIDGET_SCROLL_STEP_PX,
    ]);
  });

  it('shows loading, then the empty state for a group without contacts', async () => {
    mockApi({ [TEAM]: { status: 200, body: { contacts: [] } } });
    renderWidget(SupportTeamWidget, 'SupportTeam', userOfGroup());
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByText(SUPPORT_TEAM_EMPTY_TEXT)).toBeInTheDocument();
  });

  it('shows the empty state, asking nothing, for a user without an organisation group', () => {
    const api = mockApi({});
    renderWidget(SupportTeamWidget, 'SupportTeam', buildCurrentUser({ orgGroupCode: null }));
    expect(screen.getByText(SUPPORT_TEAM_EMPTY_TEXT)).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path.startsWith('/api/user/getSupportTeam'))).toHaveLength(0);
  });

  it('shows the error state when the call fails', async () => {
    mockApi({ [TEAM]: apiError(500, 'INTERNAL', 'boom') });
    renderWidget(SupportTeamWidget, 'SupportTeam', userOfGroup());
    expect(await screen.findByRole('alert')).toHaveTextContent('AN ERROR OCCURRED');
  });
});
