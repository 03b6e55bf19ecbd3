import { XMLParser } from 'fast-xml-parser';
import {
  LineCapStyle,
  PDFDict,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  appendBezierCurve,
  clip,
  closePath,
  concatTransformationMatrix,
  endPath,
  lineTo,
  moveTo,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setGraphicsState,
  type PDFContext,
  type PDFFont,
  type PDFPage,
  type RGB,
} from 'pdf-lib';
import {
  IDENTITY,
  apply,
  ellipsePath,
  multiply,
  parsePath,
  parseTransform,
  pathData,
  polyPath,
  rectPath,
  scaleOf,
  type Matrix,
  type Segment,
} from './svg-path.ts';

/**
 * Draws the demo library's code-made SVG art on a PDF page with pdf-lib: every shape becomes a
 * path (transforms applied to its points) drawn with drawSvgPath, text becomes PDF text.
 * Covered: svg, g, use, rect, circle, ellipse, line, polyline, polygon, path and text/tspan;
 * fill, stroke, stroke-width, stroke-dasharray, stroke-linecap, opacity, fill-opacity,
 * stroke-opacity (attributes or `style`), transforms and nested viewBoxes. Linear and radial
 * gradient fills become PDF shadings clipped to the shape (a gradient stroke uses the gradient's
 * average colour). Clip paths, masks, filters and patterns are not drawn.
 */

interface SvgNode {
  name: string;
  attrs: Record<string, string>;
  children: SvgNode[];
  text: string;
}

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  processEntities: true,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
});

function convert(raw: Array<Record<string, unknown>>): SvgNode[] {
  const out: SvgNode[] = [];
  for (const item of raw) {
    const attrs = (item[':@'] ?? {}) as Record<string, string>;
    for (const [key, value] of Object.entries(item)) {
      if (key === ':@') continue;
      if (key === '#text') {
        out.push({ name: '#text', attrs: {}, children: [], text: String(value) });
      } else {
        out.push({
          name: key,
          attrs: Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, String(v)])),
          children: Array.isArray(value) ? convert(value as Array<Record<string, unknown>>) : [],
          text: '',
        });
      }
    }
  }
  return out;
}

export function parseSvg(svg: string): SvgNode {
  const root = convert(parser.parse(svg) as Array<Record<string, unknown>>).find(
    (n) => n.name === 'svg',
  );
  if (!root) throw new Error('Not an SVG document');
  return root;
}

// ---- colours ------------------------------------------------------------------------------

const NAMED: Record<string, string> = {
  black: '#000000',
  white: '#ffffff',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  yellow: '#ffff00',
  orange: '#ffa500',
  purple: '#800080',
  pink: '#ffc0cb',
  brown: '#a52a2a',
  gray: '#808080',
  grey: '#808080',
  silver: '#c0c0c0',
  gold: '#ffd700',
  navy: '#000080',
  teal: '#008080',
  lime: '#00ff00',
  aqua: '#00ffff',
  cyan: '#00ffff',
  magenta: '#ff00ff',
  fuchsia: '#ff00ff',
  maroon: '#800000',
  olive: '#808000',
  skyblue: '#87ceeb',
  lightblue: '#add8e6',
  darkblue: '#00008b',
  darkgreen: '#006400',
  lightgreen: '#90ee90',
  forestgreen: '#228b22',
  seagreen: '#2e8b57',
  coral: '#ff7f50',
  salmon: '#fa8072',
  tomato: '#ff6347',
  crimson: '#dc143c',
  violet: '#ee82ee',
  indigo: '#4b0082',
  tan: '#d2b48c',
  beige: '#f5f5dc',
  ivory: '#fffff0',
  khaki: '#f0e68c',
  lavender: '#e6e6fa',
  turquoise: '#40e0d0',
  chocolate: '#d2691e',
  sienna: '#a0522d',
  peru: '#cd853f',
  wheat: '#f5deb3',
  plum: '#dda0dd',
  orchid: '#da70d6',
  slategray: '#708090',
  lightgray: '#d3d3d3',
  lightgrey: '#d3d3d3',
  darkgray: '#a9a9a9',
  darkgrey: '#a9a9a9',
  dimgray: '#696969',
  whitesmoke: '#f5f5f5',
  snow: '#fffafa',
  hotpink: '#ff69b4',
  deeppink: '#ff1493',
  steelblue: '#4682b4',
  royalblue: '#4169e1',
  dodgerblue: '#1e90ff',
  midnightblue: '#191970',
  goldenrod: '#daa520',
  firebrick: '#b22222',
  darkorange: '#ff8c00',
  limegreen: '#32cd32',
  yellowgreen: '#9acd32',
  olivedrab: '#6b8e23',
  mintcream: '#f5fffa',
  honeydew: '#f0fff0',
  aliceblue: '#f0f8ff',
  azure: '#f0ffff',
  linen: '#faf0e6',
  peachpuff: '#ffdab9',
  moccasin: '#ffe4b5',
  saddlebrown: '#8b4513',
};

