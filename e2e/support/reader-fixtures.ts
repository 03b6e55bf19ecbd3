import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * Narrated reflowable EPUB 3 books made by the reader tests (imported with `importBook` from
 * reader-books.ts): chapters of paragraphs, some of them read aloud by an EPUB media overlay
 * over a generated WAV tone (so the test can hear the audio clock advance).
 */

/** A mono 16-bit PCM WAV of `seconds` of a soft tone (8 kHz: small, and every browser plays it). */
export function toneWav(seconds: number): Uint8Array {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const out = new Uint8Array(44 + samples * 2);
  const v = new DataView(out.buffer);
  const ascii = (at: number, s: string) => out.set(strToU8(s), at);
  ascii(0, 'RIFF');
  v.setUint32(4, 36 + samples * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true); // PCM
  v.setUint16(22, 1, true); // mono
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * 2, true);
  v.setUint16(32, 2, true);
  v.setUint16(34, 16, true);
  ascii(36, 'data');
  v.setUint32(40, samples * 2, true);
  for (let i = 0; i < samples; i++) {
    v.setInt16(44 + i * 2, Math.round(Math.sin((2 * Math.PI * 440 * i) / rate) * 3000), true);
  }
  return out;
}

export interface NarratedChapter {
  paragraphs: string[];
  /** Indexes of the paragraphs read aloud (each gets `secondsPerParagraph` of the tone). */
  narrated?: number[];
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const clock = (s: number) => `${s.toFixed(3)}s`;

/**
 * Pack a reflowable EPUB 3 whose paragraphs have ids `c{chapter}p{paragraph}` (1-based chapter);
 * the narrated ones are read in order from one audio file.
 */
export function packNarratedEpub(book: {
  title: string;
  id: string;
  chapters: NarratedChapter[];
  secondsPerParagraph?: number;
}): Uint8Array {
  const per = book.secondsPerParagraph ?? 2;
  const total = book.chapters.reduce((n, c) => n + (c.narrated?.length ?? 0), 0);
  const files: Zippable = {
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      '<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>',
    ),
    'OEBPS/audio/narration.wav': [toneWav(total * per + 0.5), { level: 0 }],
  };
  const manifest = [
    '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
    '<item id="audio" href="audio/narration.wav" media-type="audio/wav"/>',
  ];
  const spine: string[] = [];
  const nav: string[] = [];
  const durations: string[] = [];
  let at = 0;
  book.chapters.forEach((chapter, c) => {
    const n = c + 1;
    const href = `chapter-${n}.xhtml`;
    const body = chapter.paragraphs.map((p, i) => `<p id="c${n}p${i + 1}">${esc(p)}</p>`).join('');
    files[`OEBPS/${href}`] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="en"><head><title>Chapter ${n}</title></head><body><h1>Chapter ${n}</h1>${body}</body></html>`,
    );
    const narrated = chapter.narrated ?? [];
    let overlay = '';
    if (narrated.length > 0) {
      const pars = narrated.map((i, k) => {
        const begin = at + k * per;
        return `<par id="c${n}par${k + 1}"><text src="${href}#c${n}p${i + 1}"/><audio src="audio/narration.wav" clipBegin="${clock(begin)}" clipEnd="${clock(begin + per)}"/></par>`;
      });
      files[`OEBPS/chapter-${n}.smil`] = strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0"><body><seq id="seq${n}" epub:textref="${href}">${pars.join('')}</seq></body></smil>`,
      );
      manifest.push(
        `<item id="smil${n}" href="chapter-${n}.smil" media-type="application/smil+xml"/>`,
      );
      durations.push(
        `<meta property="media:duration" refines="#smil${n}">${clock(narrated.length * per)}</meta>`,
      );
      overlay = ` media-overlay="smil${n}"`;
      at += narrated.length * per;
    }
    manifest.push(
      `<item id="ch${n}" href="${href}" media-type="application/xhtml+xml"${overlay}/>`,
    );
    spine.push(`<itemref idref="ch${n}"/>`);
    nav.push(`<li><a href="${href}">Chapter ${n}</a></li>`);
  });
  files['OEBPS/nav.xhtml'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>Contents</title></head><body><nav epub:type="toc"><ol>${nav.join('')}</ol></nav></body></html>`,
  );
  files['OEBPS/content.opf'] = strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="uid" xml:lang="en"><metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="uid">${esc(book.id)}</dc:identifier><dc:title>${esc(book.title)}</dc:title><dc:language>en</dc:language><dc:creator>Pagebird Tests</dc:creator><meta property="dcterms:modified">2026-01-01T00:00:00Z</meta><meta property="media:duration">${clock(total * per)}</meta>${durations.join('')}<meta property="media:active-class">-epub-media-overlay-active</meta></metadata><manifest>${manifest.join('')}</manifest><spine>${spine.join('')}</spine></package>`,
  );
  return zipSync(files, { level: 6 });
}

/** `count` sentences of a story, numbered so that every paragraph differs. */
export function storyParagraphs(count: number, label: string): string[] {
  return Array.from(
    { length: count },
    (_, i) =>
      `${label} ${i + 1}: the fox looked for the moon behind the tall trees, and the owl told her where the river bends.`,
  );
}
