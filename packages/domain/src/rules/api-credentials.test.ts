import { describe, expect, it } from 'vitest';
import { apiClientMayCall } from '../contracts/api-client.ts';
import { ROLES } from './access.ts';
import { apiCredentialsReach } from './api-credentials.ts';

describe('apiCredentialsReach', () => {
  it.each(ROLES.map((role) => [role] as const))('%s', (role) => {
    const expected = role === 'NA' ? 'ANY_GROUP' : role === 'CA' ? 'OWN_GROUP' : 'NONE';
    expect(apiCredentialsReach(role)).toBe(expected);
  });
});

describe('apiClientMayCall', () => {
  it.each([
    ['GET', '/api/shipments/tiles', true],
    ['POST', '/api/shipments/shipmentsWithFilters', true],
    ['POST', '/api/shipments/:listKey', true],
    ['POST', '/api/invoices/invoicesWithFilters', true],
    ['POST', '/api/shipments/addShipmentToMyFavourite', false],
    ['PUT', '/api/user/resetPassword', false],
    ['DELETE', '/api/naviaUpdates/:id', false],
    ['GET', '/api/user/getUpdatedSelf', false],
    ['GET', '/api/user/getApiCredentials', false],
  ] as const)('%s %s: %s', (method, path, expected) => {
    expect(apiClientMayCall({ method, path })).toBe(expected);
  });
});