export type Rgb = [number, number, number];

function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const f = (n: number) => {
    const k = (n + hue * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [f(0), f(8), f(4)];
}

/** Parses a CSS colour into 0–1 channels (and an alpha); null for none/unknown. */
export function parseColor(value: string | undefined): { rgb: Rgb; alpha: number } | null {
  if (!value) return null;
  const v = value.trim().toLowerCase();
  if (v === 'none' || v === 'transparent') return null;
  const hex = NAMED[v] ?? v;
  let m = /^#([0-9a-f]{3,8})$/.exec(hex);
  if (m) {
    let h = m[1]!;
    if (h.length === 3 || h.length === 4) {
      h = [...h].map((c) => c + c).join('');
    }
    if (h.length !== 6 && h.length !== 8) return null;
    const n = (i: number) => parseInt(h.slice(i, i + 2), 16) / 255;
    return { rgb: [n(0), n(2), n(4)], alpha: h.length === 8 ? n(6) : 1 };
  }
  m = /^rgba?\(([^)]*)\)$/.exec(v);
  if (m) {
    const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
    const ch = (p: string | undefined) =>
      p?.endsWith('%') ? Number.parseFloat(p) / 100 : Number.parseFloat(p ?? '0') / 255;
    const alpha =
      parts[3] === undefined ? 1 : Number.parseFloat(parts[3]) / (parts[3].endsWith('%') ? 100 : 1);
    return { rgb: [ch(parts[0]), ch(parts[1]), ch(parts[2])], alpha: clamp01(alpha) };
  }
  m = /^hsla?\(([^)]*)\)$/.exec(v);
  if (m) {
    const parts = m[1]!.split(/[\s,/]+/).filter(Boolean);
    const h = Number.parseFloat(parts[0] ?? '0');
    const s = Number.parseFloat(parts[1] ?? '0') / 100;
    const l = Number.parseFloat(parts[2] ?? '0') / 100;
    const alpha =
      parts[3] === undefined ? 1 : Number.parseFloat(parts[3]) / (parts[3].endsWith('%') ? 100 : 1);
    return { rgb: hslToRgb(h, clamp01(s), clamp01(l)), alpha: clamp01(alpha) };
  }
  return null;
}

