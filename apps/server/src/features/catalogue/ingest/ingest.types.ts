/** Page categories of the product spec (§3 "Book page categories"). */
export type PageCategory =
  | 'COVER'
  | 'TITLE'
  | 'CONTENT'
  | 'GLOSSARY'
  | 'COPYRIGHT'
  | 'BACK_COVER'
  | 'FAST_TRACK'
  | 'BIBLIOGRAPHY'
  | 'TABLE_OF_CONTENTS'
  | 'INDEX'
  | 'BLANK';

export interface SpineItem {
  /** Manifest id of the item. */
  id: string;
  /** Path inside the archive (decoded, relative to the archive root). */
  path: string;
  mediaType: string;
  linear: boolean;
  category: PageCategory;
  wordCount: number;
  /** Path of the SMIL media overlay for this item, if any. */
  mediaOverlay: string | null;
}

export interface NavEntry {
  label: string;
  /** Archive path of the target, with its #fragment if any. */
  href: string;
  depth: number;
}

export interface ReadingLevelSuggestion {
  system: 'FLESCH_KINCAID_GRADE';
  /** Flesch-Kincaid grade, clamped to 0–12, one decimal. */
  grade: number;
  /** "Kindergarten", "Grade 1" … "Grade 12". */
  label: string;
  words: number;
  sentences: number;
  syllables: number;
}

export interface AgeRangeSuggestion {
  min: number;
  max: number;
  source: 'typicalAgeRange' | 'readingLevel';
}

export interface ParsedBook {
  format: 'epub' | 'pdf';
  /** OPF package version ("2.0", "3.0") for EPUB, PDF header version for PDF. */
  formatVersion: string | null;
  title: string;
  authors: string[];
  illustrators: string[];
  editors: string[];
  subjects: string[];
  languages: string[];
  publisher: string | null;
  imprint: string | null;
  series: { name: string; position: number | null } | null;
  description: string | null;
  identifier: string | null;
  /**
   * Fingerprint of the content, the same whatever the container: for an EPUB every file's name
   * and unpacked bytes (zip comment, dates, compression and order do not count), for a PDF the
   * file's sha256.
   */
  contentDigest: string;
  cover: { path: string; mediaType: string } | null;
  layout: 'fixed' | 'reflowable';
  isAudioIncluded: boolean;
  pageCount: number;
  wordCount: number | null;
  spine: SpineItem[];
  toc: NavEntry[];
  pageList: NavEntry[];
  readingLevel: ReadingLevelSuggestion | null;
  /** The reader ages the file declares (`schema:typicalAgeRange`, e.g. "4-7", "8-", "-5"). */
  typicalAgeRange: { min: number | null; max: number | null } | null;
  /**
   * Ages to file the book under, within the product's 2–14: the declared range when there is
   * one, else derived from the reading level (see `ageRangeForGrade`), else null.
   */
  suggestedAgeRange: AgeRangeSuggestion | null;
  /** Non-fatal problems found while reading (missing nav, unreadable page…). */
  warnings: string[];
}

export type IngestResult = { ok: true; book: ParsedBook } | { ok: false; reason: string };

export interface IngestOptions {
  /** Cap on the sum of unpacked entry sizes (default 300 MB). */
  maxUnzippedBytes?: number;
  /** Cap on the number of archive entries (default 5,000). */
  maxEntries?: number;
}

/** A rejection whose message is shown to the uploader as is. */
export class IngestRejection extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'IngestRejection';
  }
}

export const REASONS = {
  notEpubOrPdf: 'Not an EPUB or PDF file',
  noEpubMimetype: 'Not an EPUB or PDF file (the archive has no application/epub+zip mimetype)',
  damaged: 'The file is damaged or incomplete',
  unsafeXml: 'Unsafe XML (entity declarations are not allowed)',
  encrypted: 'Encrypted or password-protected files are not supported',
  unsafePath: (name: string) => `Unsafe path in archive: ${name}`,
  duplicatePath: (name: string) => `Duplicate file in archive: ${name}`,
  missingPages: (paths: string[]) =>
    `The book cannot be opened: ${paths.length === 1 ? 'a page of its reading order is' : `${paths.length} pages of its reading order are`} missing from the file (${listed(paths)})`,
  spineNotInManifest: (ids: string[]) =>
    `The book cannot be opened: its reading order names ${ids.length === 1 ? 'a page' : `${ids.length} pages`} that its manifest does not list (${listed(ids.map((id) => id || '(empty)'))})`,
  tooManyEntries: (limit: number) => `The archive has too many files (the limit is ${limit})`,
  fileTooLarge: (limit: number) => `The file is too large (the limit is ${formatBytes(limit)})`,
  tooLarge: (limit: number) =>
    `The archive is too large when unpacked (the limit is ${formatBytes(limit)})`,
} as const;

/** At most five names, then "and N more". */
function listed(names: string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} and ${names.length - 5} more` : shown;
}

export function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round((n / 1024) * 10) / 10} KB`;
  return `${n} bytes`;
}
