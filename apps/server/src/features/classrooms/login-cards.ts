import { createHmac, timingSafeEqual } from 'node:crypto';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/**
 * Login cards (issue 12 item 3, docs/decisions/025): a card per student with the name, an
 * avatar badge, the class code, the PIN and a QR code whose URL signs that student in on a class
 * device. The QR token is `<classroomId hex><studentId hex>.<cardVersion>.<HMAC>`: the HMAC key is
 * the class's card secret (replaced with the class code) and the message names the class code
 * and the student's card version, so a new class code revokes every card and a card reset
 * revokes one.
 */

const hex = (uuid: string) => uuid.replace(/-/g, '');
const uuidOf = (h: string) =>
  `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;

function mac(secret: string, classroomId: string, studentId: string, v: number, code: string) {
  return createHmac('sha256', secret)
    .update(`pagebird-card:${classroomId}:${studentId}:${v}:${code}`)
    .digest('base64url');
}

export function signCardToken(o: {
  classroomId: string;
  studentId: string;
  cardVersion: number;
  loginCode: string;
  cardSecret: string;
}): string {
  const sig = mac(o.cardSecret, o.classroomId, o.studentId, o.cardVersion, o.loginCode);
  return `${hex(o.classroomId)}${hex(o.studentId)}.${o.cardVersion}.${sig}`;
}

/** The ids a token names (not yet verified), or null when it is not a card token at all. */
export function parseCardToken(
  token: string,
): { classroomId: string; studentId: string; cardVersion: number; sig: string } | null {
  const m = /^([0-9a-f]{32})([0-9a-f]{32})\.(\d{1,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  return {
    classroomId: uuidOf(m[1]!),
    studentId: uuidOf(m[2]!),
    cardVersion: Number(m[3]),
    sig: m[4]!,
  };
}

export function cardTokenValid(
  parsed: NonNullable<ReturnType<typeof parseCardToken>>,
  target: { loginCode: string; cardSecret: string; cardVersion: number },
): boolean {
  if (parsed.cardVersion !== target.cardVersion) return false;
  const want = Buffer.from(
    mac(
      target.cardSecret,
      parsed.classroomId,
      parsed.studentId,
      parsed.cardVersion,
      target.loginCode,
    ),
  );
  const got = Buffer.from(parsed.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

export interface CardStudent {
  firstName: string;
  lastName: string;
  passCode: string | null;
  signInUrl: string;
}

const ink = rgb(0.13, 0.16, 0.24);
const soft = rgb(0.42, 0.45, 0.52);
const badgeColours = [
  rgb(0.98, 0.62, 0.25),
  rgb(0.33, 0.63, 0.95),
  rgb(0.45, 0.78, 0.45),
  rgb(0.86, 0.45, 0.78),
  rgb(0.96, 0.78, 0.26),
  rgb(0.4, 0.75, 0.8),
];

/** pdf-lib's standard fonts speak WinAnsi only: anything else becomes "?". */
function winAnsi(text: string): string {
  return Array.from(text.normalize('NFC'))
    .map((ch) => (/^[\u0020-\u007e\u00a0-\u00ff]$/u.test(ch) ? ch : '?'))
    .join('');
}

function fitText(font: PDFFont, text: string, size: number, maxWidth: number): string {
  const full = winAnsi(text);
  if (font.widthOfTextAtSize(full, size) <= maxWidth) return full;
  let t = full;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}...`, size) > maxWidth) t = t.slice(0, -1);
  return `${t}...`;
}

