import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  remote: string;
  /** Rendered instead of the children once they threw; `reset` clears the error. */
  fallback: (error: unknown, reset: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Keeps a remote's render error inside its own area: the header and the other remotes keep working. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed to render`, error, info.componentStack);
  }

  private readonly reset = (): void => {
    this.setState({ error: null, failed: false });
  };

  override render(): ReactNode {
    if (this.state.failed) {
      return this.props.fallback(this.state.error, this.reset);
    }
    return this.props.children;
  }
}
