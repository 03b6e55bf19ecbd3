import { ErrorContent } from '../shared/status-pages.tsx';

/** `/error` — the friendly error page. */
export default function ErrorPage() {
  return <ErrorContent />;
}