function clamp01(n: number): number {
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

const toPdf = (c: Rgb): RGB => rgb(clamp01(c[0]), clamp01(c[1]), clamp01(c[2]));

// ---- style ----------------------------------------------------------------------------------

interface Style {
  fill: string;
  stroke: string;
  strokeWidth: number;
  opacity: number;
  fillOpacity: number;
  strokeOpacity: number;
  fontSize: number;
  fontWeight: string;
  textAnchor: string;
  color: string;
  dashArray: string;
  lineCap: string;
  display: boolean;
}

const INITIAL: Style = {
  fill: '#000000',
  stroke: 'none',
  strokeWidth: 1,
  opacity: 1,
  fillOpacity: 1,
  strokeOpacity: 1,
  fontSize: 16,
  fontWeight: 'normal',
  textAnchor: 'start',
  color: '#000000',
  dashArray: 'none',
  lineCap: 'butt',
  display: true,
};

function declarations(node: SvgNode): Record<string, string> {
  const out: Record<string, string> = { ...node.attrs };
  for (const decl of (node.attrs.style ?? '').split(';')) {
    const at = decl.indexOf(':');
    if (at > 0) out[decl.slice(0, at).trim()] = decl.slice(at + 1).trim();
  }
  return out;
}

function styleOf(node: SvgNode, parent: Style): Style {
  const d = declarations(node);
  const number = (v: string | undefined, fallback: number) => {
    const n = Number.parseFloat(v ?? '');
    return Number.isFinite(n) ? n : fallback;
  };
  return {
    fill: d.fill ?? parent.fill,
    stroke: d.stroke ?? parent.stroke,
    strokeWidth: number(d['stroke-width'], parent.strokeWidth),
    // opacity is not inherited: it multiplies down the tree.
    opacity: parent.opacity * clamp01(number(d.opacity, 1)),
    fillOpacity: clamp01(number(d['fill-opacity'], parent.fillOpacity)),
    strokeOpacity: clamp01(number(d['stroke-opacity'], parent.strokeOpacity)),
    fontSize: number(d['font-size'], parent.fontSize),
    fontWeight: d['font-weight'] ?? parent.fontWeight,
    textAnchor: d['text-anchor'] ?? parent.textAnchor,
    color: d.color ?? parent.color,
    dashArray: d['stroke-dasharray'] ?? parent.dashArray,
    lineCap: d['stroke-linecap'] ?? parent.lineCap,
    display: d.display !== 'none' && d.visibility !== 'hidden',
  };
}

// ---- drawing --------------------------------------------------------------------------------

export interface SvgTarget {
  page: PDFPage;
  /** Box on the page in PDF points: its left edge, and its TOP edge (from the page bottom). */
  x: number;
  y: number;
  width: number;
  height: number;
  fonts: { regular: PDFFont; bold: PDFFont };
  /** Maps a string to characters the standard fonts can encode. */
  clean: (text: string) => string;
}

interface Context {
  target: SvgTarget;
  defs: Map<string, SvgNode>;
  depth: number;
}

function num(v: string | undefined, fallback = 0): number {
  const n = Number.parseFloat(v ?? '');
  return Number.isFinite(n) ? n : fallback;
}

interface Stop {
  offset: number;
  rgb: Rgb;
  alpha: number;
}

interface Gradient {
  kind: 'linear' | 'radial';
  /** Attributes, inherited through href from referenced gradients. */
  attrs: Record<string, string>;
  stops: Stop[];
}

/** Resolves url(#id) to a gradient, following href for stops and attributes. */
function gradientOf(value: string, ctx: Context): Gradient | null {
  const ref = /^url\(\s*["']?#([^"')\s]+)["']?\s*\)/.exec(value.trim());
  let node = ref ? ctx.defs.get(ref[1]!) : undefined;
  if (!node || (node.name !== 'linearGradient' && node.name !== 'radialGradient')) return null;
  const kind = node.name === 'linearGradient' ? 'linear' : 'radial';
  let attrs: Record<string, string> = {};
  let stops: Stop[] = [];
  for (let hops = 0; node && hops < 8; hops++) {
    attrs = { ...node.attrs, ...attrs };
    if (stops.length === 0) {
      stops = node.children
        .filter((c) => c.name === 'stop')
        .map((stop) => {
          const d = declarations(stop);
          const c = parseColor(d['stop-color'] ?? '#000000') ?? { rgb: [0, 0, 0] as Rgb, alpha: 0 };
          return {
            offset: clamp01(fraction(d.offset, 0)),
            rgb: c.rgb,
            alpha: c.alpha * clamp01(num(d['stop-opacity'], 1)),
          };
        });
      // Offsets never go backwards.
      for (let i = 1; i < stops.length; i++) {
        stops[i]!.offset = Math.max(stops[i]!.offset, stops[i - 1]!.offset);
      }
    }
    const href: string | undefined = node.attrs.href;
    node = href?.startsWith('#') ? ctx.defs.get(href.slice(1)) : undefined;
  }
  return stops.length > 0 ? { kind, attrs, stops } : null;
}

/** "50%" → 0.5, "0.5" → 0.5 */
function fraction(v: string | undefined, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number.parseFloat(v);
  if (!Number.isFinite(n)) return fallback;
  return v.trim().endsWith('%') ? n / 100 : n;
}

function colorAt(stops: Stop[], t: number): { rgb: Rgb; alpha: number } {
  const first = stops[0]!;
  const last = stops.at(-1)!;
  if (t <= first.offset) return first;
  if (t >= last.offset) return last;
  for (let i = 1; i < stops.length; i++) {
    const b = stops[i]!;
    if (t <= b.offset) {
      const a = stops[i - 1]!;
      const k = b.offset === a.offset ? 1 : (t - a.offset) / (b.offset - a.offset);
      const mix = (x: number, y: number) => x + (y - x) * k;
      return {
        rgb: [mix(a.rgb[0], b.rgb[0]), mix(a.rgb[1], b.rgb[1]), mix(a.rgb[2], b.rgb[2])],
        alpha: mix(a.alpha, b.alpha),
      };
    }
  }
  return last;
}

/** A paint as one colour: the colour itself, or a gradient's average. */
function paint(value: string, style: Style, ctx: Context): { rgb: Rgb; alpha: number } | null {
  const v = value.trim();
  if (v === 'currentColor') return parseColor(style.color);
  if (!v.startsWith('url(')) return parseColor(v);
  const gradient = gradientOf(v, ctx);
  if (!gradient) return null;
  const { stops } = gradient;
  const avg = (i: 0 | 1 | 2) => stops.reduce((s, c) => s + c.rgb[i], 0) / stops.length;
  return {
    rgb: [avg(0), avg(1), avg(2)],
    alpha: stops.reduce((s, c) => s + c.alpha, 0) / stops.length,
  };
}

/** PDF path operators for segments (user space → page, through `m` and the target box). */
function pathOperators(segments: readonly Segment[], m: Matrix, target: SvgTarget): PDFOperator[] {
  const P = (x: number, y: number): [number, number] => {
    const [px, py] = apply(m, x, y);
    return [target.x + px, target.y - py];
  };
  return segments.map((s) => {
    if (s.op === 'Z') return closePath();
    if (s.op === 'C') {
      const [x1, y1] = P(s.x1, s.y1);
      const [x2, y2] = P(s.x2, s.y2);
      const [x, y] = P(s.x, s.y);
      return appendBezierCurve(x1, y1, x2, y2, x, y);
    }
    const [x, y] = P(s.x, s.y);
    return s.op === 'M' ? moveTo(x, y) : lineTo(x, y);
  });
}

function bounds(segments: readonly Segment[]): { x: number; y: number; w: number; h: number } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const s of segments) {
    if (s.op === 'Z') continue;
    xs.push(s.x);
    ys.push(s.y);
    if (s.op === 'C') {
      xs.push(s.x1, s.x2);
      ys.push(s.y1, s.y2);
    }
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

const BANDS = 64;

/** A PDF function mapping t ∈ [0, 1] to the gradient's colours (type 2, stitched by type 3). */
function colorFunction(stops: Stop[], context: PDFContext): PDFDict {
  const points = [...stops];
  if (points[0]!.offset > 0) points.unshift({ ...points[0]!, offset: 0 });
  if (points.at(-1)!.offset < 1) points.push({ ...points.at(-1)!, offset: 1 });
  const segments: Array<{ from: Stop; to: Stop }> = [];
  for (let i = 1; i < points.length; i++) {
    // Zero-width segments (two stops at one offset) only mark a hard edge: keep the boundary.
    if (points[i]!.offset > points[i - 1]!.offset) {
      segments.push({ from: points[i - 1]!, to: points[i]! });
    }
  }
  const exp = (from: Stop, to: Stop) =>
    context.obj({ FunctionType: 2, Domain: [0, 1], C0: from.rgb, C1: to.rgb, N: 1 });
  if (segments.length === 0) return exp(points[0]!, points[0]!);
  if (segments.length === 1) return exp(segments[0]!.from, segments[0]!.to);
  return context.obj({
    FunctionType: 3,
    Domain: [0, 1],
    Functions: segments.map((sg) => exp(sg.from, sg.to)),
    Bounds: segments.slice(1).map((sg) => sg.from.offset),
    Encode: segments.flatMap(() => [0, 1]),
  });
}

/** Paints a real PDF axial/radial shading in gradient space (the clip is already set). */
function shade(gradient: Gradient, g: Matrix, alpha: number, ctx: Context): void {
  const { page } = ctx.target;
  const context = page.doc.context;
  const a = gradient.attrs;
  const coords =
    gradient.kind === 'linear'
      ? [fraction(a.x1, 0), fraction(a.y1, 0), fraction(a.x2, 1), fraction(a.y2, 0)]
      : [
          fraction(a.fx, fraction(a.cx, 0.5)),
          fraction(a.fy, fraction(a.cy, 0.5)),
          0,
          fraction(a.cx, 0.5),
          fraction(a.cy, 0.5),
          fraction(a.r, 0.5),
        ];
  const shading = context.register(
    context.obj({
      ShadingType: gradient.kind === 'linear' ? 2 : 3,
      ColorSpace: 'DeviceRGB',
      Coords: coords,
      Function: colorFunction(gradient.stops, context),
      Extend: [true, true],
    }),
  );
  const resources = page.node.normalizedEntries().Resources;
  let shadings = resources.lookupMaybe(PDFName.of('Shading'), PDFDict);
  if (!shadings) {
    shadings = context.obj({});
    resources.set(PDFName.of('Shading'), shadings);
  }
  const name = PDFName.of(`Sh${shadings.keys().length + 1}`);
  shadings.set(name, shading);
  const ops: PDFOperator[] = [];
  if (alpha < 1) {
    const gs = page.node.newExtGState(
      'GS',
      context.obj({ Type: 'ExtGState', ca: alpha, CA: alpha }),
    );
    ops.push(setGraphicsState(gs));
  }
  // Gradient space → page space (the SVG's y axis points down).
  const { x, y } = ctx.target;
  ops.push(
    concatTransformationMatrix(g[0], -g[1], g[2], -g[3], x + g[4], y - g[5]),
    PDFOperator.of(PDFOperatorNames.ShadingFill, [name]),
  );
  page.pushOperators(...ops);
}

/** A ring between two radii (nonzero winding: the inner circle runs the other way). */
function ringPath(cx: number, cy: number, inner: number, outer: number): Segment[] {
  const circle = (r: number, sweep: 0 | 1) =>
    `M${cx + r} ${cy} A${r} ${r} 0 1 ${sweep} ${cx - r} ${cy} A${r} ${r} 0 1 ${sweep} ${cx + r} ${cy} Z`;
  return parsePath(inner > 0 ? `${circle(outer, 1)} ${circle(inner, 0)}` : circle(outer, 1));
}

/**
 * Fills a shape with a gradient: the shape becomes the clipping path, then a real PDF shading
 * is painted inside it. Gradients whose opacity changes along the way (a PDF shading has one
 * opacity) are painted as bands that do not overlap: strips across a linear gradient, rings of
 * a radial one.
 */
function fillGradient(
  segments: Segment[],
  m: Matrix,
  gradient: Gradient,
  style: Style,
  ctx: Context,
): void {
  const { page } = ctx.target;
  const box = bounds(segments);
  if (!(box.w > 0 || box.h > 0)) return;
  const a = gradient.attrs;
  const userSpace = a.gradientUnits === 'userSpaceOnUse';
  // Gradient space → user space (bounding-box units unless userSpaceOnUse).
  const unit: Matrix = userSpace ? IDENTITY : [box.w || 1, 0, 0, box.h || 1, box.x, box.y];
  const g = multiply(multiply(m, unit), parseTransform(a.gradientTransform));
  const inv = invert(g);
  const opacity = style.fillOpacity * style.opacity;
  const { stops } = gradient;
  page.pushOperators(
    pushGraphicsState(),
    ...pathOperators(segments, m, ctx.target),
    clip(),
    endPath(),
  );
  const oneAlpha = stops.every((st) => Math.abs(st.alpha - stops[0]!.alpha) < 0.002);
  if (!inv) {
    // A degenerate gradient space paints the last colour.
    const last = stops.at(-1)!;
    page.drawSvgPath(pathData(segments, m), {
      x: ctx.target.x,
      y: ctx.target.y,
      color: toPdf(last.rgb),
      opacity: last.alpha * opacity,
      borderColor: undefined,
    });
  } else if (oneAlpha) {
    const alpha = stops[0]!.alpha * opacity;
    if (alpha > 0) shade(gradient, g, alpha, ctx);
  } else {
    const band = (d: Segment[], c: { rgb: Rgb; alpha: number }) => {
      const alpha = c.alpha * opacity;
      if (alpha <= 0) return;
      page.drawSvgPath(pathData(d, g), {
        x: ctx.target.x,
        y: ctx.target.y,
        color: toPdf(c.rgb),
        opacity: alpha,
        borderColor: undefined,
      });
    };
    // The shape's corners in gradient space bound how far the bands must reach.
    const corners = [
      [box.x, box.y],
      [box.x + box.w, box.y],
      [box.x, box.y + box.h],
      [box.x + box.w, box.y + box.h],
    ].map(([px, py]) => apply(inv, ...apply(m, px!, py!)));
    if (gradient.kind === 'linear') {
      const x1 = fraction(a.x1, 0);
      const y1 = fraction(a.y1, 0);
      const dx = fraction(a.x2, 1) - x1;
      const dy = fraction(a.y2, 0) - y1;
      const len2 = dx * dx + dy * dy || 1;
      const ts = corners.map(([x, y]) => ((x - x1) * dx + (y - y1) * dy) / len2);
      const ss = corners.map(([x, y]) => ((x - x1) * -dy + (y - y1) * dx) / len2);
      const sMin = Math.min(...ss) - 0.01;
      const sMax = Math.max(...ss) + 0.01;
      const strip = (t0: number, t1: number): Segment[] => {
        const pt = (t: number, sv: number) => ({
          x: x1 + dx * t - dy * sv,
          y: y1 + dy * t + dx * sv,
        });
        const q = [pt(t0, sMin), pt(t1, sMin), pt(t1, sMax), pt(t0, sMax)];
        return [
          { op: 'M', ...q[0]! },
          { op: 'L', ...q[1]! },
          { op: 'L', ...q[2]! },
          { op: 'L', ...q[3]! },
          { op: 'Z' },
        ];
      };
      const tMin = Math.min(0, ...ts);
      const tMax = Math.max(1, ...ts);
      if (tMin < 0) band(strip(tMin, 0), colorAt(stops, 0));
      for (let i = 0; i < BANDS; i++) {
        band(strip(i / BANDS, (i + 1) / BANDS), colorAt(stops, (i + 0.5) / BANDS));
      }
      if (tMax > 1) band(strip(1, tMax), colorAt(stops, 1));
    } else {
      const cx = fraction(a.cx, 0.5);
      const cy = fraction(a.cy, 0.5);
      const r = fraction(a.r, 0.5);
      const far = Math.max(...corners.map(([x, y]) => Math.hypot(x - cx, y - cy))) + 1;
      if (far > r) band(ringPath(cx, cy, r, far), stops.at(-1)!);
      for (let i = BANDS; i >= 1; i--) {
        band(
          ringPath(cx, cy, (r * (i - 1)) / BANDS, (r * i) / BANDS),
          colorAt(stops, (i - 0.5) / BANDS),
        );
      }
    }
  }
  page.pushOperators(popGraphicsState());
}

function invert(m: Matrix): Matrix | null {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) return null;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

const LINE_CAPS: Record<string, LineCapStyle> = {
  butt: LineCapStyle.Butt,
  round: LineCapStyle.Round,
  square: LineCapStyle.Projecting,
};

function dashes(value: string, scale: number): number[] | undefined {
  if (value === 'none') return undefined;
  const list = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  if (list.length === 0 || list.some((n) => !Number.isFinite(n) || n < 0)) return undefined;
  if (list.every((n) => n === 0)) return undefined;
  const pattern = list.length % 2 === 1 ? [...list, ...list] : list;
  return pattern.map((n) => n * scale);
}

function drawShape(
  segments: Segment[],
  m: Matrix,
  style: Style,
  ctx: Context,
  fillable = true,
): void {
  if (segments.length === 0) return;
  const gradient = fillable ? gradientOf(style.fill, ctx) : null;
  const fill = fillable && !gradient ? paint(style.fill, style, ctx) : null;
  const stroke = paint(style.stroke, style, ctx);
  const scale = scaleOf(m);
  const strokeWidth = style.strokeWidth * scale;
  const stroked = stroke !== null && strokeWidth > 0;
  if (gradient) fillGradient(segments, m, gradient, style, ctx);
  if (!fill && !stroked) return;
  const { page, x, y } = ctx.target;
  // drawSvgPath puts path point (px, py) at (x + px, y − py): the box's top-left is the origin.
  page.drawSvgPath(pathData(segments, m), {
    x,
    y,
    color: fill ? toPdf(fill.rgb) : undefined,
    opacity: fill ? fill.alpha * style.fillOpacity * style.opacity : undefined,
    borderColor: stroked ? toPdf(stroke.rgb) : undefined,
    borderWidth: stroked ? strokeWidth : undefined,
    borderOpacity: stroked ? stroke.alpha * style.strokeOpacity * style.opacity : undefined,
    borderDashArray: stroked ? dashes(style.dashArray, scale) : undefined,
    borderLineCap: stroked ? LINE_CAPS[style.lineCap] : undefined,
  });
}

function textContent(node: SvgNode): string {
  if (node.name === '#text') return node.text;
  return node.children.map(textContent).join('');
}

function drawText(node: SvgNode, m: Matrix, style: Style, ctx: Context): void {
  const fill = paint(style.fill, style, ctx);
  const text = ctx.target.clean(textContent(node).replace(/\s+/g, ' ').trim());
  if (!fill || text === '') return;
  const bold = /bold|[6-9]00/.test(style.fontWeight);
  const font = bold ? ctx.target.fonts.bold : ctx.target.fonts.regular;
  const first = node.children.find((c) => c.name === 'tspan');
  const tx = num(node.attrs.x ?? first?.attrs.x);
  const ty = num(node.attrs.y ?? first?.attrs.y);
  const size = style.fontSize * scaleOf(m);
  if (size <= 0.5) return;
  const width = font.widthOfTextAtSize(text, size);
  const [px, py] = apply(m, tx, ty);
  const shift = style.textAnchor === 'middle' ? width / 2 : style.textAnchor === 'end' ? width : 0;
  ctx.target.page.drawText(text, {
    x: ctx.target.x + px - shift,
    y: ctx.target.y - py,
    size,
    font,
    color: toPdf(fill.rgb),
    opacity: fill.alpha * style.fillOpacity * style.opacity,
  });
}

/** Matrix mapping a viewBox into a width × height viewport (preserveAspectRatio xMidYMid meet). */
export function viewBoxMatrix(
  viewBox: [number, number, number, number],
  width: number,
  height: number,
): Matrix {
  const [vx, vy, vw, vh] = viewBox;
  const s = Math.min(width / vw, height / vh);
  const ox = (width - vw * s) / 2 - vx * s;
  const oy = (height - vh * s) / 2 - vy * s;
  return [s, 0, 0, s, ox, oy];
}

function parseViewBox(v: string | undefined): [number, number, number, number] | null {
  const parts = (v ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (
    parts.length !== 4 ||
    parts.some((p) => !Number.isFinite(p)) ||
    parts[2]! <= 0 ||
    parts[3]! <= 0
  ) {
    return null;
  }
  return parts as [number, number, number, number];
}

function drawNode(node: SvgNode, m: Matrix, parent: Style, ctx: Context): void {
  if (node.name === '#text' || ctx.depth > 64) return;
  const style = styleOf(node, parent);
  if (!style.display) return;
  const local = multiply(m, parseTransform(node.attrs.transform));
  const a = node.attrs;
  switch (node.name) {
    case 'svg': {
      // A nested <svg> establishes a new viewport.
      const vb = parseViewBox(a.viewBox);
      const w = num(a.width, vb?.[2] ?? 0);
      const h = num(a.height, vb?.[3] ?? 0);
      const inner = multiply(
        multiply(local, [1, 0, 0, 1, num(a.x), num(a.y)]),
        vb && w > 0 && h > 0 ? viewBoxMatrix(vb, w, h) : IDENTITY,
      );
      for (const c of node.children) drawNode(c, inner, style, { ...ctx, depth: ctx.depth + 1 });
      return;
    }
    case 'g':
    case 'a':
      for (const c of node.children) drawNode(c, local, style, { ...ctx, depth: ctx.depth + 1 });
      return;
    case 'use': {
      const href = a.href ?? '';
      const ref = href.startsWith('#') ? ctx.defs.get(href.slice(1)) : undefined;
      if (ref && ctx.depth < 16) {
        const moved = multiply(local, [1, 0, 0, 1, num(a.x), num(a.y)]);
        drawNode(ref, moved, style, { ...ctx, depth: ctx.depth + 1 });
      }
      return;
    }
    case 'rect':
      drawShape(
        rectPath(num(a.x), num(a.y), num(a.width), num(a.height), num(a.rx), num(a.ry)),
        local,
        style,
        ctx,
      );
      return;
    case 'circle':
      drawShape(ellipsePath(num(a.cx), num(a.cy), num(a.r), num(a.r)), local, style, ctx);
      return;
    case 'ellipse':
      drawShape(ellipsePath(num(a.cx), num(a.cy), num(a.rx), num(a.ry)), local, style, ctx);
      return;
    case 'line':
      drawShape(
        [
          { op: 'M', x: num(a.x1), y: num(a.y1) },
          { op: 'L', x: num(a.x2), y: num(a.y2) },
        ],
        local,
        style,
        ctx,
        false,
      );
      return;
    case 'polyline':
      drawShape(polyPath(a.points, false), local, style, ctx);
      return;
    case 'polygon':
      drawShape(polyPath(a.points, true), local, style, ctx);
      return;
    case 'path':
      drawShape(parsePath(a.d ?? ''), local, style, ctx);
      return;
    case 'text':
      drawText(node, local, style, ctx);
      return;
    default:
      // defs, title, desc, gradients, clipPath, mask, filter, pattern, symbol…: not drawn.
      return;
  }
}

function collectDefs(node: SvgNode, out: Map<string, SvgNode>): void {
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop()!;
    if (n.attrs.id) out.set(n.attrs.id, n);
    stack.push(...n.children);
  }
}

/**
 * Draws an SVG document into a box of the page, scaled to fit (aspect ratio kept, centred).
 * Returns the rectangle the art covers (PDF convention: x, y of its bottom-left corner).
 */
export function drawSvg(
  svg: string,
  target: SvgTarget,
): { x: number; y: number; width: number; height: number } {
  const root = parseSvg(svg);
  const vb = parseViewBox(root.attrs.viewBox);
  if (!vb) throw new Error('The art has no viewBox');
  const defs = new Map<string, SvgNode>();
  collectDefs(root, defs);
  const m = viewBoxMatrix(vb, target.width, target.height);
  const style = styleOf(root, INITIAL);
  // Like a browser, show only what lies inside the viewBox.
  const [vx, vy, vw, vh] = vb;
  target.page.pushOperators(
    pushGraphicsState(),
    ...pathOperators(rectPath(vx, vy, vw, vh), m, target),
    clip(),
    endPath(),
  );
  for (const c of root.children) drawNode(c, m, style, { target, defs, depth: 0 });
  target.page.pushOperators(popGraphicsState());
  const s = m[0];
  return {
    x: target.x + m[4] + vb[0] * s,
    y: target.y - (m[5] + vb[1] * s) - vb[3] * s,
    width: vb[2] * s,
    height: vb[3] * s,
  };
}
