/**
 * The search lexicon's product rules (a reader's phrase → the docs' word: 초대받은 프로젝트 → 공유 프로젝트) as Algolia
 * Query Rules, so that an Algolia index reads them as the local engine does. Each way of typing a rule's phrase is
 * one rule: a `contains` pattern of its words, whose consequence edits the query (a word replaced by the docs' word,
 * or the docs' word added after the phrase). Algolia matches a pattern's words as typed and in a row: a word
 * standing for many (보여주*, the reader's number of files) has no pattern, and a rule of one is left out.
 */
import type {Rule} from 'algoliasearch';
import {FILE_COUNT, type ProductRule, type RuleWord} from '../../plugins/search-local/shared/lexicon';

/** What the upload reads of a product rule (src/config/search-lexicon.ts). */
export type ProductRuleSource = Pick<ProductRule, 'when' | 'replace' | 'add' | 'drop'>;

/** A word Algolia can match as a pattern: not a wildcard (보여주*) or the reader's number of files. */
const isLiteral = (word: string): boolean => !word.includes('*') && word !== FILE_COUNT;

function phrases(when: readonly RuleWord[]): string[][] {
  let all: string[][] = [[]];
  for (const position of when) {
    const words = (typeof position === 'string' ? [position] : position).filter(isLiteral);
    all = all.flatMap((phrase) => words.map((word) => [...phrase, word]));
  }
  return all;
}

type Edit = {type: 'replace' | 'remove'; delete: string; insert?: string};

function edits(rule: ProductRuleSource, phrase: string[]): Edit[] {
  const list: Edit[] = [];
  const replaced = typeof rule.replace === 'string' ? [rule.replace] : (rule.replace ?? []);
  replaced.forEach((word, i) => {
    if (word !== null && phrase[i] !== undefined && phrase[i] !== word)
      list.push({type: 'replace', delete: phrase[i], insert: word});
  });
  const last = phrase.at(-1);
  if (rule.add && last !== undefined)
    list.push({type: 'replace', delete: last, insert: `${last} ${rule.add}`});
  for (const word of rule.drop ?? []) list.push({type: 'remove', delete: word});
  return list;
}

/** One Query Rule per way of typing each product rule; ids by rule and phrase, in the lexicon's order. */
export function productQueryRules(rules: readonly ProductRuleSource[]): Rule[] {
  return rules.flatMap((rule, r) =>
    phrases(rule.when)
      .map((phrase) => ({phrase, edits: edits(rule, phrase)}))
      .filter(({phrase, edits}) => phrase.length > 0 && edits.length > 0)
      .map(({phrase, edits}, p) => ({
        objectID: `lexicon-${r}-${p}`,
        description: phrase.join(' '),
        conditions: [{pattern: phrase.join(' '), anchoring: 'contains' as const}],
        consequence: {params: {query: {edits}}},
      })),
  );
}
