/** The catalogue feature's public surface (route modules import from here). */
export { BrowsePage, type BrowsePageProps } from './components/browse-page.tsx';
export { SearchPage } from './components/search-page.tsx';
export { BookDetailsPage, type BookDetailsPageProps } from './components/book-details-page.tsx';
export { BookSeriesPage } from './components/book-series-page.tsx';
export { BookCollectionPage } from './components/book-collection-page.tsx';
export { catalogueKeys } from './api/keys.ts';
