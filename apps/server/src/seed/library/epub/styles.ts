/**
 * Style sheets of the demo books. No fonts are embedded: a stack of rounded, child-friendly
 * faces falls back to whatever sans-serif the reading system has.
 */

export const FONT_STACK =
  '"Andika", "Atkinson Hyperlegible", "Nunito", "Quicksand", "Comic Neue", "Arial Rounded MT Bold", "Varela Round", "Trebuchet MS", sans-serif';

/** The class a reading system puts on the word being read aloud (media:active-class). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';

const INK = '#1b1b2f';
const PAPER = '#fffdf7';
const ACCENT = '#3d5afe';
const HIGHLIGHT = '#ffe066';

/**
 * Fixed-layout picture book: every page is exactly `width` × `height` CSS px. `narrated` adds the
 * highlight of the word being read aloud.
 */
export function pictureBookCss(page: { width: number; height: number }, narrated: boolean): string {
  const { width, height } = page;
  const unit = Math.min(width, height);
  const text = Math.round(unit * 0.052);
  return `@charset "UTF-8";
html,
body {
  margin: 0;
  padding: 0;
  width: ${width}px;
  height: ${height}px;
  overflow: hidden;
}
body {
  position: relative;
  background: ${PAPER};
  color: ${INK};
  font-family: ${FONT_STACK};
  -epub-hyphens: none;
  hyphens: none;
}
.art {
  position: absolute;
  top: 0;
  left: 0;
  width: ${width}px;
  height: ${height}px;
}
.art img {
  display: block;
  width: 100%;
  height: 100%;
}
.words {
  position: absolute;
  left: ${Math.round(width * 0.05)}px;
  right: ${Math.round(width * 0.05)}px;
  bottom: ${Math.round(height * 0.04)}px;
  padding: ${Math.round(unit * 0.025)}px ${Math.round(unit * 0.04)}px;
  border-radius: ${Math.round(unit * 0.04)}px;
  background: rgba(255, 253, 247, 0.94);
  box-shadow: 0 2px 10px rgba(27, 27, 47, 0.18);
}
.words p {
  margin: 0;
  font-size: ${text}px;
  line-height: 1.35;
  font-weight: 600;
  letter-spacing: 0.01em;
  text-align: center;
}
.words p + p {
  margin-top: ${Math.round(text * 0.4)}px;
}
${
  narrated
    ? `.${ACTIVE_CLASS} {
  background-color: ${HIGHLIGHT};
  border-radius: 0.2em;
  box-shadow: 0 0 0 0.08em ${HIGHLIGHT};
}
`
    : ''
}.cover {
  background: #20233a;
}
.cover .art img {
  object-fit: contain;
}
.title-page,
.copyright-page,
.back-cover {
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  box-sizing: border-box;
  padding: ${Math.round(unit * 0.08)}px;
}
.title-page h1 {
  margin: 0 0 ${Math.round(unit * 0.04)}px;
  font-size: ${Math.round(unit * 0.09)}px;
  line-height: 1.15;
  color: ${ACCENT};
}
.title-page .series {
  margin: 0 0 ${Math.round(unit * 0.03)}px;
  font-size: ${Math.round(unit * 0.04)}px;
  text-transform: uppercase;
  letter-spacing: 0.08em;
}
.title-page .people {
  margin: ${Math.round(unit * 0.01)}px 0;
  font-size: ${Math.round(unit * 0.045)}px;
}
.copyright-page p {
  margin: ${Math.round(unit * 0.012)}px 0;
  font-size: ${Math.round(unit * 0.028)}px;
  line-height: 1.45;
}
.back-cover {
  background: #20233a;
  color: #ffffff;
}
.back-cover .blurb {
  margin: 0 0 ${Math.round(unit * 0.05)}px;
  font-size: ${Math.round(unit * 0.045)}px;
  line-height: 1.4;
}
.back-cover .ages,
.back-cover .imprint {
  margin: ${Math.round(unit * 0.01)}px 0;
  font-size: ${Math.round(unit * 0.032)}px;
}
`;
}

/** Reflowable chapter books and nonfiction: the reading system sets the page size. */
export function reflowableCss(): string {
  return `@charset "UTF-8";
body {
  margin: 0 5%;
  background: ${PAPER};
  color: ${INK};
  font-family: ${FONT_STACK};
  font-size: 1.15em;
  line-height: 1.6;
  -epub-hyphens: none;
  hyphens: none;
}
h1,
h2,
h3 {
  color: ${ACCENT};
  line-height: 1.2;
  page-break-after: avoid;
  break-after: avoid;
}
h1 {
  font-size: 2em;
  margin: 1.5em 0 0.5em;
  text-align: center;
}
h2 {
  font-size: 1.6em;
  margin: 0.6em 0 0.8em;
  text-align: center;
}
h2 .chapter-number {
  display: block;
  font-size: 0.6em;
  text-transform: uppercase;
  letter-spacing: 0.1em;
  color: ${INK};
}
p {
  margin: 0 0 0.9em;
  text-align: left;
}
section {
  page-break-before: always;
  break-before: page;
}
.chapter-head {
  margin: 1em auto 0.5em;
  text-align: center;
}
.chapter-head img {
  width: 70%;
  max-width: 28em;
  height: auto;
}
.cover-page {
  margin: 0;
  text-align: center;
}
.cover-page img {
  height: 95vh;
  max-width: 100%;
}
.title-page {
  text-align: center;
  padding-top: 15%;
}
.title-page .series {
  text-transform: uppercase;
  letter-spacing: 0.08em;
}
.title-page .people {
  font-size: 1.2em;
  margin: 0.3em 0;
  text-align: center;
}
.copyright-page p {
  font-size: 0.85em;
  text-align: center;
}
.copyright-page {
  padding-top: 30%;
}
aside.fact-box {
  margin: 1.2em 0;
  padding: 0.8em 1em;
  border: 3px solid #ffb300;
  border-radius: 0.8em;
  background: #fff4d6;
  page-break-inside: avoid;
  break-inside: avoid;
}
aside.fact-box h3 {
  margin: 0 0 0.4em;
  font-size: 1.1em;
  color: #8a4b00;
}
aside.fact-box p {
  margin: 0;
}
dl.glossary dt {
  margin-top: 0.9em;
  font-weight: bold;
  color: ${ACCENT};
}
dl.glossary dd {
  margin: 0.2em 0 0 1.2em;
}
nav ol {
  list-style: none;
  padding: 0;
}
nav li {
  margin: 0.5em 0;
  font-size: 1.15em;
}
nav a {
  color: ${ACCENT};
  text-decoration: none;
}
nav[hidden] {
  display: none;
}
`;
}
