import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { IngestRejection, REASONS, type ParsedBook } from './ingest.types.ts';
import { titleFromFileName } from './epub.ts';

function safe(get: () => string | undefined): string | null {
  try {
    const v = get()?.replace(/\s+/g, ' ').trim();
    return v ? v : null;
  } catch {
    return null;
  }
}

export async function parsePdf(buffer: Buffer, fileName: string): Promise<ParsedBook> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(buffer, { ignoreEncryption: true, updateMetadata: false });
  } catch {
    throw new IngestRejection(REASONS.damaged);
  }
  if (doc.isEncrypted) throw new IngestRejection(REASONS.encrypted);
  let pageCount: number;
  try {
    pageCount = doc.getPageCount();
  } catch {
    throw new IngestRejection(REASONS.damaged);
  }
  if (pageCount < 1) throw new IngestRejection(REASONS.damaged);

  const warnings: string[] = [];
  let title = safe(() => doc.getTitle());
  if (!title) {
    title = titleFromFileName(fileName);
    warnings.push('The PDF has no title; the file name was used');
  }
  const author = safe(() => doc.getAuthor());
  const authors = author
    ? author
        .split(/\s*(?:;|&|\band\b)\s*/)
        .map((a) => a.trim())
        .filter(Boolean)
    : [];
  const subjects = (safe(() => doc.getKeywords()) ?? '')
    .split(/[;,]/)
    .map((s) => s.trim())
    .filter(Boolean);
  const header = /^%PDF-(\d+\.\d+)/.exec(buffer.subarray(0, 16).toString('latin1'));

  return {
    format: 'pdf',
    formatVersion: header?.[1] ?? null,
    title,
    authors,
    illustrators: [],
    editors: [],
    subjects,
    languages: [],
    publisher: null,
    imprint: null,
    series: null,
    description: safe(() => doc.getSubject()),
    identifier: null,
    contentDigest: createHash('sha256').update(buffer).digest('hex'),
    cover: null,
    layout: 'fixed',
    isAudioIncluded: false,
    pageCount,
    // Text extraction needs a full PDF renderer (pdfjs); left to a later job.
    wordCount: null,
    spine: [],
    toc: [],
    pageList: [],
    readingLevel: null,
    typicalAgeRange: null,
    suggestedAgeRange: null,
    warnings,
  };
}
