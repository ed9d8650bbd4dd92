import type { OrganisationOption } from '@navia/domain/rules/booking-dialogs/types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api.ts';
import { EnterOrganisationDetailsDialog } from './enter-organisation-details-dialog.tsx';
import { renderWithProviders } from './test-utils.tsx';

const hanil: OrganisationOption = {
  key: 'HANSTEKR',
  name: 'HANIL STEEL',
  label: 'HANIL STEEL',
  value: 'HANIL STEEL',
  code: 'HANSTEKR',
  orgCode: 'HANSTEKR',
  country: 'SOUTH KOREA',
  newOrg: false,
};

function setup(mode: 'organisation' | 'address') {
  mockApi();
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  const view = renderWithProviders(
    <EnterOrganisationDetailsDialog
      opened
      onClose={onClose}
      mode={mode}
      organisation={mode === 'address' ? hanil : undefined}
      onSubmit={onSubmit}
    />,
  );
  const form = () => screen.getByRole('dialog', { name: 'Enter Organization Details' });
  const field = (name: RegExp) => within(form()).getByRole('textbox', { name });
  const fill = async (name: RegExp, text: string) => {
    await view.user.click(field(name));
    await view.user.paste(text);
  };
  const chooseCountry = async (country: string) => {
    await view.user.click(within(form()).getByRole('combobox', { name: /^COUNTRY/ }));
    await view.user.paste(country);
    await view.user.click(await screen.findByRole('option', { name: new RegExp(country) }));
  };
  const submit = () => view.user.click(within(form()).getByRole('button', { name: 'SUBMIT' }));
  return { ...view, onSubmit, onClose, form, field, fill, chooseCountry, submit };
}

// A generous time limit: the dialogs (a 245-country select) render slowly in the test DOM on a busy
// machine; nothing here waits on time.
describe('Enter Organization Details (connect §3, §5)', { timeout: 30_000 }, () => {
  it('refuses an empty new organisation: name, address, city and country are required', async () => {
    const { submit, form, onSubmit } = setup('organisation');
    expect(within(form()).queryByText('This field is required')).not.toBeInTheDocument();
    await submit();
    expect(within(form()).getAllByText('This field is required')).toHaveLength(4);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks an address-only form for address, city and country', async () => {
    const { submit, form, onSubmit } = setup('address');
    expect(within(form()).getByText('HANIL STEEL')).toBeInTheDocument();
    expect(within(form()).queryByRole('textbox', { name: /^NAME/ })).not.toBeInTheDocument();
    await submit();
    expect(within(form()).getAllByText('This field is required')).toHaveLength(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is touched, and not on untouched fields', async () => {
    const { user, field, form } = setup('organisation');
    await user.click(field(/^NAME/));
    await user.tab();
    expect(within(form()).getAllByText('This field is required')).toHaveLength(1);
    expect(field(/^NAME/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^CITY/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error once a field has changed: a postcode over 10 characters', async () => {
    const { fill, form, field, user } = setup('organisation');
    await fill(/^POSTCODE/, '12345678901');
    expect(within(form()).getByText('Postcode must be at most 10 characters')).toBeInTheDocument();
    await user.clear(field(/^POSTCODE/));
    await fill(/^POSTCODE/, '1234567890');
    expect(within(form()).queryByText('Postcode must be at most 10 characters')).not.toBeInTheDocument();
  });

  it('submits a complete organisation with label, value and the country code from the country name', async () => {
    const { fill, chooseCountry, submit, onSubmit, onClose } = setup('organisation');
    await fill(/^NAME/, 'Kiwi Freightways');
    await fill(/^ADDRESS/, '5 Quay Street');
    await fill(/^CITY/, 'Auckland');
    await fill(/^POSTCODE/, '1010');
    await chooseCountry('New Zealand');
    await fill(/^EMAIL/, 'ops@kiwi.example');
    await submit();
    expect(onSubmit).toHaveBeenCalledWith({
      label: 'KIWI FREIGHTWAYS',
      value: 'KIWI FREIGHTWAYS',
      name: 'Kiwi Freightways',
      Address1: '5 Quay Street',
      city: 'Auckland',
      country: 'New Zealand',
      countryCode: 'NZ',
      state: '',
      postcode: '1010',
      contactName: '',
      email: 'ops@kiwi.example',
      phone: '',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows each country with its calling code', async () => {
    const { user, form } = setup('address');
    await user.click(within(form()).getByRole('combobox', { name: /^COUNTRY/ }));
    await user.paste('New Zealand');
    expect(await screen.findByRole('option', { name: /New Zealand.*\+64/ })).toBeInTheDocument();
  });
});
