import type { BookCommon } from '../content/content.types.ts';
import { clockValue, esc, uuidV5 } from './xml.ts';

/** Fixed modification date of every demo book, so that packing is deterministic. */
export const DEMO_MODIFIED = '2025-01-01T12:00:00Z';
export const DEMO_PUBLISHER = 'Pagebird demo library';
export const DEMO_YEAR = 2025;

/** Folder of the publication inside the container. */
export const ROOT = 'EPUB';

export interface ManifestItem {
  id: string;
  /** Relative to the package document. */
  href: string;
  mediaType: string;
  properties?: string[];
  /** Id of the SMIL item narrating this document. */
  mediaOverlay?: string;
}

export interface SpineRef {
  idref: string;
  properties?: string[];
  linear?: boolean;
}

export interface OverlayDuration {
  /** Manifest id of the SMIL item. */
  id: string;
  seconds: number;
}

export interface PackageInput {
  book: BookCommon;
  layout: 'fixed' | 'reflowable';
  manifest: ManifestItem[];
  spine: SpineRef[];
  overlays: OverlayDuration[];
  narrator?: string;
  /** schema:accessibilityFeature values. */
  features: string[];
  accessModes: string[];
  accessModesSufficient: string[];
  summary: string;
}

export function bookIdentifier(idNumber: string): string {
  return `urn:uuid:${uuidV5(`pagebird-demo-book:${idNumber}`)}`;
}

/** The EPUB 3 package document (OPF). */
export function packageDocument(input: PackageInput): string {
  const { book } = input;
  const m: string[] = [];
  m.push(`<dc:identifier id="pub-id">${esc(bookIdentifier(book.idNumber))}</dc:identifier>`);
  m.push(`<dc:title id="main-title">${esc(book.title)}</dc:title>`);
  m.push(`<meta refines="#main-title" property="title-type">main</meta>`);
  m.push(`<dc:language>en</dc:language>`);
  book.authors.forEach((name, i) => {
    m.push(`<dc:creator id="author-${i + 1}">${esc(name)}</dc:creator>`);
    m.push(`<meta refines="#author-${i + 1}" property="role" scheme="marc:relators">aut</meta>`);
  });
  book.illustrators.forEach((name, i) => {
    m.push(`<dc:creator id="illustrator-${i + 1}">${esc(name)}</dc:creator>`);
    m.push(
      `<meta refines="#illustrator-${i + 1}" property="role" scheme="marc:relators">ill</meta>`,
    );
  });
  m.push(`<dc:publisher>${esc(DEMO_PUBLISHER)}</dc:publisher>`);
  m.push(`<dc:date>${DEMO_YEAR}</dc:date>`);
  m.push(`<dc:rights>${esc(rightsLine(book))}</dc:rights>`);
  m.push(`<dc:description>${esc(book.description)}</dc:description>`);
  for (const subject of book.subjects) m.push(`<dc:subject>${esc(subject)}</dc:subject>`);
  m.push(`<meta property="dcterms:modified">${DEMO_MODIFIED}</meta>`);
  m.push(`<meta property="schema:typicalAgeRange">${book.ageMin}-${book.ageMax}</meta>`);
  if (book.series) {
    m.push(`<meta property="belongs-to-collection" id="series">${esc(book.series.name)}</meta>`);
    m.push(`<meta refines="#series" property="collection-type">series</meta>`);
    m.push(`<meta refines="#series" property="group-position">${book.series.position}</meta>`);
  }
  for (const mode of input.accessModes) {
    m.push(`<meta property="schema:accessMode">${mode}</meta>`);
  }
  for (const mode of input.accessModesSufficient) {
    m.push(`<meta property="schema:accessModeSufficient">${mode}</meta>`);
  }
  for (const feature of input.features) {
    m.push(`<meta property="schema:accessibilityFeature">${feature}</meta>`);
  }
  m.push(`<meta property="schema:accessibilityHazard">none</meta>`);
  m.push(`<meta property="schema:accessibilitySummary">${esc(input.summary)}</meta>`);
  if (input.layout === 'fixed') {
    m.push(`<meta property="rendition:layout">pre-paginated</meta>`);
    m.push(`<meta property="rendition:orientation">auto</meta>`);
    m.push(`<meta property="rendition:spread">landscape</meta>`);
  }
  if (input.overlays.length > 0) {
    const total = input.overlays.reduce((sum, o) => sum + o.seconds, 0);
    m.push(`<meta property="media:active-class">-epub-media-overlay-active</meta>`);
    if (input.narrator) m.push(`<meta property="media:narrator">${esc(input.narrator)}</meta>`);
    m.push(`<meta property="media:duration">${clockValue(total)}</meta>`);
    for (const o of input.overlays) {
      m.push(`<meta property="media:duration" refines="#${o.id}">${clockValue(o.seconds)}</meta>`);
    }
  }

  const items = input.manifest.map((item) => {
    const attrs = [
      `id="${esc(item.id)}"`,
      `href="${esc(item.href)}"`,
      `media-type="${esc(item.mediaType)}"`,
    ];
    if (item.properties?.length) attrs.push(`properties="${item.properties.join(' ')}"`);
    if (item.mediaOverlay) attrs.push(`media-overlay="${esc(item.mediaOverlay)}"`);
    return `<item ${attrs.join(' ')}/>`;
  });
  const refs = input.spine.map((ref) => {
    const attrs = [`idref="${esc(ref.idref)}"`];
    if (ref.linear === false) attrs.push('linear="no"');
    if (ref.properties?.length) attrs.push(`properties="${ref.properties.join(' ')}"`);
    return `<itemref ${attrs.join(' ')}/>`;
  });

  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="pub-id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    ${m.join('\n    ')}
  </metadata>
  <manifest>
    ${items.join('\n    ')}
  </manifest>
  <spine page-progression-direction="ltr">
    ${refs.join('\n    ')}
  </spine>
</package>
`;
}

export function rightsLine(book: BookCommon): string {
  const people = [...new Set([...book.authors, ...book.illustrators])];
  return `Copyright © ${DEMO_YEAR} ${joinNames(people)}. An original ${book.nonfiction ? 'book' : 'story'} made for the Pagebird demo library.`;
}

/** "A", "A and B", "A, B and C" */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export const CONTAINER_XML = `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="${ROOT}/package.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;
