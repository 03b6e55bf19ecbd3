/**
 * SVG path data → absolute moveto / lineto / cubic / close segments, so that any transform can
 * be applied to the points (pdf-lib's drawSvgPath only scales uniformly).
 */

/** 2D affine matrix [a, b, c, d, e, f]: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number];

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

export function apply(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** The average linear scale of a matrix (for stroke widths and font sizes). */
export function scaleOf(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

/** Parses an SVG `transform` attribute. Unknown functions are ignored. */
export function parseTransform(value: string | undefined): Matrix {
  let m: Matrix = IDENTITY;
  if (!value) return m;
  const re = /(matrix|translate|scale|rotate|skewX|skewY)\s*\(([^)]*)\)/g;
  for (let match = re.exec(value); match; match = re.exec(value)) {
    const args = (match[2] ?? '')
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (args.some((a) => !Number.isFinite(a))) continue;
    let t: Matrix = IDENTITY;
    switch (match[1]) {
      case 'matrix':
        if (args.length === 6) t = args as Matrix;
        break;
      case 'translate':
        t = [1, 0, 0, 1, args[0] ?? 0, args[1] ?? 0];
        break;
      case 'scale':
        t = [args[0] ?? 1, 0, 0, args[1] ?? args[0] ?? 1, 0, 0];
        break;
      case 'rotate': {
        const a = ((args[0] ?? 0) * Math.PI) / 180;
        const cx = args[1] ?? 0;
        const cy = args[2] ?? 0;
        const r: Matrix = [Math.cos(a), Math.sin(a), -Math.sin(a), Math.cos(a), 0, 0];
        t = multiply(multiply([1, 0, 0, 1, cx, cy], r), [1, 0, 0, 1, -cx, -cy]);
        break;
      }
      case 'skewX':
        t = [1, 0, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 1, 0, 0];
        break;
      case 'skewY':
        t = [1, Math.tan(((args[0] ?? 0) * Math.PI) / 180), 0, 1, 0, 0];
        break;
    }
    m = multiply(m, t);
  }
  return m;
}

