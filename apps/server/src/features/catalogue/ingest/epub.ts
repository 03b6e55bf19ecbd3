import { posix } from 'node:path';
import { XMLValidator } from 'fast-xml-parser';
import {
  IngestRejection,
  REASONS,
  type NavEntry,
  type PageCategory,
  type ParsedBook,
  type SpineItem,
} from './ingest.types.ts';
import {
  countWords,
  parseTypicalAgeRange,
  suggestAgeRange,
  suggestReadingLevel,
  textStats,
} from './readability.ts';
import type { SafeZip } from './safe-zip.ts';
import {
  assertNoEntityDeclarations,
  child,
  children,
  decodeXmlText,
  findAll,
  parseXml,
  textOf,
  tokens,
  type XNode,
} from './safe-xml.ts';

const XML_LIKE = /\.(xml|xhtml|html|htm|opf|ncx|smil|svg|xht)$/i;

interface ManifestItem {
  id: string;
  path: string;
  mediaType: string;
  properties: string[];
  mediaOverlay: string | null;
}

/** Resolves an href found in `fromFile` to an archive path (and fragment); null if outside. */
export function resolveHref(
  fromFile: string,
  href: string,
): { path: string; fragment: string } | null {
  const trimmed = href.trim();
  if (trimmed === '' || /^[a-zA-Z][a-zA-Z0-9+.-]*:/.test(trimmed) || trimmed.startsWith('/')) {
    return null;
  }
  const hashAt = trimmed.indexOf('#');
  const fragment = hashAt >= 0 ? trimmed.slice(hashAt + 1) : '';
  let rel = hashAt >= 0 ? trimmed.slice(0, hashAt) : trimmed;
  const q = rel.indexOf('?');
  if (q >= 0) rel = rel.slice(0, q);
  try {
    rel = decodeURIComponent(rel);
  } catch {
    return null;
  }
  if (rel === '') return { path: fromFile, fragment };
  const joined = posix.normalize(posix.join(posix.dirname(fromFile), rel));
  if (joined.startsWith('../') || joined === '..' || joined.startsWith('/')) return null;
  return { path: joined, fragment };
}

function readXml(zip: SafeZip, path: string): XNode | null {
  const text = zip.readText(path);
  if (text === null) return null;
  return parseXml(text);
}

