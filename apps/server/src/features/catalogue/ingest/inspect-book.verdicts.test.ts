/**
 * Verdicts a librarian can trust (issue 16 item 6): what the importer refuses, what it accepts
 * that it used to refuse, and what it warns about. Every fixture is made here.
 */
import { describe, expect, it } from 'vitest';
import { inspectBook, type ParsedBook } from './index.ts';
import { decodeCp437, SafeZip } from './safe-zip.ts';
import { fixedLayoutEpub3, makeEpub, makeZip, simpleEpub3, xhtml } from './test-fixtures.ts';

async function accept(buffer: Buffer): Promise<ParsedBook> {
  const result = await inspectBook(buffer, 'book.epub');
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.book;
}

async function reason(buffer: Buffer): Promise<string> {
  const result = await inspectBook(buffer, 'book.epub');
  if (result.ok) throw new Error('expected a rejection');
  return result.reason;
}

const OPF = (pages: string[], head = '<?xml version="1.0" encoding="UTF-8"?>') => `${head}
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:x:verdicts</dc:identifier>
  <dc:title>Fête à la Mer</dc:title><dc:language>fr</dc:language></metadata>
  <manifest>${pages
    .map((p, i) => `<item id="p${i}" href="${p}" media-type="application/xhtml+xml"/>`)
    .join('')}</manifest>
  <spine>${pages.map((_, i) => `<itemref idref="p${i}"/>`).join('')}</spine>
</package>`;

const page = (text: string) => xhtml(`<p>${text}</p>`);

describe('spine items missing from the archive', () => {
  it('refuses the book with the missing pages named', async () => {
    const epub = makeEpub(OPF(['one.xhtml', 'two.xhtml', 'three.xhtml']), {
      'one.xhtml': page('One.'),
    });
    expect(await reason(epub)).toBe(
      'The book cannot be opened: 2 pages of its reading order are missing from the file (OEBPS/two.xhtml, OEBPS/three.xhtml)',
    );
  });

  it('refuses a reading order that names a page the manifest does not list', async () => {
    const epub = makeEpub(
      OPF(['one.xhtml']).replace(
        '<itemref idref="p0"/>',
        '<itemref idref="p0"/><itemref idref="ghost"/>',
      ),
      { 'one.xhtml': page('One.') },
    );
    expect(await reason(epub)).toBe(
      'The book cannot be opened: its reading order names a page that its manifest does not list (ghost)',
    );
  });
});

describe('package documents in other encodings', () => {
  const files = { 'a.xhtml': page('Un poisson.') };

  it('accepts a UTF-16 package document (little- and big-endian, with a BOM)', async () => {
    const text = OPF(['a.xhtml'], '<?xml version="1.0" encoding="UTF-16"?>');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    for (const opf of [le, be]) {
      const book = await accept(makeEpub(opf, files));
      expect(book.title).toBe('Fête à la Mer');
      expect(book.identifier).toBe('urn:x:verdicts');
      expect(book.spine.map((s) => s.path)).toEqual(['OEBPS/a.xhtml']);
    }
  });

  it('accepts UTF-16 without a BOM and a declared ISO-8859-1 package', async () => {
    const noBom = Buffer.from(
      OPF(['a.xhtml'], '<?xml version="1.0" encoding="UTF-16"?>'),
      'utf16le',
    );
    expect((await accept(makeEpub(noBom, files))).title).toBe('Fête à la Mer');
    const latin1 = Buffer.from(
      OPF(['a.xhtml'], '<?xml version="1.0" encoding="ISO-8859-1"?>'),
      'latin1',
    );
    expect((await accept(makeEpub(latin1, files))).title).toBe('Fête à la Mer');
  });
});

describe('ZIP64 archives', () => {
  it('reads a ZIP64 archive like the same book in a plain zip', async () => {
    const plain = await accept(fixedLayoutEpub3());
    const zip64 = fixedLayoutEpub3Zip64();
    expect(zip64.subarray(-22).readUInt16LE(10)).toBe(0xffff); // really ZIP64 end records
    const book = await accept(zip64);
    expect(book).toEqual(plain);
  });

  it('still refuses a damaged ZIP64 end record', async () => {
    const zip64 = fixedLayoutEpub3Zip64();
    const broken = Buffer.from(zip64);
    const locator = broken.length - 22 - 20;
    broken.writeBigUInt64LE(BigInt(broken.length), locator + 8);
    expect(await reason(broken)).toBe('The file is damaged or incomplete');
  });
});

