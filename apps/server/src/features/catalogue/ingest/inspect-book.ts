import { parseEpub } from './epub.ts';
import { IngestRejection, REASONS, type IngestOptions, type IngestResult } from './ingest.types.ts';
import { parsePdf } from './pdf.ts';
import { SafeZip } from './safe-zip.ts';

export const DEFAULT_MAX_UNZIPPED_BYTES = 300 * 1024 * 1024;
export const DEFAULT_MAX_ENTRIES = 5_000;

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/**
 * Reads an uploaded book (EPUB 2/3 or PDF) and extracts its catalogue metadata.
 * The content is treated as hostile (ARCHITECTURE.md convention 9): nothing in it is trusted,
 * executed or expanded. Never throws for bad input: every problem is `{ ok: false, reason }`.
 */
export async function inspectBook(
  buffer: Buffer,
  fileName: string,
  options: IngestOptions = {},
): Promise<IngestResult> {
  try {
    if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) {
      const zip = SafeZip.open(buffer, {
        maxUnzippedBytes: options.maxUnzippedBytes ?? DEFAULT_MAX_UNZIPPED_BYTES,
        maxEntries: options.maxEntries ?? DEFAULT_MAX_ENTRIES,
      });
      const mimetype = zip.entries.get('mimetype');
      if (!mimetype || mimetype.uncompressedSize > 100) {
        return { ok: false, reason: REASONS.noEpubMimetype };
      }
      await zip.verifyAll();
      if (zip.readText('mimetype')?.trim() !== 'application/epub+zip') {
        return { ok: false, reason: REASONS.noEpubMimetype };
      }
      return { ok: true, book: parseEpub(zip, fileName) };
    }
    if (buffer.subarray(0, 5).equals(PDF_MAGIC)) {
      return { ok: true, book: await parsePdf(buffer, fileName) };
    }
    return { ok: false, reason: REASONS.notEpubOrPdf };
  } catch (err) {
    if (err instanceof IngestRejection) return { ok: false, reason: err.message };
    // Anything unexpected from hostile input (stack overflow, parser bug…) is a damaged file.
    return { ok: false, reason: REASONS.damaged };
  }
}
