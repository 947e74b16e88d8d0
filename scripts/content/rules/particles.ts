/**
 * A particle that does not fit the term before it (데이터셋는, 에포크을): what a term swap leaves when the fix does not
 * carry the particle along. The terms are those the term list (docs-style/prh.yml) asks for.
 */
import type * as prh from 'prh';
import type {Finding} from '../findings';
import {particleFix} from '../josa';
import {bodyLine, type MarkdownSource} from '../markdown';

const termsOf = new WeakMap<prh.Engine, string[]>();

/** The term list's words that end in a Hangul syllable, longest first (바운딩 박스 before 박스). */
function terms(engine: prh.Engine): string[] {
  if (!termsOf.has(engine)) {
    const words = engine.rules
      .map((rule) => rule.expected)
      .filter(
        (word): word is string => typeof word === 'string' && /^[가-힣A-Za-z0-9 .-]*[가-힣]$/.test(word),
      );
    termsOf.set(
      engine,
      [...new Set(words)].sort((a, b) => b.length - a.length),
    );
  }
  return termsOf.get(engine)!;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function particleFindings(source: MarkdownSource, engine: prh.Engine): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<number>();
  for (const term of terms(engine)) {
    // The particle ends the word, or a second particle follows it (로는, 과의).
    const pattern = new RegExp(`${escape(term)}(?=[가-힣]{1,4}(?![가-힣])|[가-힣]{1,4}[는도만의서])`, 'g');
    for (const m of source.prose.matchAll(pattern)) {
      if (seen.has(m.index + term.length)) continue;
      const fix = particleFix(term, source.prose.slice(m.index + term.length));
      if (!fix) continue;
      const after = source.prose.slice(m.index + term.length + fix.written.length);
      if (/^[가-힣]/.test(after) && !/^[는도만의서]/.test(after)) continue;
      seen.add(m.index + term.length);
      findings.push({
        file: source.file,
        line: bodyLine(source, m.index),
        problem: `"${term}${fix.written}"의 조사가 앞말과 맞지 않습니다`,
        fix: `"${term}${fix.right}"로 씁니다`,
        rule: 'particles',
      });
    }
  }
  return findings;
}
