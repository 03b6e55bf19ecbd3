/**
 * Test-only helpers: a tiny ZIP writer and EPUB builders, so that tests generate every
 * fixture themselves (no binary files in the repository).
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipInput {
  name: string;
  data: string | Buffer;
  /** Store instead of deflate. */
  store?: boolean;
  /** Lie about the uncompressed size in both headers. */
  declaredSize?: number;
  /** Write these bytes as the name, without the UTF-8 flag (an old, code-page-437 zip tool). */
  rawName?: Buffer;
  /** An Info-ZIP Unicode Path extra field (0x7075) with this name, for the raw name. */
  unicodePath?: string;
}

export interface ZipOptions {
  /** Write a ZIP64 archive: ZIP64 extra fields in every header and the ZIP64 end records. */
  zip64?: boolean;
  /** The archive comment (after the end record). */
  comment?: string;
}

function extraField(id: number, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16LE(id, 0);
  head.writeUInt16LE(data.length, 2);
  return Buffer.concat([head, data]);
}

function u64(...values: number[]): Buffer {
  const b = Buffer.alloc(8 * values.length);
  values.forEach((v, i) => b.writeBigUInt64LE(BigInt(v), i * 8));
  return b;
}

export function makeZip(files: ZipInput[], options: ZipOptions = {}): Buffer {
  const zip64 = options.zip64 === true;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const f of files) {
    const data = typeof f.data === 'string' ? Buffer.from(f.data, 'utf8') : f.data;
    const body = f.store ? data : deflateRawSync(data);
    const name = f.rawName ?? Buffer.from(f.name, 'utf8');
    const flags = f.rawName ? 0 : 0x800;
    const size = f.declaredSize ?? data.length;
    const crc = crc32(data) >>> 0;
    const unicode = f.unicodePath
      ? extraField(
          0x7075,
          Buffer.concat([
            Buffer.from([1]),
            (() => {
              const c = Buffer.alloc(4);
              c.writeUInt32LE(crc32(name) >>> 0);
              return c;
            })(),
            Buffer.from(f.unicodePath, 'utf8'),
          ]),
        )
      : Buffer.alloc(0);
    const localExtra = Buffer.concat([
      zip64 ? extraField(0x0001, u64(size, body.length)) : Buffer.alloc(0),
      unicode,
    ]);
    const centralExtra = Buffer.concat([
      zip64 ? extraField(0x0001, u64(size, body.length, offset)) : Buffer.alloc(0),
      unicode,
    ]);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(zip64 ? 45 : 20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(f.store ? 0 : 8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(zip64 ? 0xffffffff : body.length, 18);
    local.writeUInt32LE(zip64 ? 0xffffffff : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(zip64 ? 45 : 20, 4);
    central.writeUInt16LE(zip64 ? 45 : 20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(f.store ? 0 : 8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(zip64 ? 0xffffffff : body.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(centralExtra.length, 30);
    central.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    locals.push(local, name, localExtra, body);
    centrals.push(central, name, centralExtra);
    offset += local.length + name.length + localExtra.length + body.length;
  }
  const cd = Buffer.concat(centrals);
  const tail: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    u64(files.length, files.length, cd.length, offset).copy(record, 24);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + cd.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const comment = Buffer.from(options.comment ?? '', 'utf8');
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(zip64 ? 0xffff : files.length, 8);
  eocd.writeUInt16LE(zip64 ? 0xffff : files.length, 10);
  eocd.writeUInt32LE(zip64 ? 0xffffffff : cd.length, 12);
  eocd.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  eocd.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, cd, ...tail, eocd, comment]);
}

export const CONTAINER = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

export function xhtml(body: string, bodyAttrs = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
<head><title>t</title><style>p { color: red }</style><script>var hidden = "not words";</script></head>
<body${bodyAttrs}>${body}</body></html>`;
}

/** Builds an EPUB from an OPF and the files it references (paths relative to OEBPS/). */
export function makeEpub(
  opf: string | Buffer,
  files: Record<string, string | Buffer>,
  options: ZipOptions = {},
): Buffer {
  return makeZip(
    [
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'META-INF/container.xml', data: CONTAINER },
      { name: 'OEBPS/content.opf', data: opf },
      ...Object.entries(files).map(([name, data]) => ({ name: `OEBPS/${name}`, data })),
    ],
    options,
  );
}

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fixed-layout EPUB 3 picture book, 4 pages, read-along narration on pages 2–3. */
export function fixedLayoutEpub3(): Buffer {
  const page = (n: number, text: string) =>
    xhtml(`<div class="page"><img src="images/p${n}.png" alt=""/><p>${text}</p></div>`);
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" prefix="rendition: http://www.idpf.org/vocab/rendition/#">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:isbn:9780000000001</dc:identifier>
    <dc:title id="t1">The Little Red Kite</dc:title>
    <meta refines="#t1" property="title-type">main</meta>
    <dc:title id="t2">A Windy Day</dc:title>
    <meta refines="#t2" property="title-type">subtitle</meta>
    <dc:creator id="c1">Ada Writer</dc:creator>
    <meta refines="#c1" property="role" scheme="marc:relators">aut</meta>
    <dc:creator id="c2">Ivo Painter</dc:creator>
    <meta refines="#c2" property="role" scheme="marc:relators">ill</meta>
    <dc:contributor id="c3">Eda Checker</dc:contributor>
    <meta refines="#c3" property="role" scheme="marc:relators">edt</meta>
    <dc:language>en</dc:language>
    <dc:subject>Weather</dc:subject>
    <dc:subject>Kites</dc:subject>
    <dc:publisher>Pagebird Press</dc:publisher>
    <dc:description>&lt;p&gt;A kite &amp; a &lt;b&gt;windy&lt;/b&gt; day.&lt;/p&gt;</dc:description>
    <meta property="belongs-to-collection" id="s1">Windy Tales</meta>
    <meta refines="#s1" property="collection-type">series</meta>
    <meta refines="#s1" property="group-position">2</meta>
    <meta property="rendition:layout">pre-paginated</meta>
    <meta property="media:duration">0:00:10</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="cover-img" href="images/cover.png" media-type="image/png" properties="cover-image"/>
    <item id="p1img" href="images/p1.png" media-type="image/png"/>
    <item id="cover" href="cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="p1" href="page1.xhtml" media-type="application/xhtml+xml" media-overlay="p1mo"/>
    <item id="p2" href="page2.xhtml" media-type="application/xhtml+xml" media-overlay="p2mo"/>
    <item id="back" href="back-cover.xhtml" media-type="application/xhtml+xml"/>
    <item id="p1mo" href="smil/page1.smil" media-type="application/smil+xml"/>
    <item id="p2mo" href="smil/page2.smil" media-type="application/smil+xml"/>
    <item id="audio" href="audio/book.mp3" media-type="audio/mpeg"/>
  </manifest>
  <spine>
    <itemref idref="cover"/>
    <itemref idref="p1"/>
    <itemref idref="p2"/>
    <itemref idref="back"/>
  </spine>
</package>`;
  const smil = (n: number) => `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body><par id="s${n}">
<text src="../page${n}.xhtml#w1"/><audio src="../audio/book.mp3" clipBegin="0s" clipEnd="5s"/>
</par></body></smil>`;
  return makeEpub(opf, {
    'nav.xhtml': xhtml(
      `<nav epub:type="toc"><ol><li><a href="page1.xhtml">Start</a></li></ol></nav>
       <nav epub:type="landmarks"><ol><li><a epub:type="cover" href="cover.xhtml">Cover</a></li>
       <li><a epub:type="bodymatter" href="page1.xhtml">Story</a></li></ol></nav>`,
    ),
    'cover.xhtml': xhtml('<img src="images/cover.png" alt="The Little Red Kite"/>'),
    'page1.xhtml': page(1, 'The wind blew. The kite flew up high.'),
    'page2.xhtml': page(2, 'Mia ran and ran! She held the string tight.'),
    'back-cover.xhtml': xhtml('<img src="images/p1.png" alt=""/>'),
    'images/cover.png': PNG_1PX,
    'images/p1.png': PNG_1PX,
    'smil/page1.smil': smil(1),
    'smil/page2.smil': smil(2),
    'audio/book.mp3': Buffer.from('ID3 fake audio'),
  });
}

const SENTENCE = 'The small cat sat on the warm mat and looked at the big red ball. ';

/** Reflowable EPUB 3 with a nav toc, landmarks and a page-list of 7 pages. */
export function reflowableEpub3(): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="other">other-id</dc:identifier>
    <dc:identifier id="bookid">urn:uuid:1b0c2a7e-0000-4000-8000-000000000001</dc:identifier>
    <dc:title>Cats &amp; Mats</dc:title>
    <dc:creator>Tom Author</dc:creator>
    <dc:language>en-GB</dc:language>
    <dc:language>cy</dc:language>
    <meta property="imprint">Little Bird Books</meta>
    <dc:publisher>Big Bird Publishing</dc:publisher>
  </metadata>
  <manifest>
    <item id="nav" href="text/nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="title" href="text/title.xhtml" media-type="application/xhtml+xml"/>
    <item id="copy" href="text/copyright.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch1" href="text/chapter%201.xhtml" media-type="application/xhtml+xml"/>
    <item id="ch2" href="text/ch2.xhtml" media-type="application/xhtml+xml"/>
    <item id="gloss" href="text/words.xhtml" media-type="application/xhtml+xml"/>
    <item id="blank" href="text/spacer.xhtml" media-type="application/xhtml+xml"/>
    <item id="cover" href="images/c.png" media-type="image/png"/>
  </manifest>
  <spine>
    <itemref idref="title"/>
    <itemref idref="nav"/>
    <itemref idref="copy"/>
    <itemref idref="ch1"/>
    <itemref idref="ch2"/>
    <itemref idref="gloss"/>
    <itemref idref="blank" linear="no"/>
  </spine>
</package>`;
  const pages = [1, 2, 3, 4, 5, 6, 7]
    .map((n) => `<li><a href="${n <= 4 ? 'chapter%201.xhtml' : 'ch2.xhtml'}#p${n}">${n}</a></li>`)
    .join('');
  return makeEpub(opf, {
    'text/nav.xhtml': xhtml(
      `<nav epub:type="toc" id="toc"><h1>Contents</h1><ol>
         <li><a href="chapter%201.xhtml">Chapter 1</a><ol><li><a href="chapter%201.xhtml#s2">Part two</a></li></ol></li>
         <li><a href="ch2.xhtml">Chapter 2</a></li></ol></nav>
       <nav epub:type="page-list" hidden=""><ol>${pages}</ol></nav>
       <nav epub:type="landmarks" hidden=""><ol>
         <li><a epub:type="titlepage" href="title.xhtml">Title</a></li>
         <li><a epub:type="copyright-page" href="copyright.xhtml">Copyright</a></li>
       </ol></nav>`,
      ' epub:type="frontmatter"',
    ),
    'text/title.xhtml': xhtml('<h1>Cats and Mats</h1>'),
    'text/copyright.xhtml': xhtml('<p>Copyright 2026 Tom Author. All rights reserved.</p>'),
    'text/chapter 1.xhtml': xhtml(`<h1>Chapter 1</h1><p>${SENTENCE.repeat(20)}</p>`),
    'text/ch2.xhtml': xhtml(`<h1>Chapter 2</h1><p>${SENTENCE.repeat(10)}</p>`),
    'text/words.xhtml': xhtml(
      '<section epub:type="glossary"><dl><dt>mat</dt><dd>a small rug</dd></dl></section>',
    ),
    'text/spacer.xhtml': xhtml('<p> </p>'),
    'images/c.png': PNG_1PX,
  });
}

/** EPUB 2 with an NCX (nested navMap, pageList absent), calibre series and a meta cover. */
export function epub2WithNcx(): Buffer {
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="2.0" unique-identifier="BookId">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:title>The Brave Little Boat</dc:title>
    <dc:creator opf:role="aut" opf:file-as="Sailor, Sam">Sam Sailor</dc:creator>
    <dc:creator opf:role="ill">Pia Pictures</dc:creator>
    <dc:contributor opf:role="bkp">calibre (7.0)</dc:contributor>
    <dc:contributor opf:role="edt">Ed Itor</dc:contributor>
    <dc:identifier id="BookId" opf:scheme="ISBN">9780000000002</dc:identifier>
    <dc:language>en</dc:language>
    <dc:subject>Boats</dc:subject>
    <dc:description>A boat that is brave.</dc:description>
    <meta name="calibre:series" content="Harbour Friends"/>
    <meta name="calibre:series_index" content="3.0"/>
    <meta name="cover" content="cover-image"/>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="cover-image" href="cover.png" media-type="image/png"/>
    <item id="coverpage" href="coverpage.html" media-type="application/xhtml+xml"/>
    <item id="c1" href="c1.html" media-type="application/xhtml+xml"/>
    <item id="c2" href="c2.html" media-type="application/xhtml+xml"/>
    <item id="idx" href="back.html" media-type="application/xhtml+xml"/>
  </manifest>
  <spine toc="ncx">
    <itemref idref="coverpage"/>
    <itemref idref="c1"/>
    <itemref idref="c2"/>
    <itemref idref="idx"/>
  </spine>
  <guide>
    <reference type="cover" title="Cover" href="coverpage.html"/>
    <reference type="index" title="Index" href="back.html"/>
  </guide>
</package>`;
  const ncx = `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="9780000000002"/></head>
  <docTitle><text>The Brave Little Boat</text></docTitle>
  <navMap>
    <navPoint id="n1" playOrder="1"><navLabel><text>Setting Sail</text></navLabel><content src="c1.html"/>
      <navPoint id="n1a" playOrder="2"><navLabel><text>The Storm</text></navLabel><content src="c1.html#storm"/></navPoint>
    </navPoint>
    <navPoint id="n2" playOrder="3"><navLabel><text>Home Again</text></navLabel><content src="c2.html"/></navPoint>
  </navMap>
</ncx>`;
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  return makeEpub(opf, {
    'toc.ncx': ncx,
    'cover.png': PNG_1PX,
    'coverpage.html': xhtml('<div><img src="cover.png" alt="cover"/></div>'),
    'c1.html': xhtml(`<p>${words(600)}.</p>`),
    'c2.html': xhtml(`<p>${words(450)}.</p>`),
    'back.html': xhtml('<p>boat, 1</p>'),
  });
}

/** A small square SVG picture (a cover or a page illustration), drawn by code. */
export function svgPicture(label: string, color = '#3a7bd5'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 900" width="600" height="900">
<rect width="600" height="900" fill="${color}"/><circle cx="300" cy="380" r="160" fill="#ffd54f"/>
<text x="300" y="760" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
}

export interface SimpleEpubOptions {
  title: string;
  authors?: string[];
  illustrators?: string[];
  editors?: string[];
  subjects?: string[];
  language?: string;
  description?: string;
  /** EPUB 3 `belongs-to-collection` series. */
  series?: { name: string; position: number };
  /** `schema:typicalAgeRange` value, e.g. "4-7". */
  typicalAgeRange?: string;
  /** Cover image file (its extension decides the manifest media type). */
  cover?: { fileName: string; mediaType: string; data: string | Buffer };
  /** Text of each page (one XHTML document per page). */
  pages?: string[];
  /** Fixed layout (pre-paginated) instead of reflowable. */
  fixed?: boolean;
  /** How the archive is written (a zip comment, ZIP64). */
  zip?: ZipOptions;
}

/**
 * A valid EPUB 3 built from a few options; different titles or pages give different files (and
 * so different sha256), which the ingest and seed tests rely on.
 */
export function simpleEpub3(o: SimpleEpubOptions): Buffer {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const pages = o.pages ?? [`Once upon a time there was ${o.title}.`];
  const people = [
    ...(o.authors ?? []).map((n) => [n, 'aut'] as const),
    ...(o.illustrators ?? []).map((n) => [n, 'ill'] as const),
    ...(o.editors ?? []).map((n) => [n, 'edt'] as const),
  ]
    .map(
      ([name, role], i) =>
        `<dc:creator id="cr${i}">${esc(name)}</dc:creator><meta refines="#cr${i}" property="role" scheme="marc:relators">${role}</meta>`,
    )
    .join('\n    ');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="uid">urn:pagebird:test:${esc(o.title)}</dc:identifier>
    <dc:title>${esc(o.title)}</dc:title>
    ${people}
    <dc:language>${o.language ?? 'en'}</dc:language>
    ${(o.subjects ?? []).map((s) => `<dc:subject>${esc(s)}</dc:subject>`).join('')}
    ${o.description ? `<dc:description>${esc(o.description)}</dc:description>` : ''}
    ${
      o.series
        ? `<meta property="belongs-to-collection" id="ser">${esc(o.series.name)}</meta>
    <meta refines="#ser" property="collection-type">series</meta>
    <meta refines="#ser" property="group-position">${o.series.position}</meta>`
        : ''
    }
    ${o.typicalAgeRange ? `<meta property="schema:typicalAgeRange">${esc(o.typicalAgeRange)}</meta>` : ''}
    ${o.fixed ? '<meta property="rendition:layout">pre-paginated</meta>' : ''}
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    ${o.cover ? `<item id="cover-img" href="${o.cover.fileName}" media-type="${o.cover.mediaType}" properties="cover-image"/>` : ''}
    ${pages.map((_, i) => `<item id="p${i + 1}" href="p${i + 1}.xhtml" media-type="application/xhtml+xml"/>`).join('\n    ')}
  </manifest>
  <spine>
    ${pages.map((_, i) => `<itemref idref="p${i + 1}"/>`).join('')}
  </spine>
</package>`;
  const files: Record<string, string | Buffer> = {
    'nav.xhtml': xhtml(
      `<nav epub:type="toc"><ol>${pages.map((_, i) => `<li><a href="p${i + 1}.xhtml">Page ${i + 1}</a></li>`).join('')}</ol></nav>`,
    ),
  };
  pages.forEach((text, i) => {
    files[`p${i + 1}.xhtml`] = xhtml(`<p>${esc(text)}</p>`);
  });
  if (o.cover) files[o.cover.fileName] = o.cover.data;
  return makeEpub(opf, files, o.zip);
}

/** A PDF made with pdf-lib: `pages` pages with a line of text each, optional info dictionary. */
export async function samplePdf(
  o: { title?: string; author?: string; pages?: number; subject?: string } = {},
): Promise<Buffer> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  for (let i = 0; i < (o.pages ?? 2); i++) doc.addPage([300, 400]).drawText(`Page ${i + 1}`);
  if (o.title) doc.setTitle(o.title);
  if (o.author) doc.setAuthor(o.author);
  if (o.subject) doc.setSubject(o.subject);
  return Buffer.from(await doc.save());
}
