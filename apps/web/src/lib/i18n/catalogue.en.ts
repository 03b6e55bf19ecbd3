/** English texts of the catalogue feature (browse, search, book details, series). */
export const catalogueEn = {
  readAlong: 'Read-Along',
} as const;
