/** A page that throws while rendering shows its error instead of blanking the whole shell. */
import { Component, type ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { t } from '../../i18n/index.ts';

export class ErrorBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (this.state.error) {
      return (
        <Alert color="red" title={t('shell.pageFailed')}>
          {this.state.error.message}
        </Alert>
      );
    }
    return this.props.children;
  }
}
