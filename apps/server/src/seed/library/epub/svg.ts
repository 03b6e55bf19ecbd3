import { XMLValidator } from 'fast-xml-parser';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

/**
 * Checks a code-drawn SVG and returns it as a standalone document (XML declaration, SVG
 * namespace). Art that a reading system would refuse or that epubcheck flags — scripts, foreign
 * objects, remote references, entity declarations, malformed XML — fails loudly with `label` so
 * the broken picture can be found.
 */
export function svgDocument(svg: string, label: string): string {
  let body = svg.trim().replace(/^<\?xml[^>]*\?>\s*/, '');
  if (!/^<svg[\s>]/.test(body)) throw new Error(`${label}: the art is not an <svg> element`);
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) {
    throw new Error(`${label}: the art has a DOCTYPE or entity declarations`);
  }
  if (/<script[\s/>]|<foreignObject[\s/>]|\son[a-z]+\s*=/i.test(body)) {
    throw new Error(`${label}: the art has scripts or foreign objects`);
  }
  if (/(?:href|src)\s*=\s*["'](?!#)/i.test(body)) {
    throw new Error(`${label}: the art references other files`);
  }
  if (/url\(\s*["']?(?!#)/i.test(body)) {
    throw new Error(`${label}: the art references other files`);
  }
  const openTag = /^<svg[^>]*>/.exec(body)?.[0] ?? '';
  let tag = openTag;
  if (!/\sxmlns\s*=/.test(tag)) tag = tag.replace(/^<svg/, `<svg xmlns="${SVG_NS}"`);
  if (/xlink:/.test(body) && !/\sxmlns:xlink\s*=/.test(tag)) {
    tag = tag.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NS}"`);
  }
  if (!/\sviewBox\s*=/.test(tag)) throw new Error(`${label}: the art has no viewBox`);
  body = tag + body.slice(openTag.length);
  const valid = XMLValidator.validate(body);
  if (valid !== true) {
    throw new Error(
      `${label}: the art is not well-formed XML (${valid.err.msg}, line ${valid.err.line})`,
    );
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

/** The viewBox of an SVG as [minX, minY, width, height]. */
export function viewBoxOf(svg: string): [number, number, number, number] {
  const m = /<svg[^>]*\sviewBox\s*=\s*["']([^"']+)["']/.exec(svg);
  const parts = (m?.[1] ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    parts.length !== 4 ||
    parts.some((n) => !Number.isFinite(n)) ||
    parts[2]! <= 0 ||
    parts[3]! <= 0
  ) {
    throw new Error('The art has no valid viewBox');
  }
  return parts as [number, number, number, number];
}
