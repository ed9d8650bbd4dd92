/**
 * The Arrange Delivery wizard's state for one opening of the dialog (hub §4): the form, the
 * calendar, the request id and the arrangeTransport call. The dialog remounts on every opening,
 * so closing it throws all of this away (hub §4 "closing resets").
 */
import { arrangeTransportBodySchema, type DeliveryRequest } from '@navia/domain/contracts/deliveries';
import { type DeliveryTarget, todayOf } from '@navia/domain/rules/delivery/target';
import {
  type ChosenContainer,
  copyToNext,
  FIX_ERRORS_ABOVE,
  goBack,
  goForward,
  toggleContainer,
  WIZARD_STEPS,
} from '@navia/domain/rules/delivery/wizard';
import { useState } from 'react';
import { usePublicHolidays } from '../../../lib/public-holidays.ts';
import { newRequestId } from '../../../lib/request-id.ts';
import { arrangeErrorTexts, useArrangeTransport } from '../api/arrange-transport.ts';
import type { ChosenLocation } from './address-field.tsx';
import {
  arrangeBodyOf,
  forwardState,
  initialForm,
  rowsOf,
  type WizardCalendar,
  type WizardForm,
  withLocation,
  withRows,
  withVgm,
} from './arrange-delivery-form.ts';

export function useArrangeDeliveryState(
  target: DeliveryTarget,
  onSubmitted: (request: DeliveryRequest) => void,
) {
  const [form, setForm] = useState<WizardForm>(() => initialForm(target));
  // hub §7: one id per opening, sent again with every retry so the server stores one request.
  const [requestId] = useState(newRequestId);
  // The home-country day, as the server reads it; fixed for the opening so the checks do not move at midnight.
  const [today] = useState(() => todayOf(target));
  const year = Number(today.slice(0, 4));
  const { holidays } = usePublicHolidays({ shipKey: target.ShipKey }, [year, year + 1]);
  const calendar: WizardCalendar = { today, holidays };
  const arrange = useArrangeTransport();
  const [localError, setLocalError] = useState<string[] | null>(null);

  const rows = rowsOf(form, target);
  const refused = form.refusedAt === form.step;

  const next = () =>
    setForm((f) => {
      if (f.noDatesScreen) return { ...f, noDatesScreen: false };
      const move = goForward(f.step, forwardState(f, target, calendar));
      return move.error === null ? { ...f, step: move.step, refusedAt: null } : { ...f, refusedAt: f.step };
    });

  const back = () => {
    arrange.reset();
    setLocalError(null);
    setForm((f) => ({ ...f, step: goBack(f.step), refusedAt: null }));
  };

  const submit = () => {
    if (arrange.isPending) return;
    // hub §4: submit runs only when the step 2 conditions still hold.
    const allowed = goForward(WIZARD_STEPS.LOCATION, forwardState(form, target, calendar));
    const body = arrangeBodyOf(form, target, requestId);
    if (allowed.error !== null || body === null) {
      setLocalError([FIX_ERRORS_ABOVE]);
      return;
    }
    // The shared contract checks the body before it leaves (the server runs the same schema).
    const parsed = arrangeTransportBodySchema.safeParse(body);
    if (!parsed.success) {
      setLocalError([...new Set(parsed.error.issues.map((i) => i.message))]);
      return;
    }
    setLocalError(null);
    arrange.mutate(body, { onSuccess: (answer) => onSubmitted(answer.deliveryRequest) });
  };

  return {
    form,
    rows,
    calendar,
    /** The forward move of this step was refused: show PLEASE FIX ERRORS ABOVE and the field errors. */
    refused,
    submitting: arrange.isPending,
    submitError: localError ?? (arrange.isError ? arrangeErrorTexts(arrange.error) : null),
    next,
    back,
    submit,
    toggle: (choice: string) =>
      setForm((f) => ({ ...f, selected: toggleContainer(f.selected, choice, target.containers) })),
    setLocation: (location: ChosenLocation | null) => setForm((f) => withLocation(f, target, location)),
    setVgm: (vgm: boolean) => setForm((f) => withVgm(f, target, vgm)),
    updateRow: (index: number, update: (row: ChosenContainer) => ChosenContainer) =>
      setForm((f) => {
        const current = rowsOf(f, target)[index];
        return current ? withRows(f, [update(current)]) : f;
      }),
    copyRow: (index: number) => setForm((f) => withRows(f, copyToNext(rowsOf(f, target), index))),
    setNotes: (notes: string) => setForm((f) => ({ ...f, notes })),
  };
}

export type ArrangeDeliveryState = ReturnType<typeof useArrangeDeliveryState>;
