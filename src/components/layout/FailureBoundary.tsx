// Contains a failure (code that could not be loaded, or a render error) to the part of the page it
// happened in, so the rest of the store keeps working (PX-05-025). A new `resetKey` (the next page's
// address) clears it. React reports the error on the console itself.
import { Component, type ReactNode } from 'react';

export interface FailureBoundaryProps {
  /** What shows in place of the failed part. */
  fallback: ReactNode;
  resetKey?: string;
  children: ReactNode;
}

interface FailureBoundaryState {
  failed: boolean;
  resetKey: string | undefined;
}

export class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureBoundaryState): Partial<FailureBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
