import type {
  AdminCollectionContent,
  BannerContent,
  DemoContent,
  InterestAreaContent,
} from './content/content.types.ts';
import { packPictureBook } from './epub/picture-book.ts';
import { packReflowableBook } from './epub/reflowable.ts';
import { svgDocument } from './epub/svg.ts';
import { slugify } from './epub/xml.ts';
import type { DemoBook, DemoImage, DemoLibrary } from './library.types.ts';
import { loadNarration, NARRATION_DIR, type BookNarration } from './narration/narration.ts';
import { packFactBookPdf } from './pdf/fact-book-pdf.ts';

/** Everything the writer/illustrator module hands over. */
export interface LibraryContent {
  books: readonly DemoContent[];
  interestAreas: readonly InterestAreaContent[];
  banners: readonly BannerContent[];
  collections: readonly AdminCollectionContent[];
}

export interface PackOptions {
  /** Where the committed narration lives (tests point it elsewhere). */
  narrationDir?: string;
}

export interface PackedBook {
  fileName: string;
  format: 'epub' | 'pdf';
  data: Uint8Array;
  /** Pages as the catalogue parser counts them. */
  pageCount: number;
  narration: BookNarration | null;
}

const encoder = new TextEncoder();

/** Packs one book: picture books → fixed-layout EPUB, chapter books → reflowable EPUB,
 * fact books → reflowable EPUB or PDF. A narrated picture book without its committed audio
 * throws (NarrationError). */
export async function packBook(book: DemoContent, options: PackOptions = {}): Promise<PackedBook> {
  const base = `${book.idNumber}-${slugify(book.title)}`;
  if (book.kind === 'facts' && book.format === 'pdf') {
    const pdf = await packFactBookPdf(book);
    return {
      fileName: `${base}.pdf`,
      format: 'pdf',
      data: pdf.data,
      pageCount: pdf.pageCount,
      narration: null,
    };
  }
  const epub =
    book.kind === 'picture'
      ? packPictureBook(
          book,
          book.narrated ? loadNarration(book, options.narrationDir ?? NARRATION_DIR) : null,
        )
      : packReflowableBook(book);
  return {
    fileName: `${base}.epub`,
    format: 'epub',
    data: epub.data,
    pageCount: epub.pageCount,
    narration: epub.narration,
  };
}

function image(fileName: string, svg: string, label: string): DemoImage {
  return {
    fileName,
    contentType: 'image/svg+xml',
    data: encoder.encode(svgDocument(svg, label)),
  };
}

/** Checks the cross references of the content; throws one error listing every problem. */
export function checkContent(content: LibraryContent): void {
  const problems: string[] = [];
  const ids = new Set<string>();
  const interests = new Set(content.interestAreas.map((a) => a.id));
  if (interests.size !== content.interestAreas.length) problems.push('duplicate interest area ids');
  for (const a of content.interestAreas) {
    if (!/^#[0-9a-fA-F]{6}$/.test(a.color)) problems.push(`interest ${a.id}: colour ${a.color}`);
    if (!/^[a-z0-9-]+$/.test(a.id)) problems.push(`interest ${a.id}: id must be kebab-case`);
  }
  for (const b of content.books) {
    if (!/^[A-Za-z0-9-]+$/.test(b.idNumber)) problems.push(`book "${b.idNumber}": bad idNumber`);
    if (ids.has(b.idNumber)) problems.push(`book ${b.idNumber}: duplicate idNumber`);
    ids.add(b.idNumber);
    if (!b.title.trim()) problems.push(`book ${b.idNumber}: no title`);
    if (b.authors.length === 0) problems.push(`book ${b.idNumber}: no author`);
    if (!(b.ageMin >= 0 && b.ageMin <= b.ageMax)) problems.push(`book ${b.idNumber}: ages`);
    for (const i of b.interests) {
      if (!interests.has(i)) problems.push(`book ${b.idNumber}: unknown interest ${i}`);
    }
  }
  const bannerFiles = new Set(content.banners.map((b) => slugify(b.name)));
  if (bannerFiles.size !== content.banners.length) problems.push('duplicate banner names');
  const titles = new Set(content.collections.map((c) => c.title));
  if (titles.size !== content.collections.length) problems.push('duplicate collection titles');
  for (const c of content.collections) {
    for (const id of c.books) {
      if (!ids.has(id)) problems.push(`collection "${c.title}": unknown book ${id}`);
    }
  }
  for (const b of content.banners) {
    const ok = b.bannerType === 'BOOK' ? ids.has(b.target) : titles.has(b.target);
    if (!ok) problems.push(`banner "${b.name}": unknown ${b.bannerType.toLowerCase()} ${b.target}`);
  }
  if (problems.length > 0) {
    throw new Error(`The demo library content is inconsistent:\n- ${problems.join('\n- ')}`);
  }
}

/**
 * Packs the whole demo library in memory: every book as an EPUB 3 or PDF file, interest-area
 * pictures and banners as SVG images. Deterministic: the same content gives the same bytes.
 */
export async function packDemoLibrary(
  content: LibraryContent,
  options: PackOptions = {},
): Promise<DemoLibrary> {
  checkContent(content);
  const books: DemoBook[] = [];
  for (const book of content.books) {
    const packed = await packBook(book, options);
    books.push({
      fileName: packed.fileName,
      data: packed.data,
      meta: {
        idNumber: book.idNumber,
        interests: [...book.interests],
        ageMin: book.ageMin,
        ageMax: book.ageMax,
        salesTerritories: book.salesTerritories ? [...book.salesTerritories] : ['WORLD'],
        userSegments: book.userSegments ? [...book.userSegments] : ['CONSUMER', 'EDUCATOR'],
        publishedDaysAgo: book.publishedDaysAgo,
      },
    });
  }
  return {
    books,
    interestAreas: content.interestAreas.map((a) => ({
      id: a.id,
      name: a.name,
      color: a.color,
      image: image(`interest-${a.id}.svg`, a.image(), `interest ${a.id}`),
    })),
    banners: content.banners.map((b) => {
      const slug = slugify(b.name);
      return {
        name: b.name,
        bannerType: b.bannerType,
        target: b.target,
        webImage: image(`banner-${slug}-web.svg`, b.web(), `banner ${b.name} (web)`),
        mobileImage: image(`banner-${slug}-mobile.svg`, b.mobile(), `banner ${b.name} (mobile)`),
      };
    }),
    collections: content.collections.map((c) => ({
      title: c.title,
      description: c.description,
      books: [...c.books],
    })),
  };
}
