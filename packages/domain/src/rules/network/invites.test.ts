import { describe, expect, it } from 'vitest';
import {
  companyEmailDomain,
  matchReasons,
  mayInviteTrustedParties,
  normaliseCompanyName,
  sameBusinessNumber,
  similarCompanyNames,
} from './invites.ts';

describe('normaliseCompanyName', () => {
  it.each([
    ['Harbour Timber Pty Ltd', 'harbour timber'],
    ['Harbour-Timber Pty. Ltd.', 'harbour timber'],
    ['SELANGOR PRECISION PLASTICS SDN. BHD.', 'selangor precision plastics'],
    ['Smith & Sons Co', 'smith sons'],
    ['Café Crème Limited', 'cafe creme'],
    ['Cobalt Corp', 'cobalt'],
    ['Pty Ltd', ''],
  ])('%s → %s', (name, expected) => {
    expect(normaliseCompanyName(name)).toBe(expected);
  });
});

describe('similarCompanyNames', () => {
  it.each([
    ['Harbour Timber Pty Ltd', 'harbour timber', true],
    ['Harbour Timber', 'HarbourTimber Ltd', true],
    ['Selangor Precision Plastics Sdn Bhd', 'Selangor Precision Plastics', true],
    ['Harbour Timber', 'Harbour Timbers', false],
    ['Cobalt Pty Ltd', 'Balt Pty Ltd', false],
    ['Acme', 'Acme Freight', false],
    ['Pty Ltd', 'Ltd', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(similarCompanyNames(a, b)).toBe(expected);
  });
});

describe('sameBusinessNumber', () => {
  it.each([
    ['51 824 753 556', '51824753556', true],
    ['abn-1234', 'ABN1234', true],
    ['51 824 753 556', '51 824 753 557', false],
    ['N/A', 'na', false],
    [null, null, false],
    ['', '', false],
  ])('%s = %s: %s', (a, b, expected) => {
    expect(sameBusinessNumber(a, b)).toBe(expected);
  });
});

describe('companyEmailDomain', () => {
  it.each([
    ['Mia@HarbourTimber.example', 'harbourtimber.example'],
    ['someone@gmail.com', null],
    ['someone@outlook.com', null],
    ['not-an-email', null],
  ])('%s → %s', (email, expected) => {
    expect(companyEmailDomain(email)).toBe(expected);
  });
});

describe('matchReasons', () => {
  const partner = {
    companyName: 'Harbour Timber Pty Ltd',
    businessNumber: '51 824 753 556',
    contactEmail: 'mia@harbourtimber.example',
  };
  it.each([
    [{ names: ['Harbour Timber'], businessNumber: null, emails: [] }, ['NAME']],
    [{ names: ['Other'], businessNumber: '51824753556', emails: [] }, ['BUSINESS_NUMBER']],
    [{ names: ['Other'], businessNumber: null, emails: ['ops@harbourtimber.example'] }, ['EMAIL_DOMAIN']],
    [
      {
        names: ['HARBOUR TIMBER LTD'],
        businessNumber: '51-824-753-556',
        emails: ['x@harbourtimber.example'],
      },
      ['BUSINESS_NUMBER', 'NAME', 'EMAIL_DOMAIN'],
    ],
    [{ names: ['Other'], businessNumber: '999999', emails: ['x@other.example'] }, []],
  ])('%o → %o', (candidate, expected) => {
    expect(matchReasons(partner, candidate)).toEqual(expected);
  });

  it('never matches on a public mail domain', () => {
    const gmailPartner = { ...partner, contactEmail: 'mia@gmail.com' };
    expect(
      matchReasons(gmailPartner, { names: ['Other'], businessNumber: null, emails: ['bob@gmail.com'] }),
    ).toEqual([]);
  });
});

describe('mayInviteTrustedParties', () => {
  it.each([
    ['NA', false, true],
    ['NU', false, true],
    ['CA', false, true],
    ['TPADMIN', false, true],
    ['OP', false, false],
    ['TPOP', false, false],
    ['OP', true, true],
    ['TPOP', true, true],
  ])('%s with the flag %s: %s', (role, flag, expected) => {
    expect(mayInviteTrustedParties({ role, connectInviteTrustedParties: flag })).toBe(expected);
  });
});