export type Segment =
  | { op: 'M' | 'L'; x: number; y: number }
  | { op: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { op: 'Z' };

const ARG_COUNT: Record<string, number> = {
  m: 2,
  l: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  t: 2,
  a: 7,
  z: 0,
};

function tokenize(d: string): Array<string | number> {
  const out: Array<string | number> = [];
  const re = /([MmLlHhVvCcSsQqTtAaZz])|([-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?)/g;
  for (let m = re.exec(d); m; m = re.exec(d)) {
    if (m[1]) out.push(m[1]);
    else out.push(Number(m[2]));
  }
  return out;
}

/** Tokenises an arc's flags, which may be written without separators ("a5 5 0 011 1"). */
function arcArgs(tokens: Array<string | number>, i: number): { args: number[]; next: number } {
  const args: number[] = [];
  let k = i;
  while (args.length < 7 && k < tokens.length && typeof tokens[k] === 'number') {
    const n = tokens[k] as number;
    if ((args.length === 3 || args.length === 4) && n !== 0 && n !== 1) {
      // "011" was read as the number 11: split the flag digits back out.
      const digits = String(n);
      if (/^[01]+$/.test(digits)) {
        for (const ch of digits) args.push(Number(ch));
        k += 1;
        continue;
      }
    }
    args.push(n);
    k += 1;
  }
  return { args, next: k };
}

function arcToCubics(
  x1: number,
  y1: number,
  rxIn: number,
  ryIn: number,
  angle: number,
  largeArc: number,
  sweep: number,
  x2: number,
  y2: number,
): Segment[] {
  if (x1 === x2 && y1 === y2) return [];
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0) return [{ op: 'L', x: x2, y: y2 }];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  let coef = Math.sqrt(Math.max(0, num / den));
  if (largeArc === sweep) coef = -coef;
  const cxp = (coef * rx * y1p) / ry;
  const cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angleOf = (ux: number, uy: number, vx: number, vy: number) => {
    const a = Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
    return a;
  };
  const theta1 = angleOf(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let delta = angleOf((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  const parts = Math.max(1, Math.ceil(Math.abs(delta) / (Math.PI / 2)));
  const step = delta / parts;
  const k = (4 / 3) * Math.tan(step / 4);
  const point = (t: number): [number, number] => [
    cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin,
    cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos,
  ];
  const deriv = (t: number): [number, number] => [
    -rx * Math.sin(t) * cos - ry * Math.cos(t) * sin,
    -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos,
  ];
  const out: Segment[] = [];
  let t = theta1;
  for (let i = 0; i < parts; i++) {
    const [px, py] = point(t);
    const [dx1, dy1] = deriv(t);
    const t2 = t + step;
    const [qx, qy] = i === parts - 1 ? [x2, y2] : point(t2);
    const [dx2, dy2] = deriv(t2);
    out.push({
      op: 'C',
      x1: px + k * dx1,
      y1: py + k * dy1,
      x2: qx - k * dx2,
      y2: qy - k * dy2,
      x: qx,
      y: qy,
    });
    t = t2;
  }
  return out;
}

/** Parses path data into absolute M/L/C/Z segments (stops at the first error, like browsers). */
export function parsePath(d: string): Segment[] {
  const tokens = tokenize(d);
  const out: Segment[] = [];
  let i = 0;
  let cx = 0;
  let cy = 0;
  let startX = 0;
  let startY = 0;
  let lastCtrl: [number, number] | null = null;
  let lastQuad: [number, number] | null = null;
  let cmd = '';
  while (i < tokens.length) {
    const tok = tokens[i];
    if (typeof tok === 'string') {
      cmd = tok;
      i += 1;
      if (cmd === 'z' || cmd === 'Z') {
        out.push({ op: 'Z' });
        cx = startX;
        cy = startY;
        lastCtrl = null;
        lastQuad = null;
        continue;
      }
    } else if (cmd === '' || cmd === 'z' || cmd === 'Z') {
      break;
    }
    const lower = cmd.toLowerCase();
    const rel = cmd === lower;
    let args: number[];
    if (lower === 'a') {
      const r = arcArgs(tokens, i);
      args = r.args;
      i = r.next;
    } else {
      const n = ARG_COUNT[lower] ?? 0;
      args = [];
      while (args.length < n && typeof tokens[i] === 'number') args.push(tokens[i++] as number);
    }
    if (args.length < (ARG_COUNT[lower] ?? 0)) break;
    const ox = rel ? cx : 0;
    const oy = rel ? cy : 0;
    let ctrl: [number, number] | null = null;
    let quad: [number, number] | null = null;
    switch (lower) {
      case 'm':
        cx = ox + args[0]!;
        cy = oy + args[1]!;
        startX = cx;
        startY = cy;
        out.push({ op: 'M', x: cx, y: cy });
        // Further pairs after a moveto are linetos.
        cmd = rel ? 'l' : 'L';
        break;
      case 'l':
        cx = ox + args[0]!;
        cy = oy + args[1]!;
        out.push({ op: 'L', x: cx, y: cy });
        break;
      case 'h':
        cx = ox + args[0]!;
        out.push({ op: 'L', x: cx, y: cy });
        break;
      case 'v':
        cy = oy + args[0]!;
        out.push({ op: 'L', x: cx, y: cy });
        break;
      case 'c': {
        const [x1, y1, x2, y2, x, y] = [
          ox + args[0]!,
          oy + args[1]!,
          ox + args[2]!,
          oy + args[3]!,
          ox + args[4]!,
          oy + args[5]!,
        ];
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        ctrl = [x2, y2];
        cx = x;
        cy = y;
        break;
      }
      case 's': {
        const [x1, y1] = lastCtrl ? [2 * cx - lastCtrl[0], 2 * cy - lastCtrl[1]] : [cx, cy];
        const [x2, y2, x, y] = [ox + args[0]!, oy + args[1]!, ox + args[2]!, oy + args[3]!];
        out.push({ op: 'C', x1, y1, x2, y2, x, y });
        ctrl = [x2, y2];
        cx = x;
        cy = y;
        break;
      }
      case 'q':
      case 't': {
        let qx: number;
        let qy: number;
        let x: number;
        let y: number;
        if (lower === 'q') {
          [qx, qy, x, y] = [ox + args[0]!, oy + args[1]!, ox + args[2]!, oy + args[3]!];
        } else {
          [qx, qy] = lastQuad ? [2 * cx - lastQuad[0], 2 * cy - lastQuad[1]] : [cx, cy];
          [x, y] = [ox + args[0]!, oy + args[1]!];
        }
        out.push({
          op: 'C',
          x1: cx + (2 / 3) * (qx - cx),
          y1: cy + (2 / 3) * (qy - cy),
          x2: x + (2 / 3) * (qx - x),
          y2: y + (2 / 3) * (qy - y),
          x,
          y,
        });
        quad = [qx, qy];
        cx = x;
        cy = y;
        break;
      }
      case 'a': {
        const [rx, ry, rot, large, sweep] = args as [number, number, number, number, number];
        const x = ox + args[5]!;
        const y = oy + args[6]!;
        out.push(...arcToCubics(cx, cy, rx, ry, rot, large ? 1 : 0, sweep ? 1 : 0, x, y));
        cx = x;
        cy = y;
        break;
      }
      default:
        return out;
    }
    lastCtrl = ctrl;
    lastQuad = quad;
  }
  return out;
}

const num = (n: number) => {
  const r = Math.round(n * 100) / 100;
  return Object.is(r, -0) ? '0' : String(r);
};

/** Writes segments back as absolute path data, every point passed through `m`. */
export function pathData(segments: readonly Segment[], m: Matrix): string {
  const parts: string[] = [];
  for (const s of segments) {
    if (s.op === 'Z') {
      parts.push('Z');
    } else if (s.op === 'C') {
      const [x1, y1] = apply(m, s.x1, s.y1);
      const [x2, y2] = apply(m, s.x2, s.y2);
      const [x, y] = apply(m, s.x, s.y);
      parts.push(`C${num(x1)} ${num(y1)} ${num(x2)} ${num(y2)} ${num(x)} ${num(y)}`);
    } else {
      const [x, y] = apply(m, s.x, s.y);
      parts.push(`${s.op}${num(x)} ${num(y)}`);
    }
  }
  return parts.join(' ');
}

/** Path segments of the basic shapes. */
export function rectPath(
  x: number,
  y: number,
  w: number,
  h: number,
  rxIn = 0,
  ryIn = 0,
): Segment[] {
  if (w <= 0 || h <= 0) return [];
  const rx = Math.min(Math.max(0, rxIn || ryIn), w / 2);
  const ry = Math.min(Math.max(0, ryIn || rxIn), h / 2);
  if (rx === 0 || ry === 0) {
    return [
      { op: 'M', x, y },
      { op: 'L', x: x + w, y },
      { op: 'L', x: x + w, y: y + h },
      { op: 'L', x, y: y + h },
      { op: 'Z' },
    ];
  }
  return parsePath(
    `M${x + rx} ${y} H${x + w - rx} A${rx} ${ry} 0 0 1 ${x + w} ${y + ry} V${y + h - ry} ` +
      `A${rx} ${ry} 0 0 1 ${x + w - rx} ${y + h} H${x + rx} A${rx} ${ry} 0 0 1 ${x} ${y + h - ry} ` +
      `V${y + ry} A${rx} ${ry} 0 0 1 ${x + rx} ${y} Z`,
  );
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): Segment[] {
  if (rx <= 0 || ry <= 0) return [];
  return parsePath(
    `M${cx + rx} ${cy} A${rx} ${ry} 0 0 1 ${cx} ${cy + ry} A${rx} ${ry} 0 0 1 ${cx - rx} ${cy} ` +
      `A${rx} ${ry} 0 0 1 ${cx} ${cy - ry} A${rx} ${ry} 0 0 1 ${cx + rx} ${cy} Z`,
  );
}

export function polyPath(points: string | undefined, close: boolean): Segment[] {
  const nums = (points ?? '')
    .trim()
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(Number);
  const out: Segment[] = [];
  for (let i = 0; i + 1 < nums.length; i += 2) {
    const x = nums[i]!;
    const y = nums[i + 1]!;
    if (!Number.isFinite(x) || !Number.isFinite(y)) break;
    out.push({ op: i === 0 ? 'M' : 'L', x, y });
  }
  if (close && out.length > 0) out.push({ op: 'Z' });
  return out;
}
