/**
 * /getQuote (issue 18, hub §1–§2): the quote request form, then its answer: the instant options
 * (ordered by price or transit) with ACCEPT, which opens the booking pre-filled from the quote, or
 * the manual-quote message (hub §4 manual-quote-required: results empty).
 */
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { GetQuoteBody, Quote, QuoteOption } from '@navia/domain/contracts/quotes';
import { lazy, Suspense, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../../lib/failure-text.ts';
import { useAcceptQuote, useGetQuote } from '../api/quotes.ts';
import { QuoteForm } from './quote-form.tsx';
import { bookingUrlOf } from './quote-texts.ts';

const QuoteOptions = lazy(() => import('./quote-options.tsx').then((m) => ({ default: m.QuoteOptions })));

export function GetQuotePage() {
  const navigate = useNavigate();
  const getQuote = useGetQuote();
  const accept = useAcceptQuote();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const submit = (body: GetQuoteBody) => {
    setQuote(null);
    getQuote.mutate(body, {
      onSuccess: ({ quote: answer }) => {
        setQuote(answer);
        requestAnimationFrame(() => resultsRef.current?.focus());
      },
    });
  };

  const onAccept = (option: QuoteOption) => {
    if (!quote) return;
    setAcceptError(null);
    accept.mutate(
      { quoteId: quote._id, optionId: option.optionId },
      {
        onSuccess: () => navigate(bookingUrlOf(quote._id, option.optionId)),
        onError: (error) => setAcceptError(failureText(error)),
      },
    );
  };

  return (
    <Stack gap="md" p={{ base: 'xs', sm: 'md' }} maw={1100} mx="auto" w="100%">
      <Title order={1} size="h2">
        GET A QUOTE
      </Title>
      <QuoteForm
        onSubmit={submit}
        submitting={getQuote.isPending}
        failure={getQuote.isError ? failureText(getQuote.error) : null}
      />
      {quote ? (
        <Stack gap="sm" component="section" aria-labelledby="quote-results-title">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3" id="quote-results-title" ref={resultsRef} tabIndex={-1}>
              {`QUOTE ${quote.quoteNumber}`}
            </Title>
            <Text
              size="sm"
              c="dimmed"
            >{`${quote.request.origin} → ${quote.request.destination} · ${quote.currency}`}</Text>
          </Group>
          {acceptError ? (
            <Alert color="red" role="alert">
              {acceptError}
            </Alert>
          ) : null}
          <Suspense fallback={null}>
            <QuoteOptions
              quote={quote}
              onAccept={onAccept}
              acceptingOptionId={accept.isPending ? (accept.variables?.optionId ?? null) : null}
            />
          </Suspense>
          <Group>
            <Button variant="subtle" onClick={() => navigate('/quotes')}>
              MY QUOTES
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Stack>
  );
}
