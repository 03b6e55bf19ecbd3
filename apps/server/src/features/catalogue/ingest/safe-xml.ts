import { XMLParser } from 'fast-xml-parser';
import { IngestRejection, REASONS } from './ingest.types.ts';

/**
 * XML parsing for untrusted book files: any entity declaration is rejected up front and the
 * parser never expands entities (only the five predefined ones and numeric character
 * references are decoded afterwards, by decodeXmlText).
 */

/** A node of the order-preserving tree. */
export interface XNode {
  /** Local name (namespace prefix removed), "#text" for text. */
  name: string;
  attrs: Record<string, string>;
  children: XNode[];
  text: string;
}

const ENTITY_DECL = /<!ENTITY/i;

export function assertNoEntityDeclarations(xml: string): void {
  if (ENTITY_DECL.test(xml)) throw new IngestRejection(REASONS.unsafeXml);
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  allowBooleanAttributes: true,
  commentPropName: false,
});

type RawNode = Record<string, unknown>;

function convert(raw: RawNode[]): XNode[] {
  const out: XNode[] = [];
  for (const item of raw) {
    const attrsRaw = (item[':@'] ?? {}) as Record<string, unknown>;
    for (const key of Object.keys(item)) {
      if (key === ':@') continue;
      const value = item[key];
      if (key === '#text') {
        out.push({ name: '#text', attrs: {}, children: [], text: String(value) });
      } else if (key === '#cdata' || key === '__cdata') {
        const inner = Array.isArray(value) ? convert(value as RawNode[]) : [];
        out.push(...inner);
      } else {
        const attrs: Record<string, string> = {};
        for (const [k, v] of Object.entries(attrsRaw)) attrs[k] = String(v);
        out.push({
          name: key,
          attrs,
          children: Array.isArray(value) ? convert(value as RawNode[]) : [],
          text: '',
        });
      }
    }
  }
  return out;
}

/** Parses untrusted XML; throws IngestRejection for entity declarations, Error if unreadable. */
export function parseXml(xml: string): XNode {
  assertNoEntityDeclarations(xml);
  const raw = parser.parse(xml) as RawNode[];
  const roots = convert(raw).filter((n) => n.name !== '#text');
  const root = roots[0];
  if (!root) throw new Error('No root element');
  return root;
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes predefined entities and character references; unknown entities become a space. */
export function decodeXmlText(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g, (_m, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : ' ';
    }
    return NAMED[ref] ?? ' ';
  });
}

/** Depth-first walk without recursion (book files can be deeply nested). */
export function* walk(root: XNode): Generator<XNode> {
  const stack: XNode[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    yield node;
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
}

export function findAll(root: XNode, name: string): XNode[] {
  const out: XNode[] = [];
  for (const n of walk(root)) if (n.name === name) out.push(n);
  return out;
}

export function child(node: XNode, name: string): XNode | undefined {
  return node.children.find((c) => c.name === name);
}

export function children(node: XNode, name: string): XNode[] {
  return node.children.filter((c) => c.name === name);
}

/** All text below a node, entities decoded, whitespace collapsed. */
export function textOf(node: XNode): string {
  const parts: string[] = [];
  for (const n of walk(node)) if (n.name === '#text') parts.push(n.text);
  return decodeXmlText(parts.join('')).replace(/\s+/g, ' ').trim();
}

/** Splits an epub:type / properties attribute value. */
export function tokens(value: string | undefined): string[] {
  return (value ?? '').split(/\s+/).filter(Boolean);
}
