/**
 * One place that owns the two delivery dialogs of a screen (hub §2: they open from the search
 * table's buttons and from the shipment detail screen). Buttons call `useDeliveryDialogs()`
 * (lib/delivery-slots.ts, so other features need not import this one) to open one for a target;
 * the dialogs render once, outside the table, so clicks inside them never reach a row (React
 * events bubble through portals).
 */
import { notifications } from '@mantine/notifications';
import { PROVIDER_NAME } from '@navia/domain/constants';
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import { lazy, Suspense, useCallback, useState } from 'react';
import {
  type DeliveryDialogKind,
  DeliveryDialogsContext,
  type DeliveryDialogsProviderProps,
  type OpenDeliveryDialog,
} from '../../../lib/delivery-slots.ts';

// The dialogs (date pickers, number inputs, the wizard's steps) load when one is first opened, not
// with the table or the detail screen that offers them (decision 013, JS budget).
const ArrangeDeliveryWizard = lazy(() =>
  import('./arrange-delivery-wizard.tsx').then((m) => ({ default: m.ArrangeDeliveryWizard })),
);
const EarliestDeliveryDialog = lazy(() =>
  import('./earliest-delivery-dialog.tsx').then((m) => ({ default: m.EarliestDeliveryDialog })),
);

export function DeliveryDialogsProvider({ children, onDone }: DeliveryDialogsProviderProps) {
  // The target stays while a dialog closes, so it does not empty itself during the close transition.
  const [state, setState] = useState<{
    kind: DeliveryDialogKind;
    target: DeliveryTarget;
    opened: boolean;
  } | null>(null);
  // Which dialogs have been opened: those stay mounted, so their close transitions play.
  const [used, setUsed] = useState<Record<DeliveryDialogKind, boolean>>({ ARRANGE: false, EARLIEST: false });
  const openDialog = useCallback<OpenDeliveryDialog>((kind, target) => {
    setUsed((u) => (u[kind] ? u : { ...u, [kind]: true }));
    setState({ kind, target, opened: true });
  }, []);
  const close = useCallback(() => setState((s) => (s ? { ...s, opened: false } : s)), []);
  // The dialog closes on success; say so where the request itself is not on screen (the tables).
  const done = useCallback(
    (request: DeliveryRequest) => {
      notifications.show({
        color: 'green',
        title: request.kind === 'EARLIEST' ? 'EARLIEST DELIVERY REQUESTED' : 'DELIVERY REQUESTED',
        message: `Shipment ${request.ShipNumber}: the ${PROVIDER_NAME} team has your request and will confirm it.`,
      });
      onDone?.(request);
    },
    [onDone],
  );
  return (
    <DeliveryDialogsContext.Provider value={openDialog}>
      {children}
      <Suspense fallback={null}>
        {used.ARRANGE && (
          <ArrangeDeliveryWizard
            target={state?.kind === 'ARRANGE' ? state.target : null}
            opened={state?.kind === 'ARRANGE' && state.opened}
            onClose={close}
            onDone={done}
          />
        )}
        {used.EARLIEST && (
          <EarliestDeliveryDialog
            target={state?.kind === 'EARLIEST' ? state.target : null}
            opened={state?.kind === 'EARLIEST' && state.opened}
            onClose={close}
            onDone={done}
          />
        )}
      </Suspense>
    </DeliveryDialogsContext.Provider>
  );
}
