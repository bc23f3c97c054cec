import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locale } from '@lotto/site';
import * as hb from 'harfbuzzjs';

/*
 * The share card's fonts and text: real font files from npm (Google's Noto families, OFL 1.1, via
 * @expo-google-fonts, which ships them as .ttf), read once when the module loads, so the picture
 * is the same on any server and no system font is ever asked for. HarfBuzz (harfbuzzjs, the
 * project's own WebAssembly build) shapes each text — Thai marks, Devanagari vowel signs and
 * conjuncts, Nastaliq's joined letters — and the card's SVG carries the glyphs as paths, so the
 * SVG renderer draws outlines only. (resvg's own text layout misplaces the glyph after a
 * Devanagari spacing vowel sign: 'कार' drew र over ा.)
 */

const require = createRequire(import.meta.url);

type Weight = 400 | 700;
type Family = 'sans' | 'thai' | 'devanagari' | 'urdu' | 'mono';

const FILES: Record<Family, { pkg: string; file: string }> = {
  sans: { pkg: 'noto-sans', file: 'NotoSans' },
  thai: { pkg: 'noto-sans-thai', file: 'NotoSansThai' },
  devanagari: { pkg: 'noto-sans-devanagari', file: 'NotoSansDevanagari' },
  urdu: { pkg: 'noto-nastaliq-urdu', file: 'NotoNastaliqUrdu' },
  mono: { pkg: 'noto-sans-mono', file: 'NotoSansMono' },
};

const WEIGHT_DIR: Record<Weight, string> = { 400: '400Regular', 700: '700Bold' };

interface LoadedFont {
  family: Family;
  font: hb.Font;
  upem: number;
  /** Glyph outlines already asked for (SVG path data in font units, y up). */
  paths: Map<number, string>;
}

function loadFont(family: Family, weight: Weight): LoadedFont {
  const { pkg, file } = FILES[family];
  const dir = WEIGHT_DIR[weight];
  const path = require.resolve(`@expo-google-fonts/${pkg}/${dir}/${file}_${dir}.ttf`);
  const face = new hb.Face(new hb.Blob(readFileSync(path)));
  const font = new hb.Font(face);
  if (face.upem <= 0 || font.nominalGlyph('1'.codePointAt(0) ?? 0) === undefined)
    throw new Error(`${path} is not a usable font (no glyph for digits)`);
  return { family, font, upem: face.upem, paths: new Map() };
}

/**
 * Each font read once, when a card first needs it: not at the API's start (ten fonts, ≈ 0.7 s), which
 * every process and test suite would pay whether or not a card is ever asked for.
 */
const loaded = new Map<string, LoadedFont>();
function fontOf(family: Family, weight: Weight): LoadedFont {
  const key = `${family}/${weight}`;
  let font = loaded.get(key);
  if (font === undefined) {
    font = loadFont(family, weight);
    loaded.set(key, font);
  }
  return font;
}

/** Each language's words: its own script's font first, Noto Sans for Latin, digits and the rest. */
const SANS_CHAIN: Record<Locale, Family[]> = {
  en: ['sans'],
  th: ['thai', 'sans'],
  hi: ['devanagari', 'sans'],
  ur: ['urdu', 'sans'],
};

const RTL_CHAR = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const DIGIT = /\p{Nd}/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;

interface Run {
  text: string;
  font: LoadedFont;
  rtl: boolean;
}

/**
 * Each character's direction, as the Unicode bidi algorithm resolves it for the texts the card
 * has (one paragraph, no explicit embeddings): right-to-left letters are RTL, other letters and
 * digits LTR; a space, a mark or a punctuation sign takes the direction of the strong characters
 * on both sides when they agree (digits count as RTL there, rule N1), else the paragraph's; a
 * separator between digits is part of the number.
 */
function directions(chars: readonly string[], paragraphRtl: boolean): boolean[] {
  const strong = chars.map((char) =>
    RTL_CHAR.test(char) && !MARK.test(char)
      ? 'R'
      : LETTER.test(char)
        ? 'L'
        : DIGIT.test(char)
          ? 'EN'
          : undefined,
  );
  const side = (i: number, step: 1 | -1): boolean => {
    for (let j = i; j >= 0 && j < chars.length; j += step) {
      const kind = strong[j];
      if (kind !== undefined) return kind === 'R' || (kind === 'EN' && paragraphRtl);
    }
    return paragraphRtl;
  };
  return chars.map((char, i) => {
    const kind = strong[i];
    if (kind === 'R') return true;
    if (kind !== undefined) return false;
    // A mark belongs to its base character.
    if (MARK.test(char) && i > 0) return side(i - 1, -1);
    // A separator inside a number is part of it (rule W4): 16/06/2025 stays one number.
    if (/[/.,:]/u.test(char) && strong[i - 1] === 'EN' && strong[i + 1] === 'EN') return false;
    const before = side(i - 1, -1);
    return before === side(i + 1, 1) ? before : paragraphRtl;
  });
}

