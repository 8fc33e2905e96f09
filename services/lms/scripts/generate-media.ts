/**
 * Generates the learner area's lesson clips: for each clip, a narration spoken by flite (through
 * ffmpeg's `flite` filter), a WebM video (VP9 + Opus) of a title card whose progress line follows the
 * narration, a WebVTT captions track timed to the narration, and an SVG poster.
 *
 *   node services/lms/scripts/generate-media.ts   (needs ffmpeg built with libflite, libvpx, libopus)
 *
 * The output is committed under services/lms/media/; run this again only to change the clips.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLIPS } from '../src/seed/clips.ts';

const OUT = path.resolve(import.meta.dirname, '../media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf';
const FONT_BODY = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const GAP = 0.5;
const work = mkdtempSync(path.join(tmpdir(), 'lms-media-'));

const ffmpeg = (args: string[]) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
const duration = (file: string) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    }).trim(),
  );
const stamp = (seconds: number) => {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3_600_000) / 60_000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
};
/** Breaks a title into lines of at most `width` characters, at spaces. */
const wrap = (text: string, width: number) =>
  text.split(' ').reduce<string[]>((lines, word) => {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
    return lines;
  }, []);
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

try {
  for (const clip of CLIPS) {
    // 1. One spoken file per caption cue, then the narration: cues joined by short silences.
    const cues: { start: number; end: number; text: string }[] = [];
    const parts: string[] = [];
    let at = GAP;
    clip.narration.forEach((text, i) => {
      const textFile = path.join(work, `${clip.id}-${i}.txt`);
      writeFileSync(textFile, text);
      const wav = path.join(work, `${clip.id}-${i}.wav`);
      ffmpeg(['-f', 'lavfi', '-i', `flite=textfile=${textFile}:voice=slt`, '-ar', '24000', '-ac', '1', wav]);
      const length = duration(wav);
      cues.push({ start: at, end: at + length, text });
      parts.push(wav);
      at += length + GAP;
    });
    const total = Math.ceil(at * 10) / 10;
    const list = path.join(work, `${clip.id}-list.txt`);
    const silence = path.join(work, 'gap.wav');
    ffmpeg(['-f', 'lavfi', '-i', `anullsrc=r=24000:cl=mono`, '-t', String(GAP), silence]);
    writeFileSync(
      list,
      [silence, ...parts.flatMap((p) => [p, silence])].map((p) => `file '${p}'`).join('\n'),
    );
    const narration = path.join(work, `${clip.id}.wav`);
    ffmpeg(['-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', narration]);

    // 2. The title card: brand background, accent rule, title, subject, a line that grows with time.
    const title = path.join(work, `${clip.id}-title.txt`);
    const subject = path.join(work, `${clip.id}-subject.txt`);
    writeFileSync(title, wrap(clip.title, 24).join('\n'));
    writeFileSync(subject, clip.subject.toUpperCase());
    const video = [
      `drawbox=x=48:y=96:w=64:h=6:color=0xc8902e:t=fill`,
      `drawtext=fontfile=${FONT_BODY}:textfile=${subject}:fontcolor=0xf3e2c0:fontsize=18:x=48:y=64`,
      `drawtext=fontfile=${FONT}:textfile=${title}:fontcolor=white:fontsize=32:line_spacing=10:x=48:y=130`,
      `drawtext=fontfile=${FONT_BODY}:text='Aspire College & Trust':fontcolor=0xdfeee9:fontsize=18:x=48:y=h-64`,
    ].join(',');
    // The accent line slides in from the left as the narration plays.
    const graph = `[0:v]${video}[card];[card][2:v]overlay=x='-W+W*t/${total}':y=H-8:eval=frame[v]`;
    ffmpeg([
      '-f',
      'lavfi',
      '-i',
      `color=c=0x0b5d4b:s=640x360:r=12:d=${total}`,
      '-i',
      narration,
      '-f',
      'lavfi',
      '-i',
      `color=c=0xc8902e:s=640x8:r=12:d=${total}`,
      '-filter_complex',
      graph,
      '-map',
      '[v]',
      '-map',
      '1:a',
      '-c:v',
      'libvpx-vp9',
      '-b:v',
      '0',
      '-crf',
      '45',
      '-row-mt',
      '1',
      '-deadline',
      'good',
      '-cpu-used',
      '4',
      '-c:a',
      'libopus',
      '-b:a',
      '20k',
      '-t',
      String(total),
      '-shortest',
      path.join(OUT, `${clip.id}.webm`),
    ]);

    // 3. Captions timed to the narration, and the poster the player shows before it starts.
    writeFileSync(
      path.join(OUT, `${clip.id}.vtt`),
      `WEBVTT\n\n${cues.map((cue, i) => `${i + 1}\n${stamp(cue.start)} --> ${stamp(cue.end)}\n${cue.text}\n`).join('\n')}`,
    );
    writeFileSync(
      path.join(OUT, `${clip.id}-poster.svg`),
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(clip.title)}">
  <rect width="640" height="360" fill="#0b5d4b"/>
  <circle cx="560" cy="70" r="120" fill="#07463a"/>
  <circle cx="600" cy="300" r="70" fill="#0e6b57"/>
  <text x="48" y="80" fill="#f3e2c0" font-family="Segoe UI, Roboto, sans-serif" font-size="18" letter-spacing="2">${escapeXml(clip.subject.toUpperCase())}</text>
  <rect x="48" y="96" width="64" height="6" fill="#c8902e"/>
  <text x="48" y="160" fill="#ffffff" font-family="Georgia, serif" font-size="32" font-weight="700">${wrap(
    clip.title,
    24,
  )
    .map((line, i) => `<tspan x="48" dy="${i === 0 ? 0 : 42}">${escapeXml(line)}</tspan>`)
    .join('')}</text>
  <g transform="translate(540 250)"><circle r="34" fill="#ffffff" fill-opacity="0.92"/><path d="M-10 -16 L18 0 L-10 16 Z" fill="#0b5d4b"/></g>
  <text x="48" y="316" fill="#dfeee9" font-family="Segoe UI, Roboto, sans-serif" font-size="18">Aspire College &amp; Trust</text>
</svg>
`,
    );
    console.log(`${clip.id}: ${total.toFixed(1)} s`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
