import { href } from '@pagebird/contract';
import { useSession } from '../../../lib/auth/session-store.ts';
import { BrowsePage } from '../../../features/catalogue/index.ts';
import { collectionPath } from '../../../features/collections/index.ts';
import { MyAssignments } from '../../../features/classrooms/assignments/index.ts';

/**
 * /browse — the reader's bookshelf (catalogue); collection cards lead to the collections pages.
 * A student sees what their teacher assigned first ("Assigned to me"; nothing for other roles).
 */
export default function BrowseRoute() {
  const { role } = useSession();
  return (
    <BrowsePage
      lead={<MyAssignments />}
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
