import { esc } from './xml.ts';

export interface XhtmlInput {
  title: string;
  /** Style sheet href, relative to the document. */
  css: string;
  body: string;
  bodyAttrs?: string;
  /** Extra elements in <head> (the fixed-layout viewport). */
  head?: string;
}

/** An XHTML5 content document as EPUB 3 wants it (XML syntax, epub namespace, language). */
export function xhtmlDocument(input: XhtmlInput): string {
  const head = input.head ? `\n    ${input.head}` : '';
  const bodyAttrs = input.bodyAttrs ? ` ${input.bodyAttrs}` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="en" lang="en">
  <head>
    <meta charset="UTF-8"/>
    <title>${esc(input.title)}</title>${head}
    <link rel="stylesheet" type="text/css" href="${esc(input.css)}"/>
  </head>
  <body${bodyAttrs}>
${input.body}
  </body>
</html>
`;
}

export interface NavLink {
  label: string;
  href: string;
}

export interface Landmark extends NavLink {
  type: string;
}

export interface NavInput {
  bookTitle: string;
  css: string;
  toc: NavLink[];
  pageList: NavLink[];
  landmarks: Landmark[];
  /** Shown as a page in the book (reflowable); otherwise only used by reading systems. */
  inSpine: boolean;
  /** Fixed-layout viewport when the navigation document is laid out as a page. */
  head?: string;
}

const list = (links: NavLink[], attrs = (_l: NavLink) => '') =>
  links
    .map((l) => `        <li><a href="${esc(l.href)}"${attrs(l)}>${esc(l.label)}</a></li>`)
    .join('\n');

/** The EPUB 3 navigation document: table of contents, page list and landmarks. */
export function navDocument(input: NavInput): string {
  const body = `    <nav epub:type="toc" id="toc" role="doc-toc">
      <h1>Contents</h1>
      <ol>
${list(input.toc)}
      </ol>
    </nav>
    <nav epub:type="page-list" id="page-list" role="doc-pagelist" hidden="hidden">
      <h2>Pages</h2>
      <ol>
${list(input.pageList)}
      </ol>
    </nav>
    <nav epub:type="landmarks" id="landmarks" hidden="hidden">
      <h2>Landmarks</h2>
      <ol>
${list(input.landmarks, (l) => ` epub:type="${esc((l as Landmark).type)}"`)}
      </ol>
    </nav>`;
  return xhtmlDocument({
    title: `${input.bookTitle} — Contents`,
    css: input.css,
    head: input.head,
    bodyAttrs: input.inSpine ? 'epub:type="frontmatter"' : undefined,
    body,
  });
}
