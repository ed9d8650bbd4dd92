/**
 * The seam between the delivery feature (features/delivery: the Arrange Delivery wizard, the
 * EARLIEST DELIVERY dialog, the DELIVERY REQUESTS panel) and the pages that offer delivery (the
 * search tables, the shipment detail screen). Features do not import each other, so the app layer
 * composes them (app/routes.tsx):
 * - the search pages are wrapped in features/delivery's DeliveryDialogsProvider by their route;
 * - the detail page is given the delivery pieces it places itself (`DeliverySlots`) as a prop, as it
 *   refreshes its record after a request and shows the requests panel inside its layout.
 * A button under a provider opens a dialog with `useDeliveryDialogs()` from here.
 */
import type { DeliveryRequest } from '@navia/domain/contracts/deliveries';
import type { DeliveryTarget } from '@navia/domain/rules/delivery/target';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';

export type DeliveryDialogKind = 'ARRANGE' | 'EARLIEST';

export type OpenDeliveryDialog = (kind: DeliveryDialogKind, target: DeliveryTarget) => void;

/** Provided by features/delivery's DeliveryDialogsProvider. */
export const DeliveryDialogsContext = createContext<OpenDeliveryDialog | null>(null);

/** Opens a delivery dialog; only inside a DeliveryDialogsProvider. */
export function useDeliveryDialogs(): OpenDeliveryDialog {
  const open = useContext(DeliveryDialogsContext);
  if (!open) throw new Error('useDeliveryDialogs needs a DeliveryDialogsProvider');
  return open;
}

export type DeliveryDialogsProviderProps = {
  children: ReactNode;
  /** After a request is stored: refresh what shows the containers' state. */
  onDone?: (request: DeliveryRequest) => void;
};

export type DeliveryRequestsPanelProps = {
  shipKey: string;
  /** Staff (NU and above) may confirm a REQUESTED request. */
  canConfirm: boolean;
  /** After a confirmation: refresh what shows the containers' ConfirmedDelivery. */
  onConfirmed?: (request: DeliveryRequest) => void;
};

/** What a page that places the delivery pieces itself is given by the app layer. */
export type DeliverySlots = {
  DialogsProvider: ComponentType<DeliveryDialogsProviderProps>;
  RequestsPanel: ComponentType<DeliveryRequestsPanelProps>;
};
