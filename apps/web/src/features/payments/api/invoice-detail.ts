/**
 * One invoice's detail (GET /api/invoices/:id): its lines, GST and the payments against it, and the
 * link to its PDF (GET /api/invoices/:id/pdf, a download). Kept under ['invoices'], so a payment
 * (which invalidates it) refreshes the amounts, the status and the payments.
 */
import { endpointUrl } from '@navia/domain/contracts/endpoint';
import { invoiceEndpoints } from '@navia/domain/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/api-client.ts';
import { INVOICES_QUERY_ROOT } from './invoices.ts';

const invoiceDetailKey = (id: string) => [INVOICES_QUERY_ROOT, 'detail', id] as const;

/** The invoice's detail; idle while no invoice is chosen. */
export function useInvoiceDetail(id: string | null) {
  return useQuery({
    queryKey: invoiceDetailKey(id ?? ''),
    queryFn: ({ signal }) => callEndpoint(invoiceEndpoints.getOne, { params: { id: id ?? '' } }, { signal }),
    enabled: id !== null,
  });
}

/** The invoice as a PDF file (a link: the browser downloads it). */
export const invoicePdfUrl = (id: string): string => endpointUrl(invoiceEndpoints.pdf, { params: { id } });
