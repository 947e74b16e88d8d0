/**
 * The prose lint (textlint with the term list, docs-style/prh.yml) as findings, and its fixes applied with the
 * particle after a swapped term made to fit (데이터세트는 → 데이터셋은, not 데이터셋는).
 */
import fs from 'node:fs';
import path from 'node:path';
import {createLinter, loadTextlintrc} from 'textlint';
import type {Finding} from './findings';
import {particleFix} from './josa';

interface Fix {
  range: readonly [number, number];
  text: string;
}

/** A fix with the particle that follows its range (if any) changed to fit the new word. */
function withFittingParticle(text: string, fix: Fix): Fix {
  const following = text.slice(fix.range[1]);
  const particle = particleFix(fix.text, following);
  if (!particle) return fix;
  return {range: [fix.range[0], fix.range[1] + particle.written.length], text: fix.text + particle.right};
}

async function linter(root: string) {
  return createLinter({
    descriptor: await loadTextlintrc({configFilePath: path.join(root, '.textlintrc.json')}),
  });
}

export async function proseFindings(root: string, files: string[]): Promise<Finding[]> {
  const results = await (await linter(root)).lintFiles(files.map((file) => path.join(root, file)));
  return results.flatMap((result) => {
    const text = fs.readFileSync(result.filePath, 'utf8');
    return result.messages.map((message) => {
      const [first, ...rest] = message.message.split('\n');
      const found = first.split(' => ')[0];
      const note = rest.join(' ').trim();
      const fix = message.fix && withFittingParticle(text, message.fix);
      const before = fix ? text.slice(fix.range[0], fix.range[1]) : found;
      return {
        file: path.relative(root, result.filePath).split(path.sep).join('/'),
        line: message.line,
        problem: `용어 사전에 없는 표기 "${before}"`,
        fix: fix
          ? `"${fix.text}"로 씁니다${note ? `: ${note}` : ''} (npm run check:content -- --fix ${path.relative(root, result.filePath)}가 고칩니다)`
          : note || 'docs-style/README.md의 용어 표를 따릅니다',
        rule: `textlint:${message.ruleId}`,
      };
    });
  });
}

/** Applies the term list's fixes to the files, particles made to fit; returns how many it made. */
export async function fixProse(root: string, files: string[]): Promise<number> {
  const results = await (await linter(root)).lintFiles(files.map((file) => path.join(root, file)));
  let count = 0;
  for (const result of results) {
    let text = fs.readFileSync(result.filePath, 'utf8');
    const fixes = result.messages
      .flatMap((message) => (message.fix ? [withFittingParticle(text, message.fix)] : []))
      .sort((a, b) => b.range[0] - a.range[0]);
    let lastStart = Infinity;
    for (const fix of fixes) {
      if (fix.range[1] > lastStart) continue; // overlapping fixes: the next run takes the rest
      text = text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1]);
      lastStart = fix.range[0];
      count++;
    }
    if (fixes.length) fs.writeFileSync(result.filePath, text);
  }
  return count;
}
