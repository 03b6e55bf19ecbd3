import type { WordTiming } from '../narration/narration.ts';
import { clipTime, esc } from './xml.ts';

export interface OverlayInput {
  /** The page document, relative to the SMIL file. */
  textHref: string;
  /** The page's audio, relative to the SMIL file. */
  audioHref: string;
  words: readonly WordTiming[];
  /** Length of the audio file, seconds. */
  duration: number;
}

export interface Clip {
  id: string;
  begin: number;
  end: number;
  /** The clip that ends with the audio file (its end is rounded down, never past the audio). */
  last: boolean;
}

/**
 * One clip per word. The clips tile the whole audio file without gaps: a word's clip runs from
 * the moment it is spoken to the moment the next word starts (the pause after it included), the
 * first clip starts at 0 and the last ends with the file. A reading system that plays clip by
 * clip then plays every pause, and the word stays highlighted until the next one is heard.
 */
export function overlayClips(words: readonly WordTiming[], duration: number): Clip[] {
  return words.map((w, i) => ({
    id: w.id,
    begin: i === 0 ? 0 : w.start,
    end: i === words.length - 1 ? duration : words[i + 1]!.start,
    last: i === words.length - 1,
  }));
}

/** The SMIL 3.0 media overlay document of one narrated page. */
export function mediaOverlay(input: OverlayInput): string {
  const pars = overlayClips(input.words, input.duration)
    .map(
      (clip) => `      <par id="par-${clip.id}">
        <text src="${esc(input.textHref)}#${clip.id}"/>
        <audio src="${esc(input.audioHref)}" clipBegin="${clipTime(clip.begin)}" clipEnd="${clipTime(clip.end, clip.last)}"/>
      </par>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
  <body>
    <seq id="story" epub:textref="${esc(input.textHref)}" epub:type="bodymatter">
${pars}
    </seq>
  </body>
</smil>
`;
}
