import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { PageDataError, PageNotFoundError } from '../../lib/page-errors';
import { PageLoadTimeoutError } from '../page-loader';
import { ErrorPage, NotFoundPage } from './error-page';

interface Props {
  children: ReactNode;
  /** Called before a retry, so the failed lazy page can be imported again. */
  onRetry: () => void;
}

interface State {
  error: Error | null;
}

/** Any error while rendering a page: the spec's 'Internal Server Error' page with the error's message. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    console.error('[page error]', error);
    // The page will not commit, so it cannot mark itself live (route-view.tsx): its error page does.
    document.documentElement.dataset.hydrated = '';
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // A route whose page data does not exist (an article that is not there) is a 404, not a fault.
    if (error instanceof PageNotFoundError) return <NotFoundPage path={error.path} />;
    const loadFailed =
      error instanceof PageLoadTimeoutError ||
      error instanceof PageDataError ||
      /dynamically imported module|Importing a module script/i.test(error.message);
    return (
      <ErrorPage title="Internal Server Error" message={error.message || 'Something went wrong.'}>
        {loadFailed && (
          <p>
            <Button onClick={this.retry}>Retry</Button>
          </p>
        )}
      </ErrorPage>
    );
  }
}
