import { Component, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Container } from '@web/components/ui/layout';
import { ApiError } from '@web/lib/api';
import { useI18n } from '@web/lib/i18n';

function ErrorScreen(props: { error: unknown; onRetry: () => void }) {
  const { t } = useI18n();
  const requestId = props.error instanceof ApiError ? props.error.requestId : undefined;
  const offline = props.error instanceof ApiError && props.error.status === 0;
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <AlertTriangle aria-hidden className="size-8 text-accent" />
      <h1 className="font-display text-3xl">{t('common.error.title')}</h1>
      <p className="max-w-md text-muted-foreground">
        {offline ? t('common.error.offline') : t('common.error.description')}
      </p>
      {requestId ? (
        <p className="font-mono text-xs text-muted-foreground">
          {t('common.error.reference', { id: requestId })}
        </p>
      ) : null}
      <Button onClick={props.onRetry}>{t('common.error.retry')}</Button>
    </Container>
  );
}

/** Catches a failing screen (or a failed chunk load) so the rest of the site stays usable. */
export class ScreenErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  { error: unknown }
> {
  override state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (this.state.error)
      return <ErrorScreen error={this.state.error} onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