function uniq(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

function plainDescription(s: string): string | null {
  const text = decodeXmlText(s.replace(/<[^>]*>/g, ' '))
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text === '' ? null : text;
}

// ---- page categories -------------------------------------------------------------------

const TYPE_CATEGORY: Record<string, PageCategory> = {
  cover: 'COVER',
  frontcover: 'COVER',
  backcover: 'BACK_COVER',
  titlepage: 'TITLE',
  halftitlepage: 'TITLE',
  title: 'TITLE',
  toc: 'TABLE_OF_CONTENTS',
  copyrightpage: 'COPYRIGHT',
  copyright: 'COPYRIGHT',
  glossary: 'GLOSSARY',
  index: 'INDEX',
  bibliography: 'BIBLIOGRAPHY',
};

function categoryOfType(type: string): PageCategory | undefined {
  return TYPE_CATEGORY[type.toLowerCase().replace(/[-_]/g, '')];
}

function categoryOfFileName(path: string): PageCategory | undefined {
  const base = posix
    .basename(path)
    .replace(/\.[^.]*$/, '')
    .toLowerCase();
  if (/back[-_ ]?cover/.test(base)) return 'BACK_COVER';
  if (/cover/.test(base)) return 'COVER';
  if (/(^|[-_])(toc|contents|table[-_]?of[-_]?contents)([-_\d]|$)/.test(base)) {
    return 'TABLE_OF_CONTENTS';
  }
  if (/^(title|titlepage|title[-_]page)([-_\d]|$)|[-_]title[-_]?page$/.test(base)) return 'TITLE';
  if (/copyright|(^|[-_])rights([-_]|$)|colophon/.test(base)) return 'COPYRIGHT';
  if (/gloss/.test(base)) return 'GLOSSARY';
  if (/bibliograph/.test(base)) return 'BIBLIOGRAPHY';
  if (/blank/.test(base)) return 'BLANK';
  return undefined;
}

interface DocAnalysis {
  blocks: string;
  words: number;
  hasMedia: boolean;
  types: string[];
  images: string[];
}

const SKIP = new Set(['script', 'style', 'head', 'template', 'noscript']);
const BLOCK = new Set([
  'p',
  'div',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
  'td',
  'th',
  'tr',
  'blockquote',
  'section',
  'article',
  'aside',
  'figcaption',
  'dt',
  'dd',
  'pre',
  'header',
  'footer',
]);
const MEDIA = new Set(['img', 'image', 'svg', 'video', 'canvas', 'object', 'embed', 'picture']);

function analyzeContentDocument(root: XNode, path: string): DocAnalysis {
  const parts: string[] = [];
  let hasMedia = false;
  const types: string[] = [];
  const images: string[] = [];
  const body = findAll(root, 'body')[0] ?? root;
  types.push(...tokens(body.attrs.type));
  for (const top of body.children) {
    if (top.name === 'section' || top.name === 'div') types.push(...tokens(top.attrs.type));
  }
  const stack: XNode[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.name === '#text') {
      parts.push(node.text);
      continue;
    }
    if (SKIP.has(node.name)) continue;
    if (BLOCK.has(node.name)) parts.push('\n');
    if (MEDIA.has(node.name)) {
      hasMedia = true;
      const src = node.attrs.src ?? node.attrs.href;
      const resolved = src ? resolveHref(path, src) : null;
      if (resolved) images.push(resolved.path);
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
  const blocks = decodeXmlText(parts.join('')).replace(/[ \t\r\f\v]+/g, ' ');
  return { blocks, words: countWords(blocks), hasMedia, types, images };
}

// ---- navigation -------------------------------------------------------------------------

function navEntries(nav: XNode, navPath: string): NavEntry[] {
  const out: NavEntry[] = [];
  const stack: Array<[XNode, number]> = [[nav, -1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node.name === 'a' && node.attrs.href) {
      const target = resolveHref(navPath, node.attrs.href);
      if (target) {
        out.push({
          label: textOf(node),
          href: target.path + (target.fragment ? `#${target.fragment}` : ''),
          depth: Math.max(0, depth),
        });
      }
      continue;
    }
    const next = node.name === 'ol' ? depth + 1 : depth;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push([node.children[i]!, next]);
  }
  return out;
}

function ncxEntries(container: XNode | undefined, pointName: string, ncxPath: string): NavEntry[] {
  if (!container) return [];
  const out: NavEntry[] = [];
  const stack: Array<[XNode, number]> = children(container, pointName)
    .reverse()
    .map((n) => [n, 0]);
  while (stack.length > 0) {
    const [point, depth] = stack.pop()!;
    const label = child(point, 'navLabel');
    const content = child(point, 'content');
    const target = content?.attrs.src ? resolveHref(ncxPath, content.attrs.src) : null;
    if (target) {
      out.push({
        label: label ? textOf(label) : '',
        href: target.path + (target.fragment ? `#${target.fragment}` : ''),
        depth,
      });
    }
    const kids = children(point, pointName);
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i]!, depth + 1]);
  }
  return out;
}

// ---- main -------------------------------------------------------------------------------

