/** Public pieces of the collections feature (favorites, user collections, library). */
export { FavoriteButton, type FavoriteButtonProps } from './components/favorite-button.tsx';
export {
  AddToCollectionButton,
  useAddToCollection,
  type AddToCollectionProps,
} from './components/add-to-collection.tsx';
export { AddToCollectionModal } from './components/add-to-collection-modal.tsx';
export { useCollectionDialogs, type CollectionRef } from './components/collection-dialogs.tsx';
export { CollectionMenu } from './components/collection-menu.tsx';
export { CollectionTitleForm } from './components/collection-title-form.tsx';
export { FavoriteBooks } from './components/favorite-books.tsx';
export {
  LibraryCollections,
  MyCollections,
  NewCollectionButton,
} from './components/collection-grid.tsx';
export {
  BackLink,
  CollectionAssignments,
  CollectionBooks,
  CollectionLoadError,
  CollectionOwnerActions,
  CollectionSummary,
} from './components/collection-details.tsx';
export { useCollection, collectionQueryOptions } from './api/get-collection.ts';
export { useCollections, collectionsQueryOptions } from './api/list-collections.ts';
export { useFavorites, favoritesQueryOptions } from './api/favorites.ts';
export { collectionsKeys } from './api/keys.ts';
export {
  FAVORITES_COLLECTION_PARAM,
  canKeepCollections,
  collectionPath,
  collectionsHome,
  hasLibrary,
} from './lib/paths.ts';
export { toCollectionCard } from './lib/to-card.ts';
