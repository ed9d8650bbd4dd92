import { useEffect, useRef } from 'react';
import { useRouteError } from 'react-router';
import { reportRenderError } from '../api/report-error.ts';
import { ErrorScreen } from './error-screen.tsx';

/** The router's error element (a page chunk that failed to load, or the layout itself failing). */
export function RouteErrorScreen() {
  const error = useRouteError();
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    reportRenderError(error);
  }, [error]);
  return <ErrorScreen />;
}
