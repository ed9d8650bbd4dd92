import { describe, expect, it } from 'vitest';
import {
  defaultDropMode,
  equipmentFor,
  HANDLING_METHODS,
  modesOffered,
  returnAllowed,
  vgmQuestionShown,
} from './drop-modes.ts';

const address = { FCLEquipment: 'SDL', LCLEquipment: 'HUL', AirEquipment: 'TRL' };

describe('drop modes (hub §3, §4, §5, §9)', () => {
  it('hub §3: the default mode is FCLEquipment for FCL, LCLEquipment for LCL, else AirEquipment', () => {
    expect(equipmentFor(address, 'FCL')).toBe('SDL');
    expect(equipmentFor(address, 'LCL')).toBe('HUL');
    expect(equipmentFor(address, 'AIR')).toBe('TRL');
    expect(equipmentFor(address, 'LSE')).toBe('TRL');
  });
  it('hub §4: a location change applies the default mode when it is offered, else none', () => {
    expect(defaultDropMode(address, { packing: 'FCL', direction: 'IMPORT' }, null)).toBe('SDL');
    expect(defaultDropMode(address, { packing: 'FCL', direction: 'EXPORT' }, false)).toBeNull();
    expect(defaultDropMode(address, { packing: 'LCL', direction: 'IMPORT' }, null)).toBe('HUL');
  });
  it('hub §5: VGM REQUIRED is shown for FCL non-import only', () => {
    expect(vgmQuestionShown('FCL', 'EXPORT')).toBe(true);
    expect(vgmQuestionShown('FCL', 'CROSS-TRADE')).toBe(true);
    expect(vgmQuestionShown('FCL', 'IMPORT')).toBe(false);
    expect(vgmQuestionShown('LCL', 'EXPORT')).toBe(false);
  });
  it('hub §5: modes depend on packing, direction and the VGM answer', () => {
    expect(modesOffered('FCL', 'IMPORT', null)).toContain('WUP');
    expect(modesOffered('FCL', 'EXPORT', null)).toEqual([]);
    expect(modesOffered('FCL', 'EXPORT', true)).toEqual(['ASK', 'SDL', 'TRL', 'WUV']);
    expect(modesOffered('FCL', 'EXPORT', false)).toEqual(['ASK', 'SNV', 'DNV', 'WUP']);
    expect(modesOffered('LCL', 'IMPORT', null)).not.toContain('SDL');
  });
  it('hub §9: every offered mode is a handling method, and ASK is offered whenever any mode is', () => {
    for (const packing of ['FCL', 'LCL', 'AIR']) {
      for (const direction of ['IMPORT', 'EXPORT']) {
        for (const vgm of [true, false, null]) {
          const offered = modesOffered(packing, direction, vgm);
          for (const m of offered) expect(HANDLING_METHODS).toContain(m);
          if (offered.length > 0) expect(offered[0]).toBe('ASK');
        }
      }
    }
  });
  it('hub §9: return date/time only for FCL in SDL, SNV, TRL and DNV', () => {
    for (const mode of ['SDL', 'SNV', 'TRL', 'DNV']) expect(returnAllowed('FCL', mode)).toBe(true);
    expect(returnAllowed('FCL', 'WUP')).toBe(false);
    expect(returnAllowed('LCL', 'TRL')).toBe(false);
    expect(returnAllowed('FCL', null)).toBe(false);
  });
});
