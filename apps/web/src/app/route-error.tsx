import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorContent, NotFoundContent } from './routes/shared/status-pages.tsx';

/** Error boundary of every route: 404 answers show not-found, anything else the error page. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  const details =
    error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : JSON.stringify(error);
  return <ErrorContent details={details} />;
}
