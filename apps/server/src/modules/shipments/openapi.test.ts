/** The search contracts reach the OpenAPI document (ARCHITECTURE: "design the answer and write it into the OpenAPI schema"). */
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('OpenAPI', () => {
  it('documents the search endpoints with their request and answer shapes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    const search = doc.paths['/api/shipments/shipmentsWithFilters'].post;
    const body = search.requestBody.content['application/json'].schema;
    expect(body.required).toContain('batchNo');
    expect(Object.keys(body.properties)).toEqual(
      expect.arrayContaining([
        'key',
        'batchNo',
        'batchSize',
        'orderBy',
        'orderDir',
        'filters',
        'isAdvancedSearch',
      ]),
    );
    expect(JSON.stringify(search.responses['200'])).toContain('totalCount');
    for (const path of [
      '/api/shipments/{listKey}',
      '/api/shipments/tiles',
      '/api/shipments/export.csv',
      '/api/org/priorityShipments/{country}/{flag}',
      '/api/user/saveSearch',
      '/api/customize/editCustomTableSettings',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });
});
