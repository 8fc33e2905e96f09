import { RetryNotice } from '@aspire/ui/retry-notice.tsx';
import { Component, type ReactNode } from 'react';

type Props = { area: string; onRetry: () => void; children: ReactNode };

/** Keeps a failing remote from taking the page down; says so politely and offers a retry. */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`The ${this.props.area} area failed to load`, error);
  }

  retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <RetryNotice onRetry={this.retry} testId="remote-unavailable">
        <h2>This part of the site is taking a break</h2>
        <p>
          We couldn't load the {this.props.area} section just now. The rest of the site works as usual; please
          try again in a moment.
        </p>
      </RetryNotice>
    );
  }
}
