/**
 * Just enough MP3 reading to check committed narration: walks the MPEG audio frames and reads
 * the LAME "Info" tag (frame count, encoder delay and padding) to get the exact playing time.
 */

export interface Mp3Info {
  sampleRate: number;
  channels: 1 | 2;
  /** Bit rate of the first audio frame, in kbit/s. */
  bitrate: number;
  /** Audio frames, the Info/Xing tag frame not counted. */
  frames: number;
  samplesPerFrame: number;
  /** Encoder delay and padding from the LAME tag (0 when there is none). */
  encoderDelay: number;
  encoderPadding: number;
  /** Exact playing time in seconds (frames × samples per frame − delay − padding). */
  duration: number;
}

const BITRATES_V1_L3 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2_L3 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

interface FrameHeader {
  version: number;
  sampleRate: number;
  bitrate: number;
  channels: 1 | 2;
  length: number;
  samples: number;
}

function frameHeader(buf: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > buf.length) return null;
  const b1 = buf[at + 1]!;
  const b2 = buf[at + 2]!;
  const b3 = buf[at + 3]!;
  if (buf[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const version = (b1 >> 3) & 0x3;
  const layer = (b1 >> 1) & 0x3;
  if (version === 1 || layer !== 1) return null; // reserved version, or not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x3;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return null;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const bitrate = (version === 3 ? BITRATES_V1_L3 : BITRATES_V2_L3)[bitrateIndex]!;
  const padding = (b2 >> 1) & 0x1;
  const samples = version === 3 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  const channels = b3 >> 6 === 3 ? 1 : 2;
  return { version, sampleRate, bitrate, channels, length, samples };
}

function readUint32BE(buf: Uint8Array, at: number): number {
  return ((buf[at]! << 24) | (buf[at + 1]! << 16) | (buf[at + 2]! << 8) | buf[at + 3]!) >>> 0;
}

/** Reads an MP3 file; throws if it is not a clean sequence of MPEG Layer III frames. */
export function readMp3(buf: Uint8Array): Mp3Info {
  let at = 0;
  // Skip an ID3v2 tag if present.
  if (buf[0] === 0x49 && buf[1] === 0x44 && buf[2] === 0x33 && buf.length >= 10) {
    const size = ((buf[6]! & 0x7f) << 21) | ((buf[7]! & 0x7f) << 14) | ((buf[8]! & 0x7f) << 7);
    at = 10 + size + (buf[9]! & 0x7f);
  }
  const first = frameHeader(buf, at);
  if (!first) throw new Error('Not an MP3 file (no MPEG Layer III frame at the start)');

  // A LAME/Xing "Info" tag lives in the first frame, after the side information.
  const sideInfo =
    first.version === 3 ? (first.channels === 1 ? 17 : 32) : first.channels === 1 ? 9 : 17;
  const tagAt = at + 4 + sideInfo;
  const tag = String.fromCharCode(...buf.subarray(tagAt, tagAt + 4));
  let encoderDelay = 0;
  let encoderPadding = 0;
  let taggedFrames: number | null = null;
  if (tag === 'Info' || tag === 'Xing') {
    const flags = readUint32BE(buf, tagAt + 4);
    let p = tagAt + 8;
    if (flags & 0x1) {
      taggedFrames = readUint32BE(buf, p);
      p += 4;
    }
    if (flags & 0x2) p += 4;
    if (flags & 0x4) p += 100;
    if (flags & 0x8) p += 4;
    if (String.fromCharCode(...buf.subarray(p, p + 4)) === 'LAME') {
      const d = p + 21;
      encoderDelay = (buf[d]! << 4) | (buf[d + 1]! >> 4);
      encoderPadding = ((buf[d + 1]! & 0x0f) << 8) | buf[d + 2]!;
    }
    at += first.length;
  }

  let frames = 0;
  while (at < buf.length) {
    const h = frameHeader(buf, at);
    if (!h) {
      // An ID3v1 tag may close the file.
      if (
        buf.length - at === 128 &&
        buf[at] === 0x54 &&
        buf[at + 1] === 0x41 &&
        buf[at + 2] === 0x47
      )
        break;
      throw new Error(`Broken MP3 frame at byte ${at}`);
    }
    if (h.sampleRate !== first.sampleRate || h.channels !== first.channels) {
      throw new Error(`MP3 frame at byte ${at} changes the sample rate or channels`);
    }
    if (at + h.length > buf.length) throw new Error('The MP3 file is truncated');
    frames += 1;
    at += h.length;
  }
  if (taggedFrames !== null && taggedFrames !== frames) {
    throw new Error(`The MP3 Info tag counts ${taggedFrames} frames but the file has ${frames}`);
  }
  const samples = frames * first.samples - encoderDelay - encoderPadding;
  if (frames === 0 || samples <= 0) throw new Error('The MP3 file has no audio');
  return {
    sampleRate: first.sampleRate,
    channels: first.channels,
    bitrate: first.bitrate,
    frames,
    samplesPerFrame: first.samples,
    encoderDelay,
    encoderPadding,
    duration: samples / first.sampleRate,
  };
}
