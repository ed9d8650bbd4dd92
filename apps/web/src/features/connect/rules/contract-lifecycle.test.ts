import { CONTRACT_STATUSES, CONTRACT_TRANSITIONS } from '@navia/domain/rules/contracts/workflow';
import { describe, expect, it } from 'vitest';
import { lifecycleStages, lifecycleSteps } from './contract-lifecycle.ts';

describe('the contract lifecycle guide', () => {
  it('puts every status in exactly one stage, in the order ACCEPT, CONFIRM, TRANSPORT', () => {
    const stages = lifecycleStages();
    expect(stages.map((s) => s.stage)).toEqual(['ACCEPT', 'CONFIRM', 'TRANSPORT']);
    const all = stages.flatMap((s) => s.statuses);
    expect([...all].sort()).toEqual([...CONTRACT_STATUSES].sort());
    expect(stages[0]?.statuses).toContain('AWAITING ACCEPTANCE');
    expect(stages[2]?.final).toEqual(expect.arrayContaining(['DELIVERED', 'REJECTED', 'CANCELLED']));
  });

  it('lists every status-changing row of the workflow once, and no row that leaves the status alone', () => {
    const steps = Object.values(lifecycleSteps()).flat();
    const moving = CONTRACT_TRANSITIONS.filter((t) => t.to !== 'same');
    expect(steps).toHaveLength(moving.length);
    expect(steps.some((s) => s.does === 'assigns a user')).toBe(false);
  });

  it('starts a new contract in ACCEPT, waiting for the other side', () => {
    const create = lifecycleSteps().ACCEPT.find(
      (s) => s.from.includes('NEW') && s.does === 'creates the contract',
    );
    expect(create).toMatchObject({ who: 'The buyer or the seller', becomes: 'AWAITING ACCEPTANCE' });
  });

  it("puts the order's shipping and delivery under TRANSPORT", () => {
    expect(lifecycleSteps().TRANSPORT.map((s) => s.becomes)).toEqual([
      'PARTIALLY SHIPPED, SHIPPED, PARTIALLY DELIVERED, DELIVERED',
    ]);
  });

  it('shows that confirming quantities depends on inspection and on whether all were confirmed', () => {
    const confirms = lifecycleSteps().ACCEPT.filter((s) => s.does === 'confirms the quantities');
    expect(confirms.map((s) => s.becomes)).toEqual(
      expect.arrayContaining(['CONFIRMED', 'PARTIALLY CONFIRMED', 'AWAITING INSPECTION']),
    );
    const full = confirms.find((s) => s.becomes === 'CONFIRMED');
    expect(full?.conditions).toEqual(expect.arrayContaining(['when inspection is off', 'all quantities']));
  });
});
