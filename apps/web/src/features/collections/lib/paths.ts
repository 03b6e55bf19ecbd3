import { href, Role } from '@pagebird/contract';

/** Every signed-in profile except admins keeps favorites and collections (contract access). */
export function canKeepCollections(role: Role | null | undefined): boolean {
  return (
    role === Role.PARENT || role === Role.CHILD || role === Role.TEACHER || role === Role.STUDENT
  );
}

/** Roles that have /library and /collection/:id (spec §2 "Educator or student"). */
export function hasLibrary(role: Role | null | undefined): boolean {
  return role === Role.TEACHER || role === Role.STUDENT;
}

/** The query parameter of /favorites that opens one of a parent's or child's collections. */
export const FAVORITES_COLLECTION_PARAM = 'collection';

/**
 * Where a collection opens: /collection/:id for educators and students; parents and children
 * (who have no /collection route) see it on /favorites?collection=:id.
 */
export function collectionPath(role: Role | null | undefined, id: string): string {
  return hasLibrary(role)
    ? href('collection', { id })
    : href('favorites', {}, { [FAVORITES_COLLECTION_PARAM]: id });
}

/** Where the caller's collections are listed (after deleting one, the "back" link). */
export function collectionsHome(role: Role | null | undefined): string {
  return hasLibrary(role) ? href('library') : href('favorites');
}
