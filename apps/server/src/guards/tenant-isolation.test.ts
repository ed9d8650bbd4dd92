/**
 * Tenant isolation of every route that names a record (issue 10, decision 012). Each declaration
 * lists its record fields in `records` (contracts/endpoint.ts); record-probes.ts makes a record of
 * each kind. Logged in as a client of group A, for each record field the test sends the route's
 * example with that field set to (1) an unknown id, (2) group B's record, (3) group A's own record,
 * and checks:
 * - B's record answers exactly as the unknown id (same status, error code and JSON shape);
 * - no row of group B changed, and if the unknown id wrote nothing, B's record wrote nothing either;
 * - A's own record answers differently from the unknown id, so the probe could see a leak (unless
 *   the route's rule refuses a client altogether, when there is nothing to leak).
 * And every id-like field of every route (record-fields.ts) is declared, as a record or an exemption.
 */

import type { AnyEndpoint, RecordKind, RecordRef, RequestPart } from '@navia/domain/contracts/endpoint';
import { defineEndpoint } from '@navia/domain/contracts/endpoint';
import { PERMISSION_FLAGS } from '@navia/domain/rules/access';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOrgGroup, createUser, TEST_PASSWORD } from '../test/factories.ts';
import { signIn } from '../test/test-app.ts';
import { createGuardApp } from './callers.ts';
import { changedTables, fingerprint, settledFingerprint } from './db-fingerprint.ts';
import { undeclaredIdFields, unknownRecordFields } from './record-fields.ts';
import { RECORD_PROBES, type RecordOwner } from './record-probes.ts';
import {
  answerSignature,
  buildRequest,
  cloneInput,
  errorBodyOf,
  isAccessRefusal,
  type RequestInput,
  send,
  setAtPath,
} from './requests.ts';
import { apiRoutesOf } from './route-table.ts';

type KindRef = Extract<RecordRef, { kind: RecordKind }>;
const isKindRef = (r: RecordRef): r is KindRef => 'kind' in r;

const t = await createGuardApp();
const routes = apiRoutesOf(t.app);
const allFlags = Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, true]));

/** A logged-in user of a new organisation group, with every permission flag. */
async function newOwner(role: 'CA' | 'OP'): Promise<RecordOwner> {
  const group = await createOrgGroup(t.database.db);
  const user = await createUser(t.database.db, { role, orgGroupId: group.id, ...allFlags });
  const { cookie } = await signIn(t.app, user.email, TEST_PASSWORD);
  return { t, orgGroupId: group.id, user, cookie };
}
const mine = await newOwner('CA');
const theirs = await newOwner('OP');

function withField(input: RequestInput, part: RequestPart, name: string, value: string): RequestInput {
  const next = cloneInput(input);
  if (part === 'fields') next.fields = { ...(next.fields ?? {}), [name]: value };
  else {
    next[part] ??= {};
    setAtPath(next[part] as Record<string, unknown>, name, value);
  }
  return next;
}

/**
 * Whether the example request sets the field at `ref` (a dotted path). A `*` over an empty or
 * missing array counts as set: the probe makes the item (setAtPath), with its other fields.
 */
function exampleSets(endpoint: AnyEndpoint, ref: KindRef): boolean {
  const walk = (value: unknown, names: string[]): boolean => {
    const [name, ...rest] = names;
    if (name === undefined) return value !== undefined && value !== null;
    if (name === '*') {
      if (!Array.isArray(value) || value.length === 0) return true;
      return value.some((item) => walk(item, rest));
    }
    if (value === null || typeof value !== 'object') return false;
    return walk((value as Record<string, unknown>)[name], rest);
  };
  return walk((endpoint.example as RequestInput)[ref.in], ref.name.split('.'));
}

const parentOf = (ref: KindRef) => `${ref.in}:${ref.name.split('.').slice(0, -1).join('.')}`;

/** The input without the field at `ref` (a plain dotted path, no `*`). */
function withoutField(input: RequestInput, ref: KindRef): RequestInput {
  const next = cloneInput(input);
  const names = ref.name.split('.');
  const last = names.pop() ?? '';
  let target = next[ref.in] as Record<string, unknown> | undefined;
  for (const name of names) target = target?.[name] as Record<string, unknown> | undefined;
  if (target && typeof target === 'object') delete target[last];
  return next;
}

/**
 * The example, with every record field other than `probed` holding one of the caller's own records
 * (or a fresh id, for an idempotency key), so that the request gets as far as the probed field. A
 * record field the example leaves out stays out (it is optional). With `dropSiblings` (tried when
 * the probed field is one the example leaves out and the request failed validation) its sibling
 * record fields are taken out too: optional fields side by side may exclude each other (a SKU names
 * one owner, a group or a trusted party).
 */
