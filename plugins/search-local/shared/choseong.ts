/** 초성 queries (ㅂㅈ ㅅㅅ → 버전 생성), matched against titles and headings. Safe for browser code. */
import {FIELDS} from './dictionary';
import {BOOST, QUALITY, type EngineState} from './engineState';
import {choseong} from './hangul';

/**
 * ㅂㅈ ㅅㅅ → 버전 생성: titles and headings whose 초성 hold the query's, word by word (spaces respected; the last
 * word may be a prefix). Heading records first, by level, after any literal match.
 */
export function searchChoseong(s: EngineState, query: string, accepted: (id: number) => boolean): Int32Array {
  if (!s.headingChoseong) {
    s.headingChoseong = new Map();
    for (const record of s.records) {
      for (const level of ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const) {
        const text = record.hierarchy[level];
        if (text && !s.headingChoseong.has(text)) s.headingChoseong.set(text, choseongWords(text).join(' '));
      }
    }
  }
  const queryParts = query.trim().split(/\s+/);
  const matching = new Set<string>();
  for (const [text, initials] of s.headingChoseong) {
    if (matchesChoseong(initials.split(' '), queryParts)) matching.add(text);
  }
  const {best} = s.scratch;
  const ids: number[] = [];
  s.records.forEach((record, id) => {
    if (record.type === 'content') return;
    const text = record.hierarchy[record.type];
    if (!text || !matching.has(text) || !accepted(id)) return;
    ids.push(id);
    best.words[id] = 1;
    best.loose[id] = 1;
    best.together[id] = 1;
    best.attribute[id] = FIELDS.indexOf(record.type);
    best.score[id] = QUALITY.choseong * BOOST[record.type];
  });
  // Titles first, then headings by level; the heading the query covers best (fewest words) first.
  const level = (id: number): number => s.facts.level[id]!;
  const length = (id: number): number => s.dictionary.headingWords[id]!;
  return Int32Array.from(ids.sort((a, b) => level(b) - level(a) || length(a) - length(b) || a - b));
}

/** 초성 of each word of a text ('버전 생성하기' → ['ㅂㅈ', 'ㅅㅅㅎㄱ']), words without Hangul left out. */
function choseongWords(text: string): string[] {
  return choseong(text)
    .split(/\s+/)
    .filter((w) => w !== '');
}

function matchesChoseong(heading: string[], query: string[]): boolean {
  const joined = query.join('');
  for (let start = 0; start < heading.length; start++) {
    if (query.every((part, k) => heading[start + k]?.startsWith(part) ?? false)) return true;
    // Typed without spaces (ㅂㅈㅅㅅ): the heading's words from here, run together.
    if (
      query.length === 1 &&
      heading.slice(start).join('').startsWith(joined) &&
      heading[start]!.length < joined.length
    )
      return true;
  }
  return false;
}
