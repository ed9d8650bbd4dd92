import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportRenderError } from '../api/report-error.ts';
import { ErrorScreen } from './error-screen.tsx';

type Props = {
  children: ReactNode;
  /** The boundary clears when this changes (the app passes the path, so navigating away recovers). */
  resetKey?: string;
};
type State = { error: unknown; hasError: boolean };

/** hub §8 "Render error": the SOMETHING WENT WRONG screen, and the error is reported to the server. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, hasError: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportRenderError(error, info.componentStack);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, hasError: false });
    }
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}
