/** The reader feature's public surface (route modules and other features import from here). */
export { ReaderPage } from './components/reader-page.tsx';
export { logClickBook, type BookOriginName } from './api/click-book.ts';
