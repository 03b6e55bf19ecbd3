/**
 * The demo library's content as data: original texts and code-drawn art. The writer/illustrator
 * module (content/) produces these; the packager (../epub, ../pdf, ../index.ts) turns them into
 * EPUB 3 and PDF files.
 */

/** An SVG document as a string, drawn by code (no external references, no scripts). */
export type Svg = string;

export interface BookCommon {
  /** Stable catalogue number, "PB-0001" … */
  idNumber: string;
  title: string;
  /** Original pen names invented for the demo (never real people). */
  authors: string[];
  illustrators: string[];
  description: string;
  /** Interest area ids (see INTEREST_AREAS in content/interests.ts). */
  interests: string[];
  /** Free subject headings (dc:subject), e.g. "Dinosaurs", "Friendship". */
  subjects: string[];
  ageMin: number;
  ageMax: number;
  nonfiction: boolean;
  series?: { name: string; position: number };
  /** Days before today it was published (drives the "New books" row). */
  publishedDaysAgo: number;
  /** Default ["WORLD"]. A few demo books are limited to show the territory rule. */
  salesTerritories?: string[];
  /** Default both segments. */
  userSegments?: Array<'CONSUMER' | 'EDUCATOR'>;
  /** Cover art, portrait 600×900 viewBox. */
  cover: () => Svg;
}

/** Fixed-layout picture book: one illustration + short text per page. */
export interface PictureBook extends BookCommon {
  kind: 'picture';
  /** Page size in CSS px (viewport), e.g. 800×600 landscape or 600×800 portrait. */
  page: { width: number; height: number };
  pages: Array<{
    /** The words printed on the page (1–3 short sentences). */
    text: string;
    /** Full-page illustration; the packager lays the text over/under it. */
    art: () => Svg;
  }>;
  /** True for the books that get recorded narration + media overlays (at least 3). */
  narrated: boolean;
}

/** Reflowable chapter book. */
export interface ChapterBook extends BookCommon {
  kind: 'chapter';
  chapters: Array<{
    title: string;
    /** Paragraphs of plain text. */
    paragraphs: string[];
    /** Optional chapter-head illustration. */
    art?: () => Svg;
  }>;
}

/** Nonfiction with facts (reflowable EPUB or PDF). */
export interface FactBook extends BookCommon {
  kind: 'facts';
  /** Pack as PDF instead of EPUB. */
  format: 'epub' | 'pdf';
  sections: Array<{
    heading: string;
    paragraphs: string[];
    /** "Did you know?" facts shown in a box. */
    facts: string[];
    art?: () => Svg;
  }>;
  glossary?: Array<{ term: string; definition: string }>;
}

export type DemoContent = PictureBook | ChapterBook | FactBook;

export interface InterestAreaContent {
  id: string;
  name: string;
  color: string;
  /** Square tile picture, 400×400 viewBox. */
  image: () => Svg;
}

export interface BannerContent {
  name: string;
  bannerType: 'BOOK' | 'COLLECTION';
  /** Book idNumber or admin collection title. */
  target: string;
  /** Wide web banner 1600×400 and mobile 800×500 viewBoxes. */
  web: () => Svg;
  mobile: () => Svg;
}

export interface AdminCollectionContent {
  title: string;
  description: string;
  books: string[];
}
