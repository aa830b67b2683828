/**
 * How readable a page's extracted text is, from the text alone. A font without a
 * Unicode map makes pdf.js report glyph ids as characters: private-use code points,
 * U+FFFD, control characters, letters from five scripts in one word, or ASCII symbol
 * soup. Binding a quote to such text proves nothing, so a page that scores below
 * LOW_QUALITY gets an extractor confidence below 1.0 (and, with `--ocr auto`, is OCR'd).
 *
 * Each signal is a share in [0, 1]; the score is the weakest of the per-signal scores,
 * so one clear defect is enough. Thresholds were set on the odd-pdfs corpus (seven
 * files with unreadable text) against every page of the 30 CUAD contracts and 438
 * cuad-scale contracts, none of which may score below LOW_QUALITY (README, M11).
 */

export type TextQuality = {
  /** 0 (unreadable) … 1 (reads as text). */
  score: number;
  signals: {
    /** Private-use, U+FFFD and control characters, as a share of non-space characters. */
    badChars: number;
    /** Symbols (not letters, digits or ordinary punctuation), as a share of non-space characters. */
    symbols: number;
    /** Tokens that look like words or numbers, as a share of tokens with a letter, digit or symbol. */
    wordLike: number;
    /** Tokens whose letters come from more than one script, or abugida letters with no vowel signs. */
    scriptMix: number;
  };
};

/** Below this a page's text is not trusted as read (extractor confidence < 1). */
export const LOW_QUALITY = 0.6;

/** Too little text to judge the shares of symbols or words on. */
const MIN_CHARS_FOR_SHARES = 8;
const MIN_TOKENS_FOR_WORDS = 5;

const BAD = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd\ue000-\uf8ff\u{f0000}-\u{10ffff}]/u;
/** Punctuation a contract uses freely; dot leaders, rules and blanks ("______") are not symbols either. */
const ORDINARY = /[.,;:!?'"’‘“”()[\]{}\-–—_/§¶%&*•·…@#$€£¥+=<>|°]/u;
const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
const DIGIT = /\p{Nd}/u;

/** Scripts whose text carries vowel signs (combining marks) on most syllables. */
const ABUGIDA = /[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Tibetan}]/u;