async function baseline(
  endpoint: AnyEndpoint,
  probed: KindRef,
  dropSiblings: boolean,
): Promise<() => RequestInput> {
  const own: { ref: KindRef; value: string | null }[] = [];
  const dropped: KindRef[] = [];
  for (const ref of (endpoint.records ?? []).filter(isKindRef)) {
    if (ref === probed || !exampleSets(endpoint, ref)) continue;
    if (dropSiblings && parentOf(ref) === parentOf(probed) && !ref.name.includes('*')) {
      dropped.push(ref);
      continue;
    }
    const probe = RECORD_PROBES[ref.kind][0];
    if (!probe) throw new Error(`no probe for ${ref.kind}`);
    own.push({ ref, value: probe.whileOthersProbed === 'unknown' ? null : await probe.make(mine) });
  }
  const example = dropped.reduce(withoutField, cloneInput(endpoint.example));
  return () =>
    own.reduce(
      (input, { ref, value }) =>
        withField(input, ref.in, ref.name, value ?? RECORD_PROBES[ref.kind][0]?.unknown() ?? ''),
      cloneInput(example),
    );
}

const probeCases = routes.flatMap((route) =>
  (route.endpoint?.records ?? [])
    .filter(isKindRef)
    .map(
      (ref) =>
        [`${route.key} ${ref.in}.${ref.name} (${ref.kind})`, route.endpoint as AnyEndpoint, ref] as const,
    ),
);

describe('record fields are declared', () => {
  it.each(routes.map((r) => [r.key, r.endpoint] as const))('%s', (key, endpoint) => {
    if (!endpoint) throw new Error(`${key} has no declaration`);
    expect(undeclaredIdFields(endpoint), 'id-like fields missing from records').toEqual([]);
    expect(unknownRecordFields(endpoint), 'records naming no field of the request').toEqual([]);
  });

  it('fails a route that takes an id-like field and does not declare it', () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/connect/contracts/cancel',
      access: 'connect',
      tags: ['contracts'],
      params: undefined,
      body: z.object({ contractId: z.string(), reason: z.string(), owner: z.object({ ref: z.uuid() }) }),
      responses: { 200: z.object({}) },
      example: {
        body: { contractId: 'C1', reason: 'x', owner: { ref: '7f1c2b9e-8d4f-4a51-9b1e-1a2b3c4d5e6f' } },
      },
    });
    expect(undeclaredIdFields(endpoint)).toEqual(['body.contractId', 'body.owner.ref']);
  });
});

describe('another group’s record answers as an unknown id, and nothing is written', () => {
  it.each(probeCases)('%s', async (_, endpoint, ref) => {
    const probes = RECORD_PROBES[ref.kind];
    let sensitive = false;
    let refusedByRule = false;
    const answers: string[] = [];
    for (const probe of probes) {
      /** Sends the three requests on `base`: an unknown id, the other group's record, the caller's own. */
      const attempt = async (base: () => RequestInput) => {
        const own = await probe.make(mine);
        const foreign = await probe.make(theirs);
        const request = (value: string) => buildRequest(endpoint, withField(base(), ref.in, ref.name, value));
        const unknownRequest = await request(probe.unknown());
        const foreignRequest = await request(foreign);
        const ownRequest = await request(own);

        const all0 = await settledFingerprint(t.database);
        const theirs0 = await fingerprint(t.database, { orgGroupId: theirs.orgGroupId });
        const unknownRes = await send(t.app, unknownRequest, { cookie: mine.cookie });
        const all1 = await fingerprint(t.database);
        const foreignRes = await send(t.app, foreignRequest, { cookie: mine.cookie });
        const all2 = await fingerprint(t.database);
        const theirs1 = await fingerprint(t.database, { orgGroupId: theirs.orgGroupId });
        const ownRes = await send(t.app, ownRequest, { cookie: mine.cookie });
        return { all0, all1, all2, theirs0, theirs1, unknownRes, foreignRes, ownRes };
      };
      let result = await attempt(await baseline(endpoint, ref, false));
      // The request never got past validation: the probed field may exclude a sibling the example sets.
      const invalid = (res: typeof result.ownRes) =>
        res.statusCode === 400 && errorBodyOf(res)?.code === 'VALIDATION';
      if (invalid(result.ownRes) && invalid(result.unknownRes) && !exampleSets(endpoint, ref)) {
        result = await attempt(await baseline(endpoint, ref, true));
      }
      const { all0, all1, all2, theirs0, theirs1, unknownRes, foreignRes, ownRes } = result;

      const what = `${probe.form}: unknown ${unknownRes.statusCode} ${unknownRes.body.slice(0, 200)} / theirs ${foreignRes.statusCode} ${foreignRes.body.slice(0, 200)}`;
      expect(unknownRes.statusCode, what).toBeLessThan(500);
      expect(answerSignature(foreignRes), what).toBe(answerSignature(unknownRes));
      expect(changedTables(theirs0, theirs1), `${probe.form}: rows of the other group changed`).toEqual([]);
      if (changedTables(all0, all1).length === 0) {
        expect(changedTables(all1, all2), `${probe.form}: the other group's id wrote rows`).toEqual([]);
      }
      if (isAccessRefusal(unknownRes) && isAccessRefusal(ownRes)) refusedByRule = true;
      if (answerSignature(ownRes) !== answerSignature(unknownRes)) sensitive = true;
      answers.push(`${what} / own ${ownRes.statusCode} ${ownRes.body.slice(0, 200)}`);
    }
    expect(
      sensitive || refusedByRule,
      `the caller’s own record answers like an unknown id: this probe could not see a leak (${answers.join(' | ')})`,
    ).toBe(true);
  });
});
