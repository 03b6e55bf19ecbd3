/**
 * The demo library's content: interest areas, original books with code-drawn art, banners and
 * curated collections. The packager (../pack.ts) turns these into EPUB 3 / PDF files and images.
 */
export { INTEREST_AREAS } from './interests.ts';
export { DEMO_BOOKS } from './books/index.ts';
export { BANNERS } from './banners.ts';
export { ADMIN_COLLECTIONS } from './collections.ts';
export type * from './content.types.ts';
