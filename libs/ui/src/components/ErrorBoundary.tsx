import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Custom fallback; receives the error and a `retry` that re-renders the children. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
  /** Title of the default fallback (default "Something went wrong"). */
  title?: string;
  /** Text of the default fallback. */
  description?: string;
  /** Called before the children are re-rendered by a retry (e.g. to clear a cached failure). */
  onRetry?: () => void;
  /** Called once per caught error (logging). */
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/**
 * Catches render errors of its children (including a failed lazy import) and shows a friendly
 * fallback with a "Try again" button instead of taking the whole page down.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  retry = (): void => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.retry);
    return (
      <div role="alert">
        <EmptyState
          title={this.props.title ?? 'Something went wrong'}
          description={
            this.props.description ?? 'This part of the page could not be shown. Please try again.'
          }
          action={<Button onClick={this.retry}>Try again</Button>}
        />
      </div>
    );
  }
}
