import type { PictureBook } from '../content/content.types.ts';
import type { BookNarration, PageNarration } from '../narration/narration.ts';
import { narratedPages, type NarratedPage } from '../narration/words.ts';
import { mediaOverlay } from './media-overlay.ts';
import {
  CONTAINER_XML,
  DEMO_PUBLISHER,
  DEMO_YEAR,
  joinNames,
  packageDocument,
  ROOT,
  type ManifestItem,
  type OverlayDuration,
  type SpineRef,
} from './package.ts';
import { pictureBookCss } from './styles.ts';
import { svgDocument } from './svg.ts';
import { navDocument, xhtmlDocument, type Landmark, type NavLink } from './xhtml.ts';
import { esc } from './xml.ts';
import { zipEpub, type ZipFile } from './zip.ts';

export interface PackedEpub {
  data: Uint8Array;
  /** Pages as a reading system counts them (fixed layout: spine documents). */
  pageCount: number;
  /** Narration of the story pages, as packed (fixed-layout books with audio only). */
  narration: BookNarration | null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function storyText(page: NarratedPage): string {
  return page.paragraphs
    .map((pieces) => {
      const inner = pieces
        .map((piece) =>
          'word' in piece
            ? `<span id="${piece.word.id}">${esc(piece.word.text)}</span>`
            : esc(piece.text),
        )
        .join('');
      return `      <p>${inner}</p>`;
    })
    .join('\n');
}

/**
 * A fixed-layout (pre-paginated) EPUB 3 picture book laid out as landscape spreads: cover,
 * title page, copyright page, one page per story page (full-page illustration with the words as
 * real XHTML text, every word in a `<span id="wN">`), back cover. With `narration`, every story
 * page gets a SMIL media overlay that highlights each word while its audio plays.
 */
export function packPictureBook(book: PictureBook, narration: BookNarration | null): PackedEpub {
  if (book.pages.length === 0) throw new Error(`${book.idNumber}: a picture book needs pages`);
  const { width, height } = book.page;
  if (!(width > 0 && height > 0)) throw new Error(`${book.idNumber}: bad page size`);
  const viewport = `<meta name="viewport" content="width=${width}, height=${height}"/>`;
  const css = '../css/book.css';
  const files: ZipFile[] = [];
  const manifest: ManifestItem[] = [];
  const spine: SpineRef[] = [];
  const overlays: OverlayDuration[] = [];
  const pageList: NavLink[] = [];
  const label = (what: string) => `${book.idNumber} ${book.title}: ${what}`;

  const add = (item: ManifestItem, data: string | Uint8Array) => {
    manifest.push(item);
    files.push({ path: `${ROOT}/${item.href}`, data });
  };
  const addPage = (
    id: string,
    pageLabel: string,
    xhtml: string,
    overlay?: { id: string; smil: string; seconds: number },
  ) => {
    const href = `xhtml/${id}.xhtml`;
    add(
      {
        id,
        href,
        mediaType: 'application/xhtml+xml',
        mediaOverlay: overlay?.id,
      },
      xhtml,
    );
    if (overlay) {
      add(
        { id: overlay.id, href: `smil/${id}.smil`, mediaType: 'application/smil+xml' },
        overlay.smil,
      );
      overlays.push({ id: overlay.id, seconds: overlay.seconds });
    }
    // The cover stands alone on the right; then pages pair up left | right.
    const side = spine.length === 0 || spine.length % 2 === 0 ? 'right' : 'left';
    spine.push({ idref: id, properties: [`page-spread-${side}`] });
    pageList.push({ label: pageLabel, href });
  };

  add(
    { id: 'css', href: 'css/book.css', mediaType: 'text/css' },
    pictureBookCss(book.page, (narration?.pages.length ?? 0) > 0),
  );
  add(
    {
      id: 'cover-image',
      href: 'images/cover.svg',
      mediaType: 'image/svg+xml',
      properties: ['cover-image'],
    },
    svgDocument(book.cover(), label('cover')),
  );

  // Cover
  addPage(
    'cover',
    'Cover',
    xhtmlDocument({
      title: book.title,
      css,
      head: viewport,
      bodyAttrs: 'class="cover" epub:type="cover"',
      body: `    <div class="art"><img src="../images/cover.svg" alt="${esc(`Cover of ${book.title}`)}"/></div>`,
    }),
  );

  // Title page
  const people = [
    `      <p class="people">Written by ${esc(joinNames(book.authors))}</p>`,
    book.illustrators.length > 0
      ? `      <p class="people">Illustrated by ${esc(joinNames(book.illustrators))}</p>`
      : '',
  ].filter(Boolean);
  const seriesLine = book.series
    ? `      <p class="series">${esc(book.series.name)} · Book ${book.series.position}</p>\n`
    : '';
  addPage(
    'title',
    'i',
    xhtmlDocument({
      title: book.title,
      css,
      head: viewport,
      bodyAttrs: 'class="title-page" epub:type="frontmatter titlepage"',
      body: `    <section>\n${seriesLine}      <h1>${esc(book.title)}</h1>\n${people.join('\n')}\n    </section>`,
    }),
  );

  // Copyright page
  // Short lines: the catalogue's reading-level estimate reads every page of the book.
  const copyright = [
    `© ${DEMO_YEAR} ${joinNames([...new Set([...book.authors, ...book.illustrators])])}`,
    `${DEMO_PUBLISHER}`,
    book.nonfiction ? 'A true book for young readers.' : 'An original story. All of it is made up.',
    narration ? `Voice: ${narration.voice} (a computer voice).` : 'Read it aloud together!',
  ];
  addPage(
    'copyright',
    'ii',
    xhtmlDocument({
      title: `${book.title} — Copyright`,
      css,
      head: viewport,
      bodyAttrs: 'class="copyright-page" epub:type="frontmatter copyright-page"',
      body: `    <section>\n${copyright.map((line) => `      <p>${esc(line)}</p>`).join('\n')}\n    </section>`,
    }),
  );

  // Story pages
  const pages = narratedPages(book.pages);
  const byPage = new Map<number, PageNarration>(narration?.pages.map((p) => [p.page, p]) ?? []);
  pages.forEach((page, i) => {
    const n = page.page;
    const id = `page-${pad(n)}`;
    add(
      { id: `art-${pad(n)}`, href: `images/${id}.svg`, mediaType: 'image/svg+xml' },
      svgDocument(book.pages[i]!.art(), label(`art of page ${n}`)),
    );
    let overlay: { id: string; smil: string; seconds: number } | undefined;
    const recorded = byPage.get(n);
    if (narration && page.words.length > 0) {
      if (!recorded) throw new Error(label(`page ${n} has no narration`));
      const audioHref = `audio/${recorded.audioFile}`;
      add({ id: `audio-${pad(n)}`, href: audioHref, mediaType: 'audio/mpeg' }, recorded.audio);
      overlay = {
        id: `mo-${id}`,
        smil: mediaOverlay({
          textHref: `../xhtml/${id}.xhtml`,
          audioHref: `../${audioHref}`,
          words: recorded.words,
          duration: recorded.duration,
        }),
        seconds: recorded.duration,
      };
    }
    addPage(
      id,
      String(n),
      xhtmlDocument({
        title: `${book.title} — page ${n}`,
        css,
        head: viewport,
        bodyAttrs: 'class="story" epub:type="bodymatter"',
        body:
          `    <div class="art"><img src="../images/${id}.svg" alt=""/></div>` +
          // A wordless page is all picture.
          (page.paragraphs.length > 0
            ? `\n    <div class="words">\n${storyText(page)}\n    </div>`
            : ''),
      }),
      overlay,
    );
  });

  // Back cover
  addPage(
    'back-cover',
    'Back cover',
    xhtmlDocument({
      title: `${book.title} — Back cover`,
      css,
      head: viewport,
      bodyAttrs: 'class="back-cover" epub:type="backmatter"',
      body: `    <section>
      <p class="blurb">${esc(book.description)}</p>
      <p class="ages">Ages ${book.ageMin}–${book.ageMax}</p>
      <p class="imprint">${esc(DEMO_PUBLISHER)}</p>
    </section>`,
    }),
  );

  const toc: NavLink[] = [
    { label: 'Cover', href: 'xhtml/cover.xhtml' },
    { label: 'Title Page', href: 'xhtml/title.xhtml' },
    { label: 'The Story', href: 'xhtml/page-01.xhtml' },
    { label: 'Back Cover', href: 'xhtml/back-cover.xhtml' },
  ];
  const landmarks: Landmark[] = [
    { type: 'cover', label: 'Cover', href: 'xhtml/cover.xhtml' },
    { type: 'titlepage', label: 'Title Page', href: 'xhtml/title.xhtml' },
    { type: 'copyright-page', label: 'Copyright', href: 'xhtml/copyright.xhtml' },
    { type: 'bodymatter', label: 'The Story', href: 'xhtml/page-01.xhtml' },
  ];
  add(
    { id: 'nav', href: 'nav.xhtml', mediaType: 'application/xhtml+xml', properties: ['nav'] },
    navDocument({
      bookTitle: book.title,
      css: 'css/book.css',
      toc,
      pageList,
      landmarks,
      inSpine: false,
    }),
  );

  const features = ['tableOfContents', 'readingOrder', 'pageNavigation'];
  if (overlays.length > 0) features.push('synchronizedAudioText');
  const opf = packageDocument({
    book,
    layout: 'fixed',
    manifest,
    spine,
    overlays,
    narrator: narration ? `${narration.voice} (synthetic voice)` : undefined,
    features,
    accessModes: overlays.length > 0 ? ['textual', 'visual', 'auditory'] : ['textual', 'visual'],
    accessModesSufficient: ['textual', 'textual,visual'],
    summary:
      'A fixed-layout picture book in landscape spreads. Every page shows a full-page illustration ' +
      'with the story printed over it as real, selectable text in a large rounded font, dark on a ' +
      'light panel for high contrast. The illustrations decorate the story; the text tells it in ' +
      'full.' +
      (overlays.length > 0
        ? ' Recorded narration is synchronised with the text and highlights each word as it is read.'
        : ''),
  });

  const data = zipEpub([
    { path: 'META-INF/container.xml', data: CONTAINER_XML },
    { path: `${ROOT}/package.opf`, data: opf },
    ...files,
  ]);
  return { data, pageCount: spine.length, narration: overlays.length > 0 ? narration : null };
}