function drawCard(
  page: PDFPage,
  fonts: { bold: PDFFont; regular: PDFFont },
  x: number,
  y: number,
  w: number,
  h: number,
  s: CardStudent,
  i: number,
  cls: { name: string; loginCode: string },
  qr: Awaited<ReturnType<PDFDocument['embedPng']>>,
) {
  page.drawRectangle({
    x,
    y,
    width: w,
    height: h,
    borderColor: rgb(0.75, 0.78, 0.84),
    borderWidth: 1,
    borderDashArray: [4, 3],
    color: rgb(1, 1, 1),
  });
  // Avatar badge: the student's initial on a colour of their own.
  const r = 22;
  page.drawCircle({ x: x + 16 + r, y: y + h - 16 - r, size: r, color: badgeColours[i % 6]! });
  const initial = winAnsi(s.firstName.slice(0, 1).toUpperCase()) || '?';
  const iw = fonts.bold.widthOfTextAtSize(initial, 22);
  page.drawText(initial, {
    x: x + 16 + r - iw / 2,
    y: y + h - 16 - r - 8,
    size: 22,
    font: fonts.bold,
    color: rgb(1, 1, 1),
  });
  const textX = x + 16 + 2 * r + 10;
  const textW = w - (textX - x) - 12;
  page.drawText(fitText(fonts.bold, s.firstName, 16, textW), {
    x: textX,
    y: y + h - 34,
    size: 16,
    font: fonts.bold,
    color: ink,
  });
  page.drawText(fitText(fonts.regular, s.lastName, 11, textW), {
    x: textX,
    y: y + h - 50,
    size: 11,
    font: fonts.regular,
    color: soft,
  });
  const label = (t: string, yy: number) =>
    page.drawText(t, { x: x + 16, y: yy, size: 9, font: fonts.regular, color: soft });
  const value = (t: string, yy: number) =>
    page.drawText(t, { x: x + 16, y: yy, size: 18, font: fonts.bold, color: ink });
  label('Class code', y + 82);
  value(cls.loginCode, y + 62);
  label('PIN', y + 42);
  value(s.passCode ?? '(ask your teacher)', y + 22);
  const q = 96;
  page.drawImage(qr, { x: x + w - q - 10, y: y + 12, width: q, height: q });
  page.drawText('Scan to sign in', {
    x: x + w - q - 10 + 16,
    y: y + 6,
    size: 7,
    font: fonts.regular,
    color: soft,
  });
  page.drawText(fitText(fonts.regular, cls.name, 8, w - q - 40), {
    x: x + 16,
    y: y + 8,
    size: 8,
    font: fonts.regular,
    color: soft,
  });
}

/** One US Letter PDF, eight cards a page (2 × 4), ready to cut out. */
export async function loginCardsPdf(
  cls: { name: string; loginCode: string; teacherName: string },
  students: CardStudent[],
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`Login cards - ${cls.name}`));
  pdf.setCreator('Pagebird');
  pdf.setProducer('Pagebird');
  const fonts = {
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
    regular: await pdf.embedFont(StandardFonts.Helvetica),
  };
  const [pw, ph] = [612, 792];
  const margin = 36;
  const cols = 2;
  const rows = 4;
  const gap = 12;
  const w = (pw - 2 * margin - gap) / cols;
  const h = (ph - 2 * margin - 44 - gap * (rows - 1)) / rows;
  const perPage = cols * rows;
  const qrs = await Promise.all(
    students.map(async (s) =>
      pdf.embedPng(
        await QRCode.toBuffer(s.signInUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 }),
      ),
    ),
  );
  for (let start = 0; start < Math.max(students.length, 1); start += perPage) {
    const page = pdf.addPage([pw, ph]);
    page.drawText(fitText(fonts.bold, `${cls.name} - login cards`, 14, pw - 2 * margin), {
      x: margin,
      y: ph - margin - 14,
      size: 14,
      font: fonts.bold,
      color: ink,
    });
    page.drawText(fitText(fonts.regular, cls.teacherName, 10, pw - 2 * margin), {
      x: margin,
      y: ph - margin - 28,
      size: 10,
      font: fonts.regular,
      color: soft,
    });
    students.slice(start, start + perPage).forEach((s, k) => {
      const col = k % cols;
      const row = Math.floor(k / cols);
      const x = margin + col * (w + gap);
      const y = ph - margin - 44 - (row + 1) * h - row * gap;
      drawCard(page, fonts, x, y, w, h, s, start + k, cls, qrs[start + k]!);
    });
  }
  return pdf.save();
}
