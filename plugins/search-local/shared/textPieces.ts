/**
 * The index's texts as pieces of one vocabulary: each text split at its spaces, each piece written as its number
 * in the vocabulary (most frequent first) in one to a few printable characters. Words recur across records, so
 * this ships no more than the text does, and the engine tokenises each distinct piece once when the index loads
 * rather than every word of every text. Safe for browser code.
 */

/** 92 characters JSON writes as they are (printable ASCII but `"` and `\`), in two halves. */
const DIGITS = [...Array(94).keys()]
  .map((i) => String.fromCharCode(0x21 + i))
  .filter((c) => c !== '"' && c !== '\\')
  .join('');
/** A number is written in base 46, lowest digit first: the last digit from the first half, the others from the second. */
const BASE = DIGITS.length / 2;
const VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < DIGITS.length; i++) VALUE[DIGITS.charCodeAt(i)] = i;

function writeNumber(n: number): string {
  let written = '';
  for (; n >= BASE; n = Math.floor(n / BASE)) written += DIGITS[BASE + (n % BASE)];
  return written + DIGITS[n];
}

export interface PiecedTexts {
  vocabulary: string[];
  /** Per text, its pieces (null stays null). */
  pieces: (string | null)[];
}

export function toPieces(texts: readonly (string | null)[]): PiecedTexts {
  const counts = new Map<string, number>();
  for (const text of texts) {
    if (text === null) continue;
    for (const piece of text.split(' ')) counts.set(piece, (counts.get(piece) ?? 0) + 1);
  }
  // Ties keep their first appearance (a stable sort), so the same texts always give the same index.
  const vocabulary = [...counts.keys()].sort((a, b) => counts.get(b)! - counts.get(a)!);
  const written = new Map(vocabulary.map((piece, i) => [piece, writeNumber(i)]));
  return {
    vocabulary,
    pieces: texts.map((text) =>
      text === null
        ? null
        : text
            .split(' ')
            .map((p) => written.get(p))
            .join(''),
    ),
  };
}

/**
 * The vocabulary numbers of a text's pieces, into `out` from its start; returns how many. `out` is reused between
 * texts and never truncated: emptying an array frees its storage, which the next text would allocate again.
 */
export function readPieces(pieces: string, out: number[]): number {
  let count = 0;
  let value = 0;
  let scale = 1;
  for (let i = 0; i < pieces.length; i++) {
    const digit = VALUE[pieces.charCodeAt(i)] ?? -1;
    if (digit < 0) throw new Error(`Not a piece: ${pieces[i]}`);
    if (digit >= BASE) {
      value += (digit - BASE) * scale;
      scale *= BASE;
    } else {
      out[count++] = value + digit * scale;
      value = 0;
      scale = 1;
    }
  }
  return count;
}

export function joinPieces(pieces: string, vocabulary: readonly string[]): string {
  const numbers: number[] = [];
  readPieces(pieces, numbers);
  return numbers.map((n) => vocabulary[n]).join(' ');
}
