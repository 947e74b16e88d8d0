/**
 * The lexicon's product rules (src/config/search-lexicon.ts, PRODUCT_RULES) applied to a query's words: which
 * words are read as the docs' words (초대받은 프로젝트 → 공유 프로젝트), which docs' words are added (몇 장까지 → 제한)
 * and which words the rules make redundant. The patterns are compiled once, when the module loads.
 */
import {LEXICON} from './compiledLexicon';
import {FILE_COUNT, type ProductRule, type RuleWord} from './lexicon';
import {lightVerb, verbOf} from './morphology';
import {stem as nounStem, type QueryWord} from './tokenizer';

type WordTest = (word: string, verbs: ReadonlySet<string>) => boolean;

function compileWord(pattern: string): WordTest {
  if (pattern.includes('*')) {
    const glob = new RegExp(`^${pattern.split('*').map(escape).join('.*')}$`);
    return (word) => glob.test(word);
  }
  // A verb's dictionary form stands for its forms; 저장하다, a noun's, for the noun with 하다 in any form.
  const verb = pattern.length >= 2 && pattern.endsWith('다');
  const noun = pattern.endsWith('하다') ? pattern.slice(0, -2) : undefined;
  return (word, verbs) =>
    word === pattern ||
    nounStem(word) === pattern ||
    (verb && (verbOf(word, verbs) === pattern || (noun !== undefined && lightVerb(word)?.noun === noun)));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileRuleWord(ruleWord: RuleWord): WordTest {
  const tests = (typeof ruleWord === 'string' ? [ruleWord] : ruleWord).map(compileWord);
  return (word, verbs) => tests.some((test) => test(word, verbs));
}

interface CompiledRule {
  rule: ProductRule;
  when: WordTest[];
  drop: ReadonlySet<string>;
}

const RULES: CompiledRule[] = LEXICON.lexicon.rules.map((rule) => ({
  rule,
  when: rule.when.map(compileRuleWord),
  drop: new Set(rule.drop ?? []),
}));

export interface RuleReading {
  /** Query word index → the docs' word it is read as, and whether it asks (a verb's sense). */
  readAs: Map<number, {word: string; asks: boolean}>;
  /** The docs' words added to the query, in the rules' order. */
  added: QueryWord[];
  /** Words the rules that applied make redundant. */
  drop: Set<string>;
}

/**
 * Applies the rules to `words` (the query's words as read, `filesCounted` when the reader gave a number of files).
 * Replacing rules are read over the words; adding rules once for the whole query.
 */
export function applyRules(
  words: readonly string[],
  verbs: ReadonlySet<string>,
  filesCounted: boolean,
): RuleReading {
  const reading: RuleReading = {readAs: new Map(), added: [], drop: new Set()};
  for (const {rule, when, drop} of RULES) {
    const start = matchAt(rule, when, words, verbs, filesCounted);
    if (start === undefined) continue;
    if (rule.replace !== undefined) {
      const replace = typeof rule.replace === 'string' ? [rule.replace] : rule.replace;
      replace.forEach((word, k) => {
        if (word !== null && !reading.readAs.has(start + k))
          reading.readAs.set(start + k, {word, asks: !!rule.asks});
      });
    }
    if (rule.add !== undefined && !reading.added.some((t) => t.word === rule.add))
      reading.added.push({
        word: rule.add,
        stem: rule.add,
        isLast: false,
        ...(rule.inHeadings && {inHeadings: true}),
      });
    for (const word of drop) reading.drop.add(word);
  }
  return reading;
}

/** Where the rule's words start in a row (the first such place), 0 for a rule matched anywhere, or undefined. */
function matchAt(
  rule: ProductRule,
  when: WordTest[],
  words: readonly string[],
  verbs: ReadonlySet<string>,
  filesCounted: boolean,
): number | undefined {
  // FILE_COUNT is no word: the quantity cues read it (2만 장, 500개).
  const isFiles = rule.when.map((w) => w === FILE_COUNT);
  const holds = (k: number, word: string | undefined): boolean =>
    isFiles[k] ? filesCounted : word !== undefined && when[k]!(word, verbs);
  if (rule.anywhere) {
    return when.every((_, k) => (isFiles[k] ? filesCounted : words.some((word) => holds(k, word))))
      ? 0
      : undefined;
  }
  for (let start = 0; start + when.length <= words.length; start++)
    if (when.every((_, k) => holds(k, words[start + k]))) return start;
  return undefined;
}
