import type { ChapterBook, FactBook } from '../content/content.types.ts';
import {
  CONTAINER_XML,
  DEMO_PUBLISHER,
  DEMO_YEAR,
  joinNames,
  packageDocument,
  rightsLine,
  ROOT,
  type ManifestItem,
  type SpineRef,
} from './package.ts';
import type { PackedEpub } from './picture-book.ts';
import { reflowableCss } from './styles.ts';
import { svgDocument } from './svg.ts';
import { navDocument, xhtmlDocument, type Landmark, type NavLink } from './xhtml.ts';
import { esc } from './xml.ts';
import { zipEpub, type ZipFile } from './zip.ts';

/**
 * Words on one page of the print-like edition the page list describes (a children's chapter
 * book page in a large type). A new chapter always starts a new page.
 */
export const WORDS_PER_PAGE = 150;

const pad = (n: number) => String(n).padStart(2, '0');
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const countWords = (text: string) => text.match(WORD)?.length ?? 0;

/** A decorative chapter-head picture for chapters that bring no art of their own. */
export function chapterOrnament(n: number): string {
  const hue = (n * 47) % 360;
  const star = (cx: number, cy: number, r: number) => {
    const pts: string[] = [];
    for (let k = 0; k < 10; k++) {
      const radius = k % 2 === 0 ? r : r * 0.45;
      const angle = (Math.PI / 5) * k - Math.PI / 2;
      pts.push(
        `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`,
      );
    }
    return `<polygon points="${pts.join(' ')}" fill="hsl(${(hue + 40) % 360}, 85%, 60%)"/>`;
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 160" role="img" aria-hidden="true">
  <path d="M40 110 C 140 60, 220 150, 300 100 S 460 60, 560 110" fill="none" stroke="hsl(${hue}, 70%, 45%)" stroke-width="8" stroke-linecap="round"/>
  ${star(120, 70, 26)}
  <circle cx="300" cy="80" r="52" fill="hsl(${hue}, 70%, 45%)"/>
  <text x="300" y="100" font-family="sans-serif" font-size="56" font-weight="bold" fill="#ffffff" text-anchor="middle">${n}</text>
  ${star(480, 70, 26)}
</svg>`;
}

interface Block {
  html: string;
  words: number;
}

/** Builds the page breaks of a document: one at its start, then every WORDS_PER_PAGE words. */
class Pager {
  /** The last page number used. */
  page = 0;
  readonly entries: NavLink[] = [];

  constructor(private readonly indent: string) {}

  private marker(href: string): string {
    this.page += 1;
    const id = `page-${this.page}`;
    this.entries.push({ label: String(this.page), href: `${href}#${id}` });
    return `${this.indent}<span epub:type="pagebreak" role="doc-pagebreak" id="${id}" aria-label="${this.page}"></span>`;
  }

  /**
   * Lays blocks out, inserting page-break markers; `head` always sits on the first page. When
   * the blocks sit inside a container that cannot hold a marker (a <dl>), `wrap` closes it
   * before each new marker and opens it again after.
   */
  layout(
    href: string,
    head: string[],
    blocks: Block[],
    wrap?: { close: string; open: string },
  ): string {
    const out = [this.marker(href), ...head];
    let onPage = 0;
    for (const block of blocks) {
      if (onPage > 0 && onPage + block.words > WORDS_PER_PAGE) {
        if (wrap) out.push(wrap.close);
        out.push(this.marker(href));
        if (wrap) out.push(wrap.open);
        onPage = 0;
      }
      out.push(block.html);
      onPage += block.words;
    }
    return out.join('\n');
  }
}

interface Part {
  id: string;
  /** TOC label. */
  label: string;
  heading: string;
  /** The chapter number shown above the heading, if any. */
  kicker?: string;
  paragraphs: string[];
  facts: string[];
  art: string;
}

/** Where the fact boxes go: after how many paragraphs each one sits (spread evenly). */
export function factPositions(paragraphs: number, facts: number): number[] {
  return Array.from({ length: facts }, (_, j) =>
    Math.min(
      paragraphs,
      Math.max(Math.min(1, paragraphs), Math.ceil(((j + 1) * paragraphs) / (facts + 1))),
    ),
  );
}

/**
 * A reflowable EPUB 3: cover, title page, copyright page, contents (the navigation document in
 * the spine), one XHTML per chapter or section with a chapter-head picture, "Did you know?" fact
 * boxes for nonfiction, and a glossary. Page-break markers of a print-like edition (a new page
 * per chapter, then every WORDS_PER_PAGE words) feed the page list.
 */