/** The fixed-layout fixture rebuilt as ZIP64 (same entries, same bytes inside). */
function fixedLayoutEpub3Zip64(): Buffer {
  const zip = SafeZip.open(fixedLayoutEpub3(), { maxEntries: 100, maxUnzippedBytes: 1e7 });
  return makeZip(
    [...zip.entries.values()].map((e) => ({
      name: e.name,
      data: zip.read(e.name)!,
      store: e.name === 'mimetype',
    })),
    { zip64: true },
  );
}

describe('entry names without the UTF-8 flag', () => {
  const cp437 = (s: string) =>
    Buffer.from([...s].map((ch) => (ch === 'é' ? 0x82 : ch === 'ü' ? 0x81 : ch.charCodeAt(0))));

  it('decodes them as code page 437, so the spine finds "café.xhtml"', async () => {
    const opf = OPF(['caf%C3%A9.xhtml', 'm%C3%BCsli.xhtml']);
    const epub = makeZip([
      { name: 'mimetype', data: 'application/epub+zip', store: true },
      { name: 'META-INF/container.xml', data: CONTAINER_XML },
      { name: 'OEBPS/content.opf', data: opf },
      { name: '', rawName: cp437('OEBPS/café.xhtml'), data: page('Un café.') },
      { name: '', rawName: cp437('OEBPS/müsli.xhtml'), data: page('Un müsli.') },
    ]);
    const book = await accept(epub);
    expect(book.spine.map((s) => [s.path, s.wordCount])).toEqual([
      ['OEBPS/café.xhtml', 2],
      ['OEBPS/müsli.xhtml', 2],
    ]);
    expect(book.warnings).toEqual([]);
  });

  it('prefers an Info-ZIP Unicode Path field whose CRC matches the raw name', async () => {
    const zip = SafeZip.open(
      makeZip([
        { name: '', rawName: Buffer.from('caf?.txt'), unicodePath: 'café.txt', data: 'x' },
        { name: '', rawName: Buffer.from('stale.txt'), data: 'y' },
      ]),
      { maxEntries: 10, maxUnzippedBytes: 1000 },
    );
    expect([...zip.entries.keys()]).toEqual(['café.txt', 'stale.txt']);
  });

  it('decodes every byte the way the reader (zip.js in foliate-js) does', async () => {
    // Bytes 0x01–0xFF except "/" and "\" (refused as paths), in one raw name per row of 16.
    const rows: Buffer[] = [];
    for (let hi = 0; hi < 16; hi++) {
      const bytes = Array.from({ length: 16 }, (_, lo) => hi * 16 + lo).filter(
        (b) => b !== 0 && b !== 0x2f && b !== 0x5c,
      );
      rows.push(Buffer.from([0x41, ...bytes])); // "A" first: no name starts with a special byte
    }
    const archive = makeZip(rows.map((rawName, i) => ({ name: '', rawName, data: `row ${i}` })));
    const ours = [
      ...SafeZip.open(archive, { maxEntries: 100, maxUnzippedBytes: 1e4 }).entries.keys(),
    ];
    const zipJs = await readerEntryNames(archive);
    expect(ours).toEqual(zipJs);
    expect(decodeCp437(Buffer.from([0x82, 0x81, 0xe1, 0x9c]))).toBe('éüß£');
  });
});

/** The names the browser's zip reader gives the entries (foliate-js's bundled zip.js). */
async function readerEntryNames(archive: Buffer): Promise<string[]> {
  const specifier = 'foliate-js/vendor/zip.js';
  const zipJs = (await import(/* @vite-ignore */ specifier)) as {
    configure(o: { useWebWorkers: boolean }): void;
    BlobReader: new (b: Blob) => unknown;
    ZipReader: new (r: unknown) => { getEntries(): Promise<Array<{ filename: string }>> };
  };
  zipJs.configure({ useWebWorkers: false });
  const reader = new zipJs.ZipReader(new zipJs.BlobReader(new Blob([new Uint8Array(archive)])));
  return (await reader.getEntries()).map((e) => e.filename);
}

