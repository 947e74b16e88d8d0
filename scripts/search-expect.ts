/**
 * `npm run search:expect -- "<query>" <route>`: when a new page answers an evaluation query better than the pages
 * it expects, adds the page to that query's expected pages, first. The relevance test prints this command beside
 * each query a floor lost, so a writer whose page now wins never edits a query set by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import {REPO_ROOT} from './lib/paths';
import {HELDOUT_DIR, TUNING_DIR, type QuestionCase} from '../tests/support/search-sets';
import {RELEVANCE_SET, TYPING_SET} from '../tests/support/search-relevance';

const ROUTE = /^\/(docs|blog)\/[\w\-/가-힣]+$/;

function setFiles(): string[] {
  return [TUNING_DIR, HELDOUT_DIR].flatMap((dir) =>
    fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => path.join(dir, name)),
  );
}

async function main(): Promise<number> {
  const [query, route] = process.argv.slice(2);
  if (!query || !route || !ROUTE.test(route)) {
    console.error('사용법: npm run search:expect -- "<검색어>" /docs/<문서 경로>');
    return 2;
  }
  let updated = 0;
  for (const file of setFiles()) {
    const cases = JSON.parse(fs.readFileSync(file, 'utf8')) as QuestionCase[];
    const hit = cases.filter((c) => c.query === query);
    if (hit.length === 0) continue;
    for (const c of hit) c.expected = [route, ...c.expected.filter((r) => r !== route)];
    // Written as the repo formats it, so the diff is the one line that changed.
    const options = await prettier.resolveConfig(file);
    fs.writeFileSync(file, await prettier.format(JSON.stringify(cases), {...options, filepath: file}));
    console.log(`${path.relative(REPO_ROOT, file)}: "${query}" → ${route}`);
    updated += hit.length;
  }
  if (updated > 0) return 0;
  if ([...RELEVANCE_SET, ...TYPING_SET].some((c) => c.query === query)) {
    console.error(
      `검색어 "${query}": 팀 검색어 목록(tests/support/search-relevance.ts)에 있습니다 → 그 줄의 expected 맨 앞에 ${route}를 적습니다.`,
    );
    return 1;
  }
  console.error(
    `검색어 "${query}": 평가 검색어 파일에 없습니다 → 테스트가 출력한 검색어를 따옴표째 그대로 붙여 넣습니다.`,
  );
  return 1;
}

void main().then((code) => {
  process.exitCode = code;
});