export function packReflowableBook(book: ChapterBook | FactBook): PackedEpub {
  const label = (what: string) => `${book.idNumber} ${book.title}: ${what}`;
  const files: ZipFile[] = [];
  const manifest: ManifestItem[] = [];
  const spine: SpineRef[] = [];
  const toc: NavLink[] = [];
  const frontPages: NavLink[] = [];
  const css = '../css/book.css';
  const add = (item: ManifestItem, data: string | Uint8Array) => {
    manifest.push(item);
    files.push({ path: `${ROOT}/${item.href}`, data });
  };
  const addDoc = (id: string, xhtml: string, properties?: string[]) => {
    add({ id, href: `xhtml/${id}.xhtml`, mediaType: 'application/xhtml+xml', properties }, xhtml);
    spine.push({ idref: id });
  };

  add({ id: 'css', href: 'css/book.css', mediaType: 'text/css' }, reflowableCss());
  add(
    {
      id: 'cover-image',
      href: 'images/cover.svg',
      mediaType: 'image/svg+xml',
      properties: ['cover-image'],
    },
    svgDocument(book.cover(), label('cover')),
  );

  addDoc(
    'cover',
    xhtmlDocument({
      title: book.title,
      css,
      bodyAttrs: 'epub:type="cover"',
      body: `    <div class="cover-page"><img src="../images/cover.svg" alt="${esc(`Cover of ${book.title}`)}"/></div>`,
    }),
  );

  const seriesLine = book.series
    ? `      <p class="series">${esc(book.series.name)} · Book ${book.series.position}</p>\n`
    : '';
  const people = [`      <p class="people">Written by ${esc(joinNames(book.authors))}</p>`];
  if (book.illustrators.length > 0) {
    people.push(`      <p class="people">Illustrated by ${esc(joinNames(book.illustrators))}</p>`);
  }
  addDoc(
    'title',
    xhtmlDocument({
      title: book.title,
      css,
      bodyAttrs: 'epub:type="frontmatter"',
      body: `    <section class="title-page" epub:type="titlepage">\n${seriesLine}      <h1>${esc(book.title)}</h1>\n${people.join('\n')}\n    </section>`,
    }),
  );
  frontPages.push({ label: 'i', href: 'title.xhtml' });

  const copyright = [
    rightsLine(book),
    `Published by ${DEMO_PUBLISHER}. First demo edition ${DEMO_YEAR}.`,
    book.nonfiction
      ? 'Written for young readers; the facts were chosen to be simple and true.'
      : 'The characters and events in this book are invented.',
  ];
  addDoc(
    'copyright',
    xhtmlDocument({
      title: `${book.title} — Copyright`,
      css,
      bodyAttrs: 'epub:type="frontmatter"',
      body: `    <section class="copyright-page" epub:type="copyright-page">\n${copyright.map((l) => `      <p>${esc(l)}</p>`).join('\n')}\n    </section>`,
    }),
  );
  frontPages.push({ label: 'ii', href: 'copyright.xhtml' });

  // The contents page is the navigation document; it is written last (it needs the page list)
  // but sits here in the spine.
  spine.push({ idref: 'nav' });
  frontPages.push({ label: 'iii', href: 'nav.xhtml' });

  const parts: Part[] =
    book.kind === 'chapter'
      ? book.chapters.map((c, i) => ({
          id: `chapter-${pad(i + 1)}`,
          label: `Chapter ${i + 1}: ${c.title}`,
          heading: c.title,
          kicker: `Chapter ${i + 1}`,
          paragraphs: c.paragraphs,
          facts: [],
          art: c.art ? c.art() : chapterOrnament(i + 1),
        }))
      : book.sections.map((s, i) => ({
          id: `section-${pad(i + 1)}`,
          label: s.heading,
          heading: s.heading,
          paragraphs: s.paragraphs,
          facts: s.facts,
          art: s.art ? s.art() : chapterOrnament(i + 1),
        }));
  if (parts.length === 0) throw new Error(label('the book has no chapters or sections'));

  const pager = new Pager('      ');
  for (const part of parts) {
    const href = `${part.id}.xhtml`;
    add(
      { id: `art-${part.id}`, href: `images/${part.id}.svg`, mediaType: 'image/svg+xml' },
      svgDocument(part.art, label(`art of ${part.label}`)),
    );
    const titleId = `${part.id}-title`;
    const kicker = part.kicker ? `<span class="chapter-number">${esc(part.kicker)}</span> ` : '';
    const head = [
      `      <div class="chapter-head"><img src="../images/${part.id}.svg" alt=""/></div>`,
      `      <h2 id="${titleId}">${kicker}${esc(part.heading)}</h2>`,
    ];
    const blocks: Block[] = part.paragraphs.map((p) => ({
      html: `      <p>${esc(p)}</p>`,
      words: countWords(p),
    }));
    // Fact boxes, spread between the paragraphs (inserted from the end to keep positions).
    const positions = factPositions(part.paragraphs.length, part.facts.length);
    for (let j = part.facts.length - 1; j >= 0; j--) {
      const fact = part.facts[j]!;
      const factId = `${part.id}-fact-${j + 1}`;
      blocks.splice(positions[j]!, 0, {
        html: `      <aside class="fact-box" id="${factId}" aria-labelledby="${factId}-title">
        <h3 id="${factId}-title">Did you know?</h3>
        <p>${esc(fact)}</p>
      </aside>`,
        words: countWords(fact) + 3,
      });
    }
    const body = pager.layout(href, head, blocks);
    addDoc(
      part.id,
      xhtmlDocument({
        title: `${book.title} — ${part.label}`,
        css,
        bodyAttrs: 'epub:type="bodymatter"',
        body: `    <section epub:type="chapter" role="doc-chapter" id="${part.id}" aria-labelledby="${titleId}">\n${body}\n    </section>`,
      }),
    );
    toc.push({ label: part.label, href });
  }

  const glossary = book.kind === 'facts' ? (book.glossary ?? []) : [];
  if (glossary.length > 0) {
    const blocks: Block[] = glossary.map((g, i) => ({
      html: `        <dt epub:type="glossterm" id="term-${i + 1}"><dfn>${esc(g.term)}</dfn></dt>
        <dd epub:type="glossdef">${esc(g.definition)}</dd>`,
      words: countWords(g.term) + countWords(g.definition),
    }));
    // Page breaks cannot sit inside the <dl>: one list per page.
    const open = '      <dl class="glossary">';
    const markup = pager.layout(
      'glossary.xhtml',
      ['      <h2 id="glossary-title">Glossary</h2>', open],
      blocks,
      { close: '      </dl>', open },
    );
    addDoc(
      'glossary',
      xhtmlDocument({
        title: `${book.title} — Glossary`,
        css,
        bodyAttrs: 'epub:type="backmatter"',
        body: `    <section epub:type="glossary" role="doc-glossary" id="glossary" aria-labelledby="glossary-title">\n${markup}\n      </dl>\n    </section>`,
      }),
    );
    toc.push({ label: 'Glossary', href: 'glossary.xhtml' });
  }

  const landmarks: Landmark[] = [
    { type: 'cover', label: 'Cover', href: 'cover.xhtml' },
    { type: 'titlepage', label: 'Title Page', href: 'title.xhtml' },
    { type: 'copyright-page', label: 'Copyright', href: 'copyright.xhtml' },
    { type: 'toc', label: 'Contents', href: 'nav.xhtml' },
    { type: 'bodymatter', label: 'Start Reading', href: `${parts[0]!.id}.xhtml` },
  ];
  if (glossary.length > 0) {
    landmarks.push({ type: 'glossary', label: 'Glossary', href: 'glossary.xhtml' });
  }
  const pageList = [...frontPages, ...pager.entries];
  add(
    {
      id: 'nav',
      href: 'xhtml/nav.xhtml',
      mediaType: 'application/xhtml+xml',
      properties: ['nav'],
    },
    navDocument({ bookTitle: book.title, css, toc, pageList, landmarks, inSpine: true }),
  );

  const kindText = book.kind === 'chapter' ? 'chapter book' : 'nonfiction book';
  const opf = packageDocument({
    book,
    layout: 'reflowable',
    manifest,
    spine,
    overlays: [],
    features: [
      'tableOfContents',
      'readingOrder',
      'structuralNavigation',
      'pageNavigation',
      'displayTransformability',
    ],
    accessModes: ['textual', 'visual'],
    accessModesSufficient: ['textual'],
    summary:
      `A reflowable ${kindText}: the reading system can resize and restyle the text. Every ` +
      `${book.kind === 'chapter' ? 'chapter' : 'section'} starts with a heading and is listed in ` +
      'the table of contents; page numbers of a print-like edition are marked for page ' +
      'navigation. The chapter-head pictures are decorative; the text tells everything.' +
      (book.kind === 'facts'
        ? ' "Did you know?" facts sit in boxes; a glossary explains new words.'
        : ''),
  });

  const data = zipEpub([
    { path: 'META-INF/container.xml', data: CONTAINER_XML },
    { path: `${ROOT}/package.opf`, data: opf },
    ...files,
  ]);
  return { data, pageCount: pageList.length, narration: null };
}