const CONTAINER_XML = `<?xml version="1.0"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
</container>`;

describe('warnings', () => {
  it('warns about a page that is not well-formed XHTML, and keeps every warning', async () => {
    const pages = ['a.xhtml', 'b.xhtml', 'c.xhtml', 'd.xhtml', 'e.xhtml'];
    const bad =
      '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><p>Open<br></p></body></html>';
    const files = Object.fromEntries(pages.map((p) => [p, bad]));
    const book = await accept(makeEpub(OPF(pages), files));
    expect(book.warnings).toHaveLength(5);
    expect(book.warnings[4]).toMatch(
      /^Page OEBPS\/e\.xhtml is not well-formed XHTML \(line 1: .+\)$/,
    );
    expect(
      (await accept(makeEpub(OPF(['a.xhtml']), { 'a.xhtml': page('Fine.') }))).warnings,
    ).toEqual([]);
  });
});

describe('read-along only with audio that is in the file', () => {
  const smil = (audio: string) => `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" version="3.0"><body><par id="s1">
<text src="../a.xhtml#w1"/><audio src="${audio}" clipBegin="0s" clipEnd="2s"/></par></body></smil>`;
  const opf = OPF(['a.xhtml']).replace(
    'media-type="application/xhtml+xml"/>',
    'media-type="application/xhtml+xml" media-overlay="mo"/><item id="mo" href="smil/a.smil" media-type="application/smil+xml"/><item id="au" href="audio/a.mp3" media-type="audio/mpeg"/>',
  );

  it('is read-along when the overlay’s audio is there', async () => {
    const book = await accept(
      makeEpub(opf, {
        'a.xhtml': page('Hi.'),
        'smil/a.smil': smil('../audio/a.mp3'),
        'audio/a.mp3': Buffer.from('ID3 audio'),
      }),
    );
    expect(book.isAudioIncluded).toBe(true);
    expect(book.spine[0]!.mediaOverlay).toBe('OEBPS/smil/a.smil');
  });

  it('is not read-along when the overlay points at audio the file lacks (with a warning)', async () => {
    const book = await accept(
      makeEpub(opf, { 'a.xhtml': page('Hi.'), 'smil/a.smil': smil('../audio/a.mp3') }),
    );
    expect(book.isAudioIncluded).toBe(false);
    expect(book.spine[0]!.mediaOverlay).toBeNull();
    expect(book.warnings).toEqual([
      'The narration audio OEBPS/audio/a.mp3 of OEBPS/smil/a.smil is missing; the page is not read aloud',
    ]);
  });

  it('is not read-along when the overlay itself is missing or has no audio', async () => {
    const none = await accept(makeEpub(opf, { 'a.xhtml': page('Hi.') }));
    expect(none.isAudioIncluded).toBe(false);
    const silent = await accept(
      makeEpub(opf, {
        'a.xhtml': page('Hi.'),
        'smil/a.smil':
          '<smil xmlns="http://www.w3.org/ns/SMIL"><body><par><text src="../a.xhtml"/></par></body></smil>',
      }),
    );
    expect(silent.isAudioIncluded).toBe(false);
  });
});

describe('content digest', () => {
  it('is the same for the same book with a zip comment or as ZIP64, different for other content', async () => {
    const base = await accept(simpleEpub3({ title: 'Digest' }));
    const commented = await accept(simpleEpub3({ title: 'Digest', zip: { comment: 'x' } }));
    const zip64 = await accept(simpleEpub3({ title: 'Digest', zip: { zip64: true } }));
    const other = await accept(simpleEpub3({ title: 'Digest', pages: ['Another page.'] }));
    expect(commented.contentDigest).toBe(base.contentDigest);
    expect(zip64.contentDigest).toBe(base.contentDigest);
    expect(other.contentDigest).not.toBe(base.contentDigest);
  });
});
