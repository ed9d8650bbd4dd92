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
import { useCallback, useState } from 'react';
import {
  type DeliveryDialogKind,
  DeliveryDialogsContext,
  type DeliveryDialogsProviderProps,
  type OpenDeliveryDialog,
} from '../../../lib/delivery-slots.ts';
import { ArrangeDeliveryWizard } from './arrange-delivery-wizard.tsx';
import { EarliestDeliveryDialog } from './earliest-delivery-dialog.tsx';

export function DeliveryDialogsProvider({ children, onDone }: DeliveryDialogsProviderProps) {
  // The target stays while a dialog closes, so it does not empty itself during the close transition.
  const [state, setState] = useState<{
    kind: DeliveryDialogKind;
    target: DeliveryTarget;
    opened: boolean;
  } | null>(null);
  const openDialog = useCallback<OpenDeliveryDialog>(
    (kind, target) => setState({ kind, target, opened: true }),
    [],
  );
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
      <ArrangeDeliveryWizard
        target={state?.kind === 'ARRANGE' ? state.target : null}
        opened={state?.kind === 'ARRANGE' && state.opened}
        onClose={close}
        onDone={done}
      />
      <EarliestDeliveryDialog
        target={state?.kind === 'EARLIEST' ? state.target : null}
        opened={state?.kind === 'EARLIEST' && state.opened}
        onClose={close}
        onDone={done}
      />
    </DeliveryDialogsContext.Provider>
  );
}
