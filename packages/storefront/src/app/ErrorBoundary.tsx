import { Component, type ReactNode } from "react";

interface Props {
  /** What to show instead of the children once they failed to render. */
  fallback: (error: unknown) => ReactNode;
  /** A new value (the next address) clears the failure and renders the children again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: string | undefined;
}

/** Catches a render failure below it (architecture §3: the message shown in red on light grey). */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
