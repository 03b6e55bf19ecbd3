import type { EngineSection, ReaderEngine } from '../engine/reader-engine.ts';
import { parseClockValue } from './smil-clock.ts';

/**
 * EPUB 3 Media Overlays (SMIL), parsed by us: the `<par>` elements of every narrated section
 * become one timeline in reading order. We never let a parser expand entities: a document with a
 * DOCTYPE (the only place entities can be declared) is refused before parsing.
 */

/** A `<par>` of a SMIL file, its hrefs resolved against the package. */
export interface SmilPar {
  /** Package href of the text document (without the fragment). */
  textHref: string;
  /** Id of the element in that document (the `#fragment` of the text src), if any. */
  fragment: string | null;
  /** Package href of the audio file. */
  audioHref: string;
  /** Clip start in seconds. */
  begin: number;
  /** Clip end in seconds; `Infinity` when the clip runs to the end of the audio file. */
  end: number;
}

/** A par placed in the book: which section it highlights. */
export interface TimelinePar extends SmilPar {
  /** Position in the timeline. */
  index: number;
  /** Spine index of the section whose document holds the element. */
  sectionIndex: number;
  sectionHref: string;
}

/**
 * A stretch of the timeline that plays without seeking: pars of one audio file whose clips follow
 * each other. Within a run the active par is found from the audio clock alone.
 */
export interface TimelineRun {
  audioHref: string;
  /** First par index of the run, and one past the last. */
  start: number;
  end: number;
}

export interface Timeline {
  pars: TimelinePar[];
  runs: TimelineRun[];
  /** Run index of every par. */
  runOf: number[];
}

/** Clips closer than this (seconds) count as following each other. */
const CONTIGUOUS = 0.05;

export class UnsafeXmlError extends Error {}

/** Parse an XML document of the book; DOCTYPEs (and with them entities) are refused. */
export function parseBookXml(text: string, what: string): Document {
  if (/<!DOCTYPE|<!ENTITY/i.test(text))
    throw new UnsafeXmlError(`${what}: a DOCTYPE is not allowed`);
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) {
    throw new UnsafeXmlError(`${what}: not well-formed XML`);
  }
  return doc;
}

function splitHref(href: string): { path: string; fragment: string | null } {
  const hash = href.indexOf('#');
  if (hash < 0) return { path: href, fragment: null };
  const raw = href.slice(hash + 1);
  let fragment = raw;
  try {
    fragment = decodeURIComponent(raw);
  } catch {
    // A malformed escape stays as written.
  }
  return { path: href.slice(0, hash), fragment: fragment === '' ? null : fragment };
}

function child(el: Element, localName: string): Element | null {
  for (const c of Array.from(el.children)) if (c.localName === localName) return c;
  return null;
}

/**
 * The pars of one SMIL document in document order (nested `<seq>`s included). Pars without text or
 * audio, or with a clip time we cannot read, are skipped. SMIL 2 (DAISY) `clip-begin`/`clip-end`
 * spellings are accepted too.
 */
export function parseSmil(
  xml: string,
  smilHref: string,
  resolveHref: (href: string, base: string) => string,
): SmilPar[] {
  const doc = parseBookXml(xml, smilHref);
  const pars: SmilPar[] = [];
  for (const par of Array.from(doc.getElementsByTagNameNS('*', 'par'))) {
    const text = child(par, 'text');
    const audio = child(par, 'audio');
    const textSrc = text?.getAttribute('src');
    const audioSrc = audio?.getAttribute('src');
    if (!audio || !textSrc || !audioSrc) continue;
    const beginAttr = audio.getAttribute('clipBegin') ?? audio.getAttribute('clip-begin');
    const endAttr = audio.getAttribute('clipEnd') ?? audio.getAttribute('clip-end');
    const begin = beginAttr === null ? 0 : parseClockValue(beginAttr);
    const end = endAttr === null ? Infinity : parseClockValue(endAttr);
    if (begin === null || end === null || end <= begin) continue;
    const { path, fragment } = splitHref(resolveHref(textSrc, smilHref));
    pars.push({
      textHref: path,
      fragment,
      audioHref: splitHref(resolveHref(audioSrc, smilHref)).path,
      begin,
      end,
    });
  }
  return pars;
}

function normalizeHref(href: string): string {
  try {
    return decodeURI(href);
  } catch {
    return href;
  }
}

