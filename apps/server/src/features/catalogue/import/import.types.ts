import type { UserSegment } from '@pagebird/contract';
import type { DbOrTx } from '../../../db/client.ts';

/**
 * Catalogue data given beside the file (CLI flags, the demo library, later the admin upload);
 * each field replaces what the file says.
 */
export interface IngestOverrides {
  /** Catalogue number; default "PB-" + the next free number ("PB-0042"). */
  idNumber?: string;
  title?: string;
  description?: string | null;
  subjects?: string[];
  languages?: string[];
  series?: { name: string; position: number | null } | null;
  imprint?: string | null;
  publisher?: string | null;
  nonfiction?: boolean;
  ageMin?: number;
  ageMax?: number;
  /** Interest area ids; each must exist. */
  interests?: string[];
  /** "WORLD" or ISO 3166-1 alpha-2 codes. */
  salesTerritories?: string[];
  userSegments?: UserSegment[];
  status?: 'ACTIVE' | 'INACTIVE';
  publishedAt?: Date;
  /** A cover image for files without one (PDFs) or to replace the book's own. */
  cover?: { data: Uint8Array };
}

export interface IngestInput {
  data: Uint8Array;
  /** The uploaded file's name (title fallback, original extension). */
  fileName: string;
  overrides?: IngestOverrides;
  /**
   * Runs inside the transaction that writes a NEW book's rows (after them), e.g. the admin
   * upload's audit entry; throwing rolls the import back (its files are removed).
   */
  onInserted?: (tx: DbOrTx, book: { id: string; idNumber: string; title: string }) => Promise<void>;
}

/** What was stored for an imported book (enough for a one-line report). */
export interface IngestedBook {
  id: string;
  idNumber: string;
  title: string;
  fileType: 'epub' | 'pdf';
  formatVersion: string | null;
  layout: 'fixed' | 'reflowable';
  pageCount: number;
  isAudioIncluded: boolean;
  ageMin: number;
  ageMax: number;
  fileKey: string;
  coverKey: string | null;
  coverThumbKey: string | null;
}

export type IngestOutcome =
  | { status: 'imported'; book: IngestedBook; warnings: string[] }
  /** The same file (sha256) is already in the catalogue; nothing was stored. */
  | {
      status: 'duplicate';
      reason: string;
      existing: { id: string; idNumber: string; title: string };
    }
  /** The file or its data was refused; nothing was stored. */
  | { status: 'rejected'; reason: string };

/** What `--update` (importOrUpdate) can answer: an update, or what an import answers. */
export type UpdateOutcome =
  | IngestOutcome
  /** The catalogue had this book; it now has what the file and the options say. */
  | { status: 'updated'; book: IngestedBook; warnings: string[]; changes: string[] };

const SAME_BOOK_NOTE = {
  file: '',
  content: ' (the same book in a differently packed file)',
  identifier: ' (another version of it: same identifier and title; --update replaces it)',
} as const;

/** Texts of the ingest service (the parser's own reasons are in ingest/REASONS). */
export const INGEST_MESSAGES = {
  duplicate: (idNumber: string, match: keyof typeof SAME_BOOK_NOTE = 'file') =>
    `already in the catalogue as ${idNumber}${SAME_BOOK_NOTE[match]}`,
  updatedAway: (idNumber: string) =>
    `${idNumber} was removed from the catalogue while it was being updated`,
  unknownInterests: (ids: string[]) =>
    `Unknown interest area${ids.length > 1 ? 's' : ''}: ${ids.join(', ')}`,
  badTerritories: (values: string[]) =>
    `Sales territories must be WORLD or two-letter country codes (not ${values.join(', ')})`,
  badSegments: 'User segments must be CONSUMER and/or EDUCATOR',
  badAges: 'The age range must be whole years from 2 to 14, the first not above the second',
  badIdNumber:
    'A catalogue number has 1 to 40 letters, digits and dashes, starting with a letter or digit',
  idNumberTaken: (idNumber: string, title: string) =>
    `The catalogue number ${idNumber} is already used by “${title}”`,
  badCover: 'The cover must be a PNG, JPEG, GIF, WebP, AVIF or SVG image',
  emptyTitle: 'The title cannot be empty',
} as const;
