import { describe, expect, it } from 'vitest';
import { decodeText } from 'foliate-js/view.js';

/**
 * foliate-js reads the text entries of a book (package document, XHTML, SMIL) through
 * `decodeText` (patches/foliate-js+1.0.1.patch): the encodings the importer accepts
 * (apps/server catalogue/ingest safe-zip.ts decodeXmlBytes) open in the reader too.
 */

const XML =
  '<?xml version="1.0" encoding="UTF-16"?><package><title>Fête à la Mer 🐢</title></package>';

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const out = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  const view = new DataView(out.buffer);
  let o = 0;
  if (bom) {
    view.setUint16(0, 0xfeff, endian === 'le');
    o = 2;
  }
  for (let i = 0; i < text.length; i++)
    view.setUint16(o + i * 2, text.charCodeAt(i), endian === 'le');
  return out;
}

describe('decodeText (foliate-js patch)', () => {
  it('reads UTF-16 little- and big-endian with a byte order mark', () => {
    expect(decodeText(utf16(XML, 'le', true))).toBe(XML);
    expect(decodeText(utf16(XML, 'be', true))).toBe(XML);
  });

  it('reads UTF-16 without a byte order mark from the "<?xml" bytes', () => {
    expect(decodeText(utf16(XML, 'le', false))).toBe(XML);
    expect(decodeText(utf16(XML, 'be', false).buffer as ArrayBuffer)).toBe(XML);
  });

  it('reads UTF-8 with and without a byte order mark, and a declared ISO-8859-1', () => {
    const utf8 = XML.replace('UTF-16', 'UTF-8');
    const bytes = new TextEncoder().encode(utf8);
    expect(decodeText(bytes)).toBe(utf8);
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]))).toBe(utf8);
    const latin = '<?xml version="1.0" encoding="ISO-8859-1"?><p>Fête</p>';
    const latinBytes = Uint8Array.from(latin, (c) => c.charCodeAt(0));
    expect(decodeText(latinBytes)).toBe(latin);
    // No declaration and no mark: UTF-8 (the EPUB default).
    expect(decodeText(new TextEncoder().encode('<p>Fête</p>'))).toBe('<p>Fête</p>');
  });

  it('passes a missing entry through as null', () => {
    expect(decodeText(null)).toBeNull();
  });
});