export function parseEpub(zip: SafeZip, fileName: string): ParsedBook {
  const warnings: string[] = [];

  // Every XML-like file will be rendered or parsed later: refuse entity declarations anywhere.
  for (const entry of zip.entries.values()) {
    if (!entry.isDirectory && XML_LIKE.test(entry.name)) {
      assertNoEntityDeclarations(zip.readText(entry.name) ?? '');
    }
  }

  let container: XNode | null;
  try {
    container = readXml(zip, 'META-INF/container.xml');
  } catch (err) {
    if (err instanceof IngestRejection) throw err;
    throw new IngestRejection('The EPUB container file (META-INF/container.xml) could not be read');
  }
  if (!container) {
    throw new IngestRejection('The EPUB has no container file (META-INF/container.xml)');
  }
  const rootfile = findAll(container, 'rootfile').find(
    (r) =>
      (r.attrs['media-type'] ?? 'application/oebps-package+xml') ===
      'application/oebps-package+xml',
  );
  const opfPath = rootfile?.attrs['full-path']
    ? resolveHref('', rootfile.attrs['full-path'])
    : null;
  if (!opfPath || !zip.has(opfPath.path)) {
    throw new IngestRejection('The EPUB package file (OPF) is missing');
  }
  const opf = opfPath.path;

  let pkg: XNode | null;
  try {
    pkg = readXml(zip, opf);
  } catch (err) {
    if (err instanceof IngestRejection) throw err;
    pkg = null;
  }
  if (!pkg || pkg.name !== 'package') {
    throw new IngestRejection('The EPUB package file (OPF) could not be read');
  }
  const version = pkg.attrs.version ?? null;
  const metadata = child(pkg, 'metadata') ?? {
    name: 'metadata',
    attrs: {},
    children: [],
    text: '',
  };
  const manifestNode = child(pkg, 'manifest');
  const spineNode = child(pkg, 'spine');

  // refines (EPUB 3) and name/content metas (EPUB 2)
  const metas = findAll(metadata, 'meta');
  const refines = new Map<string, Array<{ property: string; value: string }>>();
  const named = new Map<string, string>();
  const props = new Map<string, string>();
  for (const m of metas) {
    if (m.attrs.property) {
      const value = textOf(m);
      if (m.attrs.refines?.startsWith('#')) {
        const id = m.attrs.refines.slice(1);
        const list = refines.get(id) ?? [];
        list.push({ property: m.attrs.property, value });
        refines.set(id, list);
      } else if (!props.has(m.attrs.property)) {
        props.set(m.attrs.property, value);
      }
    } else if (m.attrs.name && m.attrs.content !== undefined) {
      named.set(m.attrs.name, decodeXmlText(m.attrs.content).trim());
    }
  }
  const refined = (id: string | undefined, property: string): string | undefined =>
    id ? refines.get(id)?.find((r) => r.property === property)?.value : undefined;

  // title
  const titles = children(metadata, 'title');
  const mainTitle =
    titles.find((t) => refined(t.attrs.id, 'title-type') === 'main') ?? titles[0] ?? undefined;
  let title = mainTitle ? textOf(mainTitle) : '';
  if (!title) {
    title = titleFromFileName(fileName);
    warnings.push('The book has no title; the file name was used');
  }

  // people
  const authors: string[] = [];
  const illustrators: string[] = [];
  const editors: string[] = [];
  for (const node of [...children(metadata, 'creator'), ...children(metadata, 'contributor')]) {
    const name = textOf(node);
    if (!name) continue;
    const role = (
      node.attrs.role ??
      refined(node.attrs.id, 'role') ??
      (node.name === 'creator' ? 'aut' : '')
    )
      .trim()
      .toLowerCase();
    if (role === 'aut') authors.push(name);
    else if (role === 'ill') illustrators.push(name);
    else if (role === 'edt') editors.push(name);
  }

  // series
  let series: ParsedBook['series'] = null;
  for (const m of metas) {
    if (m.attrs.property !== 'belongs-to-collection' || m.attrs.refines) continue;
    const type = refined(m.attrs.id, 'collection-type');
    // A collection is a series when typed so, or (untyped) when it gives a position.
    if (type ? type !== 'series' : !refined(m.attrs.id, 'group-position')) continue;
    const pos = Number.parseFloat(refined(m.attrs.id, 'group-position') ?? '');
    series = { name: textOf(m), position: Number.isFinite(pos) ? pos : null };
    break;
  }
  if (!series && named.get('calibre:series')) {
    const pos = Number.parseFloat(named.get('calibre:series_index') ?? '');
    series = { name: named.get('calibre:series')!, position: Number.isFinite(pos) ? pos : null };
  }

  // identifier
  const ids = children(metadata, 'identifier');
  const uid = pkg.attrs['unique-identifier'];
  const idNode = ids.find((i) => uid && i.attrs.id === uid) ?? ids[0];

  const description = children(metadata, 'description')
    .map((d) => plainDescription(textOf(d)))
    .find((d) => d !== null);
  // reader ages (schema.org typicalAgeRange, as an EPUB 3 property or an EPUB 2 name/content)
  const ageValue = props.get('schema:typicalAgeRange') ?? named.get('schema:typicalAgeRange');
  const typicalAgeRange = ageValue ? parseTypicalAgeRange(ageValue) : null;
  if (ageValue && !typicalAgeRange) {
    warnings.push(`The age range "${ageValue.slice(0, 40)}" could not be understood`);
  }

  const imprint =
    [...props.entries(), ...named.entries()].find(([k]) => /(^|[:-])imprint$/i.test(k))?.[1] ??
    null;

  // manifest
  const manifest = new Map<string, ManifestItem>();
  const byPath = new Map<string, ManifestItem>();
  for (const item of manifestNode ? children(manifestNode, 'item') : []) {
    const id = item.attrs.id;
    const href = item.attrs.href ? resolveHref(opf, item.attrs.href) : null;
    if (!id || !href) continue;
    const entry: ManifestItem = {
      id,
      path: href.path,
      mediaType: item.attrs['media-type'] ?? '',
      properties: tokens(item.attrs.properties),
      mediaOverlay: item.attrs['media-overlay'] ?? null,
    };
    manifest.set(id, entry);
    byPath.set(entry.path, entry);
  }

  // cover image
  let coverItem = [...manifest.values()].find((i) => i.properties.includes('cover-image'));
  const coverMeta = named.get('cover');
  if (!coverItem && coverMeta) {
    coverItem =
      manifest.get(coverMeta) ?? resolvePathItem(byPath, resolveHref(opf, coverMeta)?.path);
  }
  if (coverItem && !coverItem.mediaType.startsWith('image/')) coverItem = undefined;
  if (coverItem && !zip.has(coverItem.path)) {
    warnings.push(`The cover image ${coverItem.path} is missing`);
    coverItem = undefined;
  }

  // layout
  const itemrefs = spineNode ? children(spineNode, 'itemref') : [];
  const fixed =
    props.get('rendition:layout') === 'pre-paginated' ||
    (itemrefs.length > 0 &&
      itemrefs.every((r) => tokens(r.attrs.properties).includes('rendition:layout-pre-paginated')));

  // navigation: EPUB 3 nav document, else NCX
  let toc: NavEntry[] = [];
  let pageList: NavEntry[] = [];
  const landmarks = new Map<string, PageCategory>();
  const navItem = [...manifest.values()].find((i) => i.properties.includes('nav'));
  if (navItem) {
    try {
      const nav = readXml(zip, navItem.path);
      if (!nav) warnings.push(`The navigation document ${navItem.path} is missing`);
      for (const n of nav ? findAll(nav, 'nav') : []) {
        const types = tokens(n.attrs.type);
        if (types.includes('toc') && toc.length === 0) toc = navEntries(n, navItem.path);
        else if (types.includes('page-list')) pageList = navEntries(n, navItem.path);
        else if (types.includes('landmarks')) {
          for (const a of findAll(n, 'a')) {
            const target = a.attrs.href ? resolveHref(navItem.path, a.attrs.href) : null;
            const cat = tokens(a.attrs.type).map(categoryOfType).find(Boolean);
            if (target && cat && !landmarks.has(target.path)) landmarks.set(target.path, cat);
          }
        }
      }
    } catch (err) {
      if (err instanceof IngestRejection) throw err;
      warnings.push(`The navigation document ${navItem.path} could not be read`);
    }
  }
  const ncxItem =
    manifest.get(spineNode?.attrs.toc ?? '') ??
    [...manifest.values()].find((i) => i.mediaType === 'application/x-dtbncx+xml');
  if (ncxItem && (toc.length === 0 || pageList.length === 0)) {
    try {
      const ncx = readXml(zip, ncxItem.path);
      if (ncx) {
        if (toc.length === 0) toc = ncxEntries(child(ncx, 'navMap'), 'navPoint', ncxItem.path);
        if (pageList.length === 0) {
          pageList = ncxEntries(child(ncx, 'pageList'), 'pageTarget', ncxItem.path);
        }
      }
    } catch (err) {
      if (err instanceof IngestRejection) throw err;
      warnings.push(`The NCX ${ncxItem.path} could not be read`);
    }
  }
  const guide = child(pkg, 'guide');
  for (const ref of guide ? children(guide, 'reference') : []) {
    const target = ref.attrs.href ? resolveHref(opf, ref.attrs.href) : null;
    const cat = ref.attrs.type ? categoryOfType(ref.attrs.type) : undefined;
    if (target && cat && !landmarks.has(target.path)) landmarks.set(target.path, cat);
  }

  // spine: every page the reader will open must be there, or the book cannot be read
  const unlisted = itemrefs.map((r) => r.attrs.idref ?? '').filter((id) => !manifest.has(id));
  if (unlisted.length > 0) throw new IngestRejection(REASONS.spineNotInManifest(unlisted));
  const missingPages = itemrefs
    .map((r) => manifest.get(r.attrs.idref ?? '')!.path)
    .filter((path) => !zip.has(path));
  if (missingPages.length > 0) throw new IngestRejection(REASONS.missingPages(missingPages));

  const spine: SpineItem[] = [];
  const allBlocks: string[] = [];
  let wordCount = 0;
  for (const ref of itemrefs) {
    const item = manifest.get(ref.attrs.idref ?? '')!;
    let analysis: DocAnalysis | null = null;
    if (/x?html|xml/.test(item.mediaType)) {
      const text = zip.readText(item.path) ?? '';
      const problem = xmlProblem(text);
      if (problem) warnings.push(`Page ${item.path} is not well-formed XHTML (${problem})`);
      try {
        const doc = parseXml(text);
        analysis = analyzeContentDocument(doc, item.path);
      } catch (err) {
        if (err instanceof IngestRejection) throw err;
        warnings.push(`Page ${item.path} could not be read`);
      }
    }
    const words = analysis?.words ?? 0;
    wordCount += words;
    if (analysis) allBlocks.push(analysis.blocks);

    const overlay = narratedOverlay(zip, item, manifest, warnings);
    let category: PageCategory | undefined =
      landmarks.get(item.path) ??
      analysis?.types.map(categoryOfType).find(Boolean) ??
      (item.properties.includes('nav') ? 'TABLE_OF_CONTENTS' : undefined) ??
      categoryOfFileName(item.path);
    if (
      !category &&
      coverItem &&
      analysis &&
      words < 10 &&
      analysis.images.includes(coverItem.path)
    ) {
      category = 'COVER';
    }
    if (!category && analysis && words === 0 && !analysis.hasMedia) category = 'BLANK';
    spine.push({
      id: item.id,
      path: item.path,
      mediaType: item.mediaType,
      linear: ref.attrs.linear !== 'no',
      category: category ?? 'CONTENT',
      wordCount: words,
      mediaOverlay: overlay ? overlay.path : null,
    });
  }
  if (spine.length === 0) throw new IngestRejection('The EPUB has no pages (its spine is empty)');

  // Read-along only when some page's overlay plays audio that is in the file.
  const isAudioIncluded = spine.some((s) => s.mediaOverlay !== null);

  const pageCount = fixed
    ? spine.length
    : pageList.length > 0
      ? pageList.length
      : Math.max(1, Math.ceil(wordCount / 500));

  const readingLevel = suggestReadingLevel(textStats(allBlocks.join('\n')));
  const languages = uniq(children(metadata, 'language').map(textOf));

  return {
    format: 'epub',
    formatVersion: version,
    title,
    authors: uniq(authors),
    illustrators: uniq(illustrators),
    editors: uniq(editors),
    subjects: uniq(children(metadata, 'subject').map(textOf)),
    languages,
    publisher: children(metadata, 'publisher').map(textOf).find(Boolean) ?? null,
    imprint,
    series: series && series.name ? series : null,
    description: description ?? null,
    identifier: idNode ? textOf(idNode) || null : null,
    contentDigest: zip.contentDigest(),
    cover: coverItem ? { path: coverItem.path, mediaType: coverItem.mediaType } : null,
    layout: fixed ? 'fixed' : 'reflowable',
    isAudioIncluded,
    pageCount,
    wordCount,
    spine,
    toc,
    pageList,
    readingLevel,
    typicalAgeRange,
    // Flesch–Kincaid only means something for English text: other books get no derived ages.
    suggestedAgeRange: suggestAgeRange(
      typicalAgeRange,
      languages.length === 0 || languages.some((l) => /^en\b/i.test(l)) ? readingLevel : null,
    ),
    warnings,
  };
}