const SCRIPTS: Array<[string, RegExp]> = [
  ['Latin', /\p{Script=Latin}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Hebrew', /\p{Script=Hebrew}/u],
  ['Arabic', /\p{Script=Arabic}/u],
  ['Han', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u],
  ['Thai', /\p{Script=Thai}/u],
  ['Indic', ABUGIDA],
];

function scriptOf(ch: string): string {
  for (const [name, re] of SCRIPTS) if (re.test(ch)) return name;
  return 'Other';
}

/**
 * A word-like token, once stripped of ordinary punctuation around it: pieces of letters
 * and digits joined by ordinary punctuation — "non-exclusive", "U.S.", "$1,000.00",
 * "23-Dec-14", "PWM-5700-00431-SH", "V2.1", "14/760,060". What fails is a token with a
 * symbol inside it ("4E\"#5#", "01E8&$") or one that is all symbols ("³$%&´").
 */
const PIECE = /^[\p{L}\p{M}\p{N}]+$/u;
const JOINERS = /[-/.,:;–—_*…'’&+@#()[\]]+/u;
const EDGE = new RegExp(`^(?:${ORDINARY.source})+|(?:${ORDINARY.source})+$`, 'gu');

function isWordLike(tok: string): boolean {
  const core = tok.replace(EDGE, '');
  return core.length > 0 && core.split(JOINERS).every((piece) => piece.length === 0 || PIECE.test(piece));
}

/** A token of ordinary punctuation only (leaders, rules, "§", "[***]") says nothing either way. */
const FILLER = new RegExp(`^(?:${ORDINARY.source})+$`, 'u');

// ASCII character classes, looked up rather than tested with Unicode regexes: a page
// is mostly ASCII, and the score must cost far less than extracting the page does.
const SPACE = 0;
const BAD_CH = 1;
const LETTER_CH = 2;
const DIGIT_CH = 3;
const ORDINARY_CH = 4;
const SYMBOL_CH = 5;
const ASCII_CLASS = new Uint8Array(128).map((_, c) => {
  const ch = String.fromCharCode(c);
  if (c === 9 || c === 10 || c === 13 || c === 32) return SPACE;
  if (BAD.test(ch)) return BAD_CH;
  if (/[A-Za-z]/.test(ch)) return LETTER_CH;
  if (/[0-9]/.test(ch)) return DIGIT_CH;
  if (ORDINARY.test(ch)) return ORDINARY_CH;
  return SYMBOL_CH;
});

/** A plain ASCII word or number with ordinary trailing punctuation: word-like, Latin, not filler. */
const PLAIN_WORD = /^[(\["']?[A-Za-z]+[.,;:!?)\]"']*$/;
const PLAIN_NUMBER = /^[($]?[0-9][0-9,.]*[.,;:%)]*$/;
/** Printable ASCII only (no letter of another script can be in it). */
const ASCII_TOKEN = /^[\x21-\x7e]+$/;
/**
 * isWordLike for ASCII: letters and digits joined by ordinary joiners ("T&B's",
 * "12-23-2019", "f/s/o", "(e.g.,"), wrapped in ordinary punctuation; "4E\"#5#" is not.
 */
const ASCII_WORD = /^[("'[{$§*]*[A-Za-z0-9]+(?:[-/.,:;_'()[\]&*]+[A-Za-z0-9]+)*[)"'\]}.,;:!?%*]*$/;

export function textQuality(text: string): TextQuality {
  let nonSpace = 0;
  let bad = 0;
  let symbols = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      const k = ASCII_CLASS[c]!;
      if (k === SPACE) continue;
      nonSpace++;
      if (k === BAD_CH) bad++;
      else if (k === SYMBOL_CH) symbols++;
      continue;
    }
    const cp = text.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    if (cp > 0xffff) i++;
    if (/\s/u.test(ch) && !BAD.test(ch)) continue;
    nonSpace++;
    if (BAD.test(ch)) bad++;
    else if (!LETTER.test(ch) && !MARK.test(ch) && !/\p{N}/u.test(ch) && !ORDINARY.test(ch)) symbols++;
  }
  let tokens = 0;
  let words = 0;
  let lettered = 0;
  let mixed = 0;
  let abugidaLetters = 0;
  let abugidaMarks = 0;
  for (const tok of text.split(/\s+/u)) {
    if (tok.length === 0) continue;
    if (PLAIN_WORD.test(tok)) {
      tokens++;
      words++;
      lettered++;
      continue;
    }
    if (PLAIN_NUMBER.test(tok)) {
      tokens++;
      words++;
      continue;
    }
    if (ASCII_TOKEN.test(tok)) {
      // Latin or no letters at all: only whether it is word-like is left to decide.
      if (!/[A-Za-z0-9]/.test(tok)) continue;
      tokens++;
      if (ASCII_WORD.test(tok)) words++;
      if (/[A-Za-z]/.test(tok)) lettered++;
      continue;
    }
    if (FILLER.test(tok)) continue;
    tokens++;
    if (isWordLike(tok)) words++;
    const scripts = new Set<string>();
    for (const ch of tok) {
      if (LETTER.test(ch)) {
        scripts.add(scriptOf(ch));
        if (ABUGIDA.test(ch)) abugidaLetters++;
      } else if (MARK.test(ch) && ABUGIDA.test(ch)) abugidaMarks++;
    }
    if (scripts.size > 0) lettered++;
    // Latin beside one other script is how real documents mix ("NGN综合V2.1", "10 μm");
    // two scripts other than Latin in one word is how glyph ids read as letters look.
    scripts.delete('Latin');
    if (scripts.size > 1) mixed++;
  }
  const badChars = nonSpace ? bad / nonSpace : 0;
  const symbolShare = nonSpace ? symbols / nonSpace : 0;
  const wordLike = tokens ? words / tokens : 1;
  // Real abugida text puts a vowel sign on most syllables; glyph ids read as letters carry none.
  const marklessAbugida = abugidaLetters >= 5 && abugidaMarks / abugidaLetters < 0.1 ? 1 : 0;
  const scriptMix = Math.max(lettered ? mixed / lettered : 0, marklessAbugida);

  const enough = nonSpace >= MIN_CHARS_FOR_SHARES;
  const scores = [
    // 2% of glyphs unreadable already costs a fifth: such characters never belong in a page's text.
    bad > 0 ? 1 - Math.min(1, 10 * badChars) : 1,
    // Ordinary prose stays under 5% symbols; above 15% the page is mostly not words.
    enough ? 1 - clamp01((symbolShare - 0.05) / 0.2) : 1,
    enough && tokens >= MIN_TOKENS_FOR_WORDS ? clamp01((wordLike - 0.2) / 0.5) : 1,
    1 - clamp01(scriptMix / 0.3),
  ];
  return {
    score: round3(Math.min(...scores)),
    signals: { badChars: round3(badChars), symbols: round3(symbolShare), wordLike: round3(wordLike), scriptMix: round3(scriptMix) },
  };
}

function clamp01(x: number): number {
  return Math.max(0, Math.min(1, x));
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
