import { NotFoundContent } from '../shared/status-pages.tsx';

/** The catch-all page. */
export default function NotFoundPage() {
  return <NotFoundContent />;
}