/**
 * One timeline from the pars of each narrated section (spine order, then document order). A par
 * whose text points into another spine item highlights there; otherwise in its own section.
 */
export function buildTimeline(
  sections: readonly EngineSection[],
  parsBySection: ReadonlyMap<number, readonly SmilPar[]>,
): Timeline {
  const byHref = new Map<string, EngineSection>();
  for (const s of sections) byHref.set(normalizeHref(s.href), s);

  const pars: TimelinePar[] = [];
  const ordered = [...sections].sort((a, b) => a.index - b.index);
  for (const section of ordered) {
    for (const p of parsBySection.get(section.index) ?? []) {
      const target = byHref.get(normalizeHref(p.textHref)) ?? section;
      pars.push({ ...p, index: pars.length, sectionIndex: target.index, sectionHref: target.href });
    }
  }

  const runs: TimelineRun[] = [];
  const runOf: number[] = [];
  pars.forEach((p, i) => {
    const prev = pars[i - 1];
    const last = runs.at(-1);
    const follows =
      prev !== undefined &&
      last !== undefined &&
      prev.audioHref === p.audioHref &&
      Number.isFinite(prev.end) &&
      Math.abs(p.begin - prev.end) <= CONTIGUOUS;
    if (follows) last.end = i + 1;
    else runs.push({ audioHref: p.audioHref, start: i, end: i + 1 });
    runOf.push(runs.length - 1);
  });
  return { pars, runs, runOf };
}

/**
 * The par being heard at audio time `t` among `pars[from..to)` (one run, clips in time order):
 * the last that began at or before `t`; -1 before the first begins or once the last has ended.
 * Binary search — it runs on every animation frame.
 */
export function findActivePar(
  pars: readonly Pick<SmilPar, 'begin' | 'end'>[],
  t: number,
  from = 0,
  to = pars.length,
): number {
  if (to <= from || t < pars[from]!.begin) return -1;
  let lo = from;
  let hi = to - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (pars[mid]!.begin <= t) lo = mid;
    else hi = mid - 1;
  }
  if (lo === to - 1 && t >= pars[lo]!.end) return -1;
  return lo;
}

/** Load and parse every section's media overlay. A broken SMIL file only loses its own pars. */
export async function loadTimeline(
  engine: Pick<ReaderEngine, 'sections' | 'loadText' | 'resolveHref'>,
): Promise<Timeline> {
  const narrated = engine.sections.filter((s) => s.mediaOverlayHref);
  const results = await Promise.all(
    narrated.map(async (s) => {
      const href = s.mediaOverlayHref!;
      try {
        const xml = await engine.loadText(href);
        return [s.index, parseSmil(xml, href, (h, b) => engine.resolveHref(h, b))] as const;
      } catch {
        return [s.index, [] as SmilPar[]] as const;
      }
    }),
  );
  return buildTimeline(engine.sections, new Map(results));
}

/** The book's own media overlay classes (OPF `media:active-class`, `media:playback-active-class`). */
export interface MediaClasses {
  activeClass: string | null;
  playbackActiveClass: string | null;
}

const NO_CLASSES: MediaClasses = { activeClass: null, playbackActiveClass: null };

function className(value: string | null | undefined): string | null {
  const v = value?.trim();
  return v && /^[^\s]+$/.test(v) ? v : null;
}

/** Read the media classes from the package document (via META-INF/container.xml). */
export async function readMediaClasses(
  engine: Pick<ReaderEngine, 'loadText'>,
): Promise<MediaClasses> {
  try {
    const container = parseBookXml(
      await engine.loadText('META-INF/container.xml'),
      'container.xml',
    );
    const opfPath = container.getElementsByTagNameNS('*', 'rootfile')[0]?.getAttribute('full-path');
    if (!opfPath) return NO_CLASSES;
    const opf = parseBookXml(await engine.loadText(opfPath), opfPath);
    const meta = (property: string) =>
      Array.from(opf.getElementsByTagNameNS('*', 'meta')).find(
        (m) => m.getAttribute('property') === property && !m.hasAttribute('refines'),
      )?.textContent;
    return {
      activeClass: className(meta('media:active-class')),
      playbackActiveClass: className(meta('media:playback-active-class')),
    };
  } catch {
    return NO_CLASSES;
  }
}