/**
 * Splits a text into runs of one font and one direction, in visual order (left to right): the
 * runs of one direction stay in order in an LTR stretch and are reversed in an RTL one, and the
 * stretches are reversed in an RTL paragraph.
 */
function visualRuns(text: string, chain: readonly LoadedFont[], paragraphRtl: boolean): Run[] {
  // Code points, not graphemes: runs split by font, and a mark keeps to its base's run below.
  const chars = Array.from(text);
  const rtlOf = directions(chars, paragraphRtl);
  const runs: Run[] = [];
  chars.forEach((char, i) => {
    const cp = char.codePointAt(0) ?? 0;
    const rtl = rtlOf[i] ?? paragraphRtl;
    const last = runs.at(-1);
    // A space, a mark or a sign stays in the run it is in when that font has it (so words keep
    // their spaces and a Thai vowel its consonant); anything else takes the first font that has it.
    const keeps =
      last?.rtl === rtl &&
      (!LETTER.test(char) || MARK.test(char)) &&
      last.font.font.nominalGlyph(cp) !== undefined;
    const font = keeps
      ? last.font
      : (chain.find((f) => f.font.nominalGlyph(cp) !== undefined) ?? chain[0]);
    if (font === undefined) throw new Error('The share card has no font');
    if (last?.font === font && last.rtl === rtl) last.text += char;
    else runs.push({ text: char, font, rtl });
  });
  // Stretches of one direction, then the visual order.
  const stretches: Run[][] = [];
  for (const run of runs) {
    const last = stretches.at(-1);
    if (last?.[0]?.rtl === run.rtl) last.push(run);
    else stretches.push([run]);
  }
  const ordered = stretches.map((stretch) => (stretch[0]?.rtl ? stretch.reverse() : stretch));
  return (paragraphRtl ? ordered.reverse() : ordered).flat();
}

/** One buffer for every text: shaping runs one text at a time, synchronously. */
const buffer = new hb.Buffer();

interface TextOptions {
  locale: Locale;
  font: 'sans' | 'mono';
  weight: Weight;
  size: number;
  dir: 'ltr' | 'rtl';
}

function chainOf(options: Pick<TextOptions, 'locale' | 'font' | 'weight'>): LoadedFont[] {
  const families: Family[] =
    options.font === 'mono' ? ['mono', ...SANS_CHAIN[options.locale]] : SANS_CHAIN[options.locale];
  return families.map((family) => fontOf(family, options.weight));
}

/** A text's runs, left to right, with the font family and direction of each (for tests). */
export function textRuns(
  text: string,
  options: Pick<TextOptions, 'locale' | 'font' | 'weight' | 'dir'>,
): { text: string; family: Family; rtl: boolean }[] {
  return visualRuns(text, chainOf(options), options.dir === 'rtl').map((run) => ({
    text: run.text,
    family: run.font.family,
    rtl: run.rtl,
  }));
}

export interface ShapedText {
  /** Width in pixels at `size`, before any squeezing. */
  width: number;
  /** The glyphs in visual order, left to right: outline, pen position (px from the text's start), scale. */
  glyphs: { d: string; x: number; y: number; scale: number }[];
}

/**
 * Shapes a text at `size` pixels: in the language's fonts (`font: 'sans'`) or the numbers' monospace
 * (`font: 'mono'`), laid out in the paragraph direction `dir` (Urdu's runs right to left, the
 * numbers inside them left to right).
 */
export function shapeText(text: string, options: TextOptions): ShapedText {
  const visual = visualRuns(text, chainOf(options), options.dir === 'rtl');
  const glyphs: ShapedText['glyphs'] = [];
  let pen = 0;
  for (const run of visual) {
    const scale = options.size / run.font.upem;
    {
      buffer.reset();
      buffer.addText(run.text);
      buffer.guessSegmentProperties();
      buffer.setDirection(run.rtl ? hb.Direction.RTL : hb.Direction.LTR);
      hb.shape(run.font.font, buffer);
      const infos = buffer.getGlyphInfos();
      const positions = buffer.getGlyphPositions();
      infos.forEach((info, i) => {
        const position = positions[i];
        if (position === undefined) return;
        let d = run.font.paths.get(info.codepoint);
        if (d === undefined) {
          d = run.font.font.glyphToPath(info.codepoint);
          run.font.paths.set(info.codepoint, d);
        }
        if (d !== '')
          glyphs.push({
            d,
            x: pen + position.xOffset * scale,
            y: -position.yOffset * scale,
            scale,
          });
        pen += position.xAdvance * scale;
      });
    }
  }
  return { width: pen, glyphs };
}
