import { createHash, randomInt } from 'node:crypto';

/** Letters that cannot be mistaken for one another (no I/L/1, O/0, S/5, B/8, Z/2). */
export const CAPTCHA_ALPHABET = 'ACDEFGHJKMNPQRTUVWXY';
export const CAPTCHA_LENGTH = 5;

export function newCaptchaWord(): string {
  let w = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++)
    w += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return w;
}

/** The stored form of a challenge's word (the word itself is never stored nor sent as text). */
export function captchaHash(challengeId: string, word: string): string {
  return createHash('sha256').update(`${challengeId}:${word.toUpperCase()}`).digest('hex');
}

/**
 * The word drawn as an SVG picture: each letter shifted and turned a little, lower- or upper-case
 * at random (the reader types it in any case; the form uppercases it), over a few noise lines.
 */
export function captchaSvg(word: string): string {
  const w = 40 + word.length * 34;
  const h = 64;
  const parts: string[] = [];
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<line x1="${randomInt(w)}" y1="${randomInt(h)}" x2="${randomInt(w)}" y2="${randomInt(h)}" stroke="#94a3b8" stroke-width="2"/>`,
    );
  }
  [...word].forEach((ch, i) => {
    const x = 24 + i * 34 + randomInt(-3, 4);
    const y = 44 + randomInt(-5, 6);
    const rot = randomInt(-18, 19);
    const letter = randomInt(2) ? ch.toLowerCase() : ch;
    parts.push(
      `<text x="${x}" y="${y}" transform="rotate(${rot} ${x} ${y})" font-family="Verdana, sans-serif" font-size="32" font-weight="700" fill="#1e293b">${letter}</text>`,
    );
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#f1f5f9"/>${parts.join('')}</svg>`;
}
