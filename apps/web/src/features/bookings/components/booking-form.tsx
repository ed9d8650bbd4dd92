/**
 * The booking form (issue 18; connect §2-§5, §7). react-hook-form with the shared submit schema
 * (zodResolver, STYLE 2): the form refuses what the server would. The request id is made once per
 * form and kept across retries, so a resubmit after a lost answer books once (the server is
 * idempotent by requestId). A failed submit keeps every typed value and names the fields at fault.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { type SubmitBookingInput, submitBookingBodySchema } from '@navia/domain/contracts/bookings';
import { UPLOAD_FIELDS } from '@navia/domain/contracts/shipment-detail';
import { useState } from 'react';
import { type FieldErrors, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { SelectOrganisationDialog } from '../../../components/booking/select-organisation-dialog.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { requiredWhenEmpty } from '../../../lib/required-when-empty.ts';
import { uploadBookingDocument, useSubmitBooking } from '../api/bookings.ts';
import { errorFieldNames, fieldLabelsOfPaths } from '../rules/booking-fields.ts';
import {
  addressOfChoice,
  type BookingFormOutput,
  type BookingFormValues,
  partyOfChoice,
} from '../rules/booking-form.ts';
import { BOOKING_TEXTS } from '../rules/booking-view.ts';
import { BookingCargoFields } from './booking-cargo-fields.tsx';
import { BookingDocumentsFields, type ChosenDocument } from './booking-documents-fields.tsx';
import { BookingPartiesFields, type PickTarget } from './booking-parties-fields.tsx';
import { BookingRouteFields, BookingTermsFields, BookingTypeFields } from './booking-plain-fields.tsx';
import { BookingScheduleFields } from './booking-schedule-fields.tsx';

export interface BookingFormProps {
  initial: BookingFormValues;
  /** After the submit and the documents' uploads: the names of the files that were not sent. */
  onSubmitted: (bookingId: string, documentsNotSent: string[]) => void;
  onCancel: () => void;
}

// The shared schema's input has the parties required; the form holds null until one is chosen
// (the resolver then reports 'This field is required.'), hence the widened resolver type.
const resolver = zodResolver(submitBookingBodySchema, requiredWhenEmpty) as unknown as Resolver<
  BookingFormValues,
  unknown,
  BookingFormOutput
>;

/** Uploads the chosen files one after another; answers the names of those that failed. */
async function sendBookingDocuments(bookingId: string, documents: readonly ChosenDocument[]) {
  const notSent: string[] = [];
  for (const { file, documentType } of documents) {
    const form = new FormData();
    form.append(UPLOAD_FIELDS.documentType, documentType);
    form.append(UPLOAD_FIELDS.file, file, file.name);
    try {
      await uploadBookingDocument(bookingId, form, new AbortController());
    } catch {
      notSent.push(file.name);
    }
  }
  return notSent;
}

export function BookingForm({ initial, onSubmitted, onCancel }: BookingFormProps) {
  const form = useForm<BookingFormValues, unknown, BookingFormOutput>({
    defaultValues: initial,
    resolver,
    mode: 'onTouched',
  });
  const { handleSubmit, watch, setValue, setError, formState } = form;
  const submit = useSubmitBooking();
  const [picking, setPicking] = useState<PickTarget | null>(null);
  const [invalidNames, setInvalidNames] = useState<string[]>([]);
  const [documents, setDocuments] = useState<ChosenDocument[]>([]);
  const [sendingDocuments, setSendingDocuments] = useState(false);
  const type = watch('type');
  const direction = watch('direction') ?? null;

  const onValid = () => {
    setInvalidNames([]);
    // What the user typed (the schema's input, which the server parses again), with the same
    // requestId on every retry. Valid, so both parties are chosen.
    submit.mutate(form.getValues() as SubmitBookingInput, {
      onSuccess: async ({ booking }) => {
        setSendingDocuments(documents.length > 0);
        const notSent = await sendBookingDocuments(booking._id, documents);
        setSendingDocuments(false);
        onSubmitted(booking._id, notSent);
      },
      onError: (error) => {
        if (!isApiError(error) || error.issues.length === 0) return;
        for (const issue of error.issues)
          setError(issue.field as never, { type: 'server', message: issue.message });
        setInvalidNames(fieldLabelsOfPaths(error.issues.map((i) => i.field)));
      },
    });
  };
  const onInvalid = (errors: FieldErrors<BookingFormValues>) => setInvalidNames(errorFieldNames(errors));

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-label="BOOKING FORM">
        <Stack gap="md">
          <BookingTypeFields />
          <BookingPartiesFields onPick={setPicking} />
          <BookingRouteFields />
          <BookingCargoFields />
          <BookingScheduleFields />
          <BookingTermsFields />
          <BookingDocumentsFields
            value={documents}
            onChange={setDocuments}
            disabled={submit.isPending || sendingDocuments}
          />
          {invalidNames.length > 0 && (
            <Alert color="red" variant="light" role="alert" title="BOOKING NOT SENT">
              {`${BOOKING_TEXTS.fixFields}${invalidNames.join(', ')}`}
            </Alert>
          )}
          {submit.isError && invalidNames.length === 0 && (
            <Alert color="red" variant="light" role="alert" title="BOOKING NOT SENT">
              {BOOKING_TEXTS.submitFailed}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel} disabled={submit.isPending || sendingDocuments}>
              CANCEL
            </Button>
            <Button type="submit" loading={submit.isPending || sendingDocuments}>
              {submit.isError ? 'SUBMIT AGAIN' : 'SUBMIT BOOKING'}
            </Button>
          </Group>
        </Stack>
      </form>
      <SelectOrganisationDialog
        opened={picking !== null}
        onClose={() => setPicking(null)}
        bookingType={type}
        directionOverride={type === 'ROAD' ? direction : null}
        // connect §5: in a cross trade the shipper's side is the exporter.
        crossTradeExporter={type === 'CROSS_TRADE' && (picking === 'shipper' || picking === 'pickupAddress')}
        onSelect={({ organisation, address }) => {
          if (!picking) return;
          const options = { shouldValidate: formState.isSubmitted, shouldDirty: true, shouldTouch: true };
          if (picking === 'shipper' || picking === 'consignee')
            setValue(picking, partyOfChoice(organisation, address), options);
          else setValue(picking, addressOfChoice(organisation, address), options);
        }}
      />
    </FormProvider>
  );
}
