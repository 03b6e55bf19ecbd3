import { lazy, Suspense } from 'react';
import { href, Role } from '@pagebird/contract';
import { useSession } from '../../../lib/auth/session-store.ts';
import { BrowsePage } from '../../../features/catalogue/index.ts';
import { collectionPath } from '../../../features/collections/lib/paths.ts';

/**
 * "Assigned to me" is a student's only: its module (with the assignment schemas) loads for
 * students, never with a child's or parent's bookshelf (issue 15, Lighthouse on /browse).
 */
const MyAssignments = lazy(() =>
  import('../../../features/classrooms/assignments/components/my-assignments.tsx').then((m) => ({
    default: m.MyAssignments,
  })),
);

/**
 * /browse — the reader's bookshelf (catalogue); collection cards lead to the collections pages.
 * A student sees what their teacher assigned first ("Assigned to me"; nothing for other roles).
 */
export default function BrowseRoute() {
  const { role } = useSession();
  return (
    <BrowsePage
      lead={
        role === Role.STUDENT ? (
          <Suspense fallback={null}>
            <MyAssignments />
          </Suspense>
        ) : null
      }
      collectionHref={(c) =>
        c.kind === 'ADMIN'
          ? href('book-collection', { collectionId: c.id })
          : c.kind === 'FAVORITES'
            ? href('favorites')
            : collectionPath(role, c.id)
      }
    />
  );
}
