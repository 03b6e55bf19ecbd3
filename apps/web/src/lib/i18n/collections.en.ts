/** English texts of the collections feature (favorites, user collections, library). */
export const collectionsEn = {
  favorites: 'Favorites',
} as const;