/** The first well-formedness error of an XML document ("line 3: …"), or null when it is fine. */
export function xmlProblem(text: string): string | null {
  const result = XMLValidator.validate(text, { allowBooleanAttributes: false });
  if (result === true) return null;
  return `line ${result.err.line}: ${result.err.msg}`.slice(0, 200);
}

/**
 * The SMIL overlay of a spine item when it narrates the page: a SMIL in the archive whose
 * `<audio src>` clips all point at audio files in the archive. Otherwise null, with a warning
 * when an overlay was declared but cannot play.
 */
function narratedOverlay(
  zip: SafeZip,
  item: ManifestItem,
  manifest: Map<string, ManifestItem>,
  warnings: string[],
): ManifestItem | null {
  if (!item.mediaOverlay) return null;
  const smil = manifest.get(item.mediaOverlay);
  if (!smil || !zip.has(smil.path)) {
    warnings.push(`The narration of ${item.path} is missing; the page is not read aloud`);
    return null;
  }
  let root: XNode;
  try {
    root = parseXml(zip.readText(smil.path) ?? '');
  } catch (err) {
    if (err instanceof IngestRejection) throw err;
    warnings.push(`The narration ${smil.path} could not be read; the page is not read aloud`);
    return null;
  }
  const sources = findAll(root, 'audio')
    .map((a) => (a.attrs.src ? resolveHref(smil.path, a.attrs.src) : null))
    .map((r) => r?.path ?? null);
  if (sources.length === 0) {
    warnings.push(`The narration ${smil.path} has no audio; the page is not read aloud`);
    return null;
  }
  const missing = [...new Set(sources.filter((p) => p === null || !zip.has(p)))];
  if (missing.length > 0) {
    warnings.push(
      `The narration audio ${missing.map((p) => p ?? '(outside the book)').join(', ')} of ${smil.path} is missing; the page is not read aloud`,
    );
    return null;
  }
  return smil;
}

function resolvePathItem(
  byPath: Map<string, ManifestItem>,
  path: string | undefined,
): ManifestItem | undefined {
  return path ? byPath.get(path) : undefined;
}

export function titleFromFileName(fileName: string): string {
  const base = posix.basename(fileName.replace(/\\/g, '/')).replace(/\.[^.]*$/, '');
  const title = base.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim();
  return title || 'Untitled';
}
