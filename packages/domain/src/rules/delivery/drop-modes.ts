/**
 * Drop modes (handling methods) of the delivery wizard: which are offered, which is the default
 * and which allow an empty-container return (hub §3 "Address in the wizard", §4, §5, §9).
 */

/** hub §9 handling-method values; only ASK is named by the spec ("Ask client"). */
export const HANDLING_METHODS = [
  'ASK',
  'TRL',
  'SDL',
  'WUP',
  'DNV',
  'SNV',
  'WUV',
  'HSL',
  'HUL',
  'HWL',
  'PSL',
] as const;
export type HandlingMethod = (typeof HANDLING_METHODS)[number];

/**
 * Labels. The spec names only ASK; the others are our reading of the provider's codes and are
 * written here once so the wizard, the summary, the e-mail and staff all show the same words.
 */
export const HANDLING_METHOD_LABELS: Readonly<Record<HandlingMethod, string>> = {
  ASK: 'Ask client',
  TRL: 'Trailer drop',
  SDL: 'Side loader drop',
  WUP: 'Wait while unpacking',
  DNV: 'Trailer drop, no VGM',
  SNV: 'Side loader drop, no VGM',
  WUV: 'Wait while packing, VGM',
  HSL: 'Hand unload from side loader',
  HUL: 'Hand unload from truck',
  HWL: 'Hand unload, tail-lift truck',
  PSL: 'Pallet unload from side loader',
};

export const isHandlingMethod = (value: string): value is HandlingMethod =>
  (HANDLING_METHODS as readonly string[]).includes(value);

/** hub §3: Packing / ContainerMode is FCL, LCL, or otherwise air. */
export type PackingKind = 'FCL' | 'LCL' | 'AIR';
export const packingKindOf = (packing: string | null): PackingKind => {
  const upper = (packing ?? '').toUpperCase();
  return upper === 'FCL' ? 'FCL' : upper === 'LCL' ? 'LCL' : 'AIR';
};

export const isImport = (direction: string | null) => (direction ?? '').toUpperCase() === 'IMPORT';

/** hub §2 / §5: VGM REQUIRED is asked for FCL on non-import shipments, and must then be answered. */
export const vgmQuestionShown = (packing: string | null, direction: string | null): boolean =>
  packingKindOf(packing) === 'FCL' && !isImport(direction);

export type VgmAnswer = boolean | null;

/**
 * hub §5 "available modes depend on packing, direction and the VGM answer". The spec gives no
 * table, so this is ours, chosen so each code appears where it makes physical sense:
 * - A full container on an import is dropped (SDL side loader, TRL trailer), waited on while the
 *   customer unpacks (WUP), or hand-unloaded at the door (HSL, HUL, HWL, PSL).
 * - A full container on an export is packed by the customer. With VGM REQUIRED yes the container
 *   must be weighed, so the modes that weigh it apply (SDL, TRL drops and WUV wait-while-packing);
 *   with no, the no-VGM drops (SNV, DNV) and plain WUP apply. Hand unloading makes no sense for an
 *   empty export container. Before the VGM question is answered no mode is offered.
 * - Loose cargo (LCL, air) has no container to drop: trailer delivery (TRL) or hand unload.
 * ASK (the provider asks the client) is always offered first.
 */
export function modesOffered(
  packing: string | null,
  direction: string | null,
  vgm: VgmAnswer,
): HandlingMethod[] {
  const kind = packingKindOf(packing);
  if (kind !== 'FCL') return ['ASK', 'TRL', 'HUL', 'HWL'];
  if (isImport(direction)) return ['ASK', 'SDL', 'TRL', 'WUP', 'HSL', 'HUL', 'HWL', 'PSL'];
  if (vgm === null) return [];
  return vgm ? ['ASK', 'SDL', 'TRL', 'WUV'] : ['ASK', 'SNV', 'DNV', 'WUP'];
}

/** hub §9: for FCL, SDL, SNV, TRL and DNV (container left with the customer) allow RETURN DATE/TIME. */
export const RETURN_MODES: readonly HandlingMethod[] = ['SDL', 'SNV', 'TRL', 'DNV'];

export const returnAllowed = (packing: string | null, mode: string | null): boolean =>
  packingKindOf(packing) === 'FCL' && mode !== null && (RETURN_MODES as readonly string[]).includes(mode);

/** The equipment defaults of a saved address (hub §3 "Address in the wizard"). */
export type AddressEquipment = { FCLEquipment: string; LCLEquipment: string; AirEquipment: string };

/** hub §3 / §4: the default mode is the address equipment for the packing type (FCL, LCL, else air). */
export function equipmentFor(address: AddressEquipment, packing: string | null): string {
  const kind = packingKindOf(packing);
  return kind === 'FCL' ? address.FCLEquipment : kind === 'LCL' ? address.LCLEquipment : address.AirEquipment;
}

/**
 * hub §4: changing the location sets each container's default mode from the address equipment. A
 * default that the current packing/direction/VGM does not offer is not applied (null: choose one).
 */
export function defaultDropMode(
  address: AddressEquipment,
  shipment: { packing: string | null; direction: string | null },
  vgm: VgmAnswer,
): HandlingMethod | null {
  const equipment = equipmentFor(address, shipment.packing);
  const offered = modesOffered(shipment.packing, shipment.direction, vgm);
  return offered.find((m) => m === equipment) ?? null;
}

/** A {value, label} option for a mode (hub §3 "Chosen container": dropMode {value, label}). */
export const dropModeOption = (mode: HandlingMethod) => ({
  value: mode,
  label: HANDLING_METHOD_LABELS[mode],
});
