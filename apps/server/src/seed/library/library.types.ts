/**
 * The demo library as the generator hands it to the seed: files built in memory by code (original
 * stories, SVG illustrations, committed narration audio) plus the catalogue data around them.
 */

export interface DemoBookMeta {
  /** Catalogue number, stable across runs, e.g. "PB-0001". */
  idNumber: string;
  /** Interest area ids (see `DemoInterestArea.id`). */
  interests: string[];
  ageMin: number;
  ageMax: number;
  /** Default ["WORLD"]. */
  salesTerritories?: string[];
  /** Default ["CONSUMER", "EDUCATOR"]. */
  userSegments?: Array<'CONSUMER' | 'EDUCATOR'>;
  /** Days before "now" the book was published (for the "New" row); default 30. */
  publishedDaysAgo?: number;
}

export interface DemoBook {
  fileName: string;
  /** A valid EPUB 3 or PDF file. */
  data: Uint8Array;
  meta: DemoBookMeta;
}

export interface DemoImage {
  /** File name with extension, e.g. "dinosaurs.svg". */
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

export interface DemoInterestArea {
  id: string;
  name: string;
  /** "#rrggbb" */
  color: string;
  image: DemoImage;
}

export interface DemoBanner {
  name: string;
  bannerType: 'BOOK' | 'COLLECTION';
  /** A book idNumber (BOOK) or a demo admin collection title (COLLECTION). */
  target: string;
  webImage: DemoImage;
  mobileImage: DemoImage;
}

export interface DemoAdminCollection {
  title: string;
  description: string;
  /** Book idNumbers in order. */
  books: string[];
}

export interface DemoLibrary {
  books: DemoBook[];
  interestAreas: DemoInterestArea[];
  banners: DemoBanner[];
  collections: DemoAdminCollection[];
}
