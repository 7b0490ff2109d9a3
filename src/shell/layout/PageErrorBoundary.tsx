import { Alert, Button } from '@mui/material';
import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  message: string;
  retry: string;
}

/** Keeps the shell usable when one page crashes; the layout remounts it per route. */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert severity="error" data-testid="page-error" action={<Button onClick={() => window.location.reload()}>{this.props.retry}</Button>}>
        {this.props.message}
      </Alert>
    );
  }
}
