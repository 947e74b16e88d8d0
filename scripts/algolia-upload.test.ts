/** `npm run search:upload` against a local fake of the Algolia HTTP API (never the real service). */
import assert from 'node:assert/strict';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, beforeEach, test} from 'node:test';
import {corpus} from '../plugins/search-local/shared/testCorpus';
import {SEARCH_GLOSSARY} from '../src/config/search-glossary';
import {searchLocalPluginOptions} from '../src/config/search';
import {PAGE_RANK} from '../plugins/search-local/shared/pageTypes';
import {EmptyUploadError, glossarySynonyms, INDEX_SETTINGS, uploadRecords} from './algolia-upload';
import {FILE_COUNT} from '../plugins/search-local/shared/lexicon';
import {PRODUCT_RULES as LEXICON_RULES} from '../src/config/search-product-rules';
import {productQueryRules, type ProductRuleSource} from './lib/algoliaQueryRules';

interface FakeIndex {
  settings: Record<string, unknown>;
  objects: Map<string, unknown>;
  synonyms: Map<string, unknown>;
  rules: Map<string, unknown>;
}

/** Just enough of the Algolia API for setSettings, saveSynonyms, saveRules, waitForTask and replaceAllObjects. */
class FakeAlgolia {
  indices = new Map<string, FakeIndex>();
  calls: string[] = [];
  keys = new Set<string>();
  private taskId = 0;
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      this.keys.add(String(req.headers['x-algolia-api-key']));
      const {pathname} = new URL(req.url!, 'http://fake');
      this.calls.push(`${req.method} ${pathname}`);
      const body = raw ? JSON.parse(raw) : {};
      const answer = (json: unknown) =>
        res.writeHead(200, {'content-type': 'application/json'}).end(JSON.stringify(json));
      const task = () => ({taskID: ++this.taskId, updatedAt: new Date(0).toISOString()});
      const [, , , name, action] = pathname.split('/').map(decodeURIComponent);
      const index = (n: string) => {
        if (!this.indices.has(n))
          this.indices.set(n, {settings: {}, objects: new Map(), synonyms: new Map(), rules: new Map()});
        return this.indices.get(n)!;
      };
      if (req.method === 'PUT' && action === 'settings') {
        index(name!).settings = body;
        return answer(task());
      }
      if (req.method === 'POST' && action === 'synonyms' && pathname.endsWith('/synonyms/batch')) {
        const target = index(name!);
        if (new URL(req.url!, 'http://fake').searchParams.get('replaceExistingSynonyms') === 'true')
          target.synonyms.clear();
        for (const hit of body as {objectID: string}[]) target.synonyms.set(hit.objectID, hit);
        return answer(task());
      }
      if (req.method === 'POST' && action === 'rules' && pathname.endsWith('/rules/batch')) {
        const target = index(name!);
        if (new URL(req.url!, 'http://fake').searchParams.get('clearExistingRules') === 'true')
          target.rules.clear();
        for (const rule of body as {objectID: string}[]) target.rules.set(rule.objectID, rule);
        return answer(task());
      }
      if (req.method === 'GET' && action === 'task') return answer({status: 'published', pendingTask: false});
      if (req.method === 'POST' && action === 'batch') {
        for (const {action: op, body: object} of body.requests) {
          assert.equal(op, 'addObject');
          index(name!).objects.set(object.objectID, object);
        }
        return answer({
          ...task(),
          objectIDs: body.requests.map((r: {body: {objectID: string}}) => r.body.objectID),
        });
      }
      if (req.method === 'POST' && action === 'operation') {
        const source = index(name!);
        if (body.operation === 'copy') {
          const destination = index(body.destination);
          if (body.scope.includes('settings')) destination.settings = {...source.settings};
          if (body.scope.includes('synonyms')) destination.synonyms = new Map(source.synonyms);
          if (body.scope.includes('rules')) destination.rules = new Map(source.rules);
        } else {
          this.indices.set(body.destination, source);
          this.indices.delete(name!);
        }
        return answer(task());
      }
      res
        .writeHead(404, {'content-type': 'application/json'})
        .end(JSON.stringify({message: 'not faked', status: 404}));
    });
  });
}

const fake = new FakeAlgolia();
let host: string;

before(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
});
after(() => fake.server.close());
beforeEach(() => {
  fake.indices.clear();
  fake.calls = [];
  fake.keys.clear();
});

const options = () => ({
  appId: 'FAKEAPP',
  adminApiKey: 'admin-key',
  indexName: 'dlabflow',
  glossary: SEARCH_GLOSSARY,
  hosts: [{url: host, protocol: 'http' as const}],
});

test('applies the crawler template settings and replaces the records atomically', async () => {
  fake.indices.set('dlabflow', {
    settings: {},
    objects: new Map([['stale', {objectID: 'stale'}]]),
    synonyms: new Map([['stale-synonym', {objectID: 'stale-synonym'}]]),
    rules: new Map(),
  });
  const records = corpus();
  await uploadRecords({...options(), records});
  const live = fake.indices.get('dlabflow')!;
  assert.deepEqual(
    [...live.objects.keys()].sort(),
    records.map((r) => r.objectID).sort(),
    'stale record gone',
  );
  assert.deepEqual(live.settings, INDEX_SETTINGS, 'settings carried over by the copy');
  assert.deepEqual(live.settings.attributesForFaceting, [
    'type',
    'lang',
    'language',
    'version',
    'docusaurus_tag',
    'filterOnly(page_type)',
  ]);
  assert.equal(live.settings.attributeForDistinct, 'url');
  assert.deepEqual([...fake.indices.keys()], ['dlabflow'], 'no temporary index left');
  assert.equal(fake.calls[0], 'PUT /1/indexes/dlabflow/settings', 'settings first');
  assert.ok(
    fake.calls.some((c) => /^POST \/1\/indexes\/dlabflow_tmp_\d+\/batch$/.test(c)),
    'records go to a temporary index',
  );
  assert.match(
    fake.calls.filter((c) => c.endsWith('/operation')).at(-1)!,
    /dlabflow_tmp_\d+\/operation$/,
    'then it is moved',
  );
  assert.deepEqual([...fake.keys], ['admin-key']);
  const uploaded = live.objects.get(records[0]!.objectID) as Record<string, unknown>;
  assert.deepEqual(uploaded.hierarchy, records[0]!.hierarchy);
  assert.equal(uploaded.docusaurus_tag, records[0]!.docusaurus_tag);
});

test('sends the search glossary as two-way synonyms, replacing the old ones, kept through the swap', async () => {
  await uploadRecords({...options(), records: corpus()});
  const live = fake.indices.get('dlabflow')!;
  assert.equal(live.synonyms.size, SEARCH_GLOSSARY.length);
  assert.ok(!live.synonyms.has('stale-synonym'));
  const labeling = [...live.synonyms.values()].find((hit) =>
    (hit as {synonyms: string[]}).synonyms.includes('라벨링'),
  ) as {type: string; synonyms: string[]};
  assert.equal(labeling.type, 'synonym');
  for (const word of ['레이블링', 'annotation', 'labeling'])
    assert.ok(labeling.synonyms.includes(word), word);
  const synonymCall = fake.calls.findIndex((c) => c === 'POST /1/indexes/dlabflow/synonyms/batch');
  const firstBatch = fake.calls.findIndex((c) => c.endsWith('/batch') && !c.includes('synonyms'));
  assert.ok(
    synonymCall >= 0 && synonymCall < firstBatch,
    'synonyms set on the live index before the records',
  );
});

test('sends exactly the glossary the local index carries, one two-way synonym per group, in order', async () => {
  await uploadRecords({...options(), glossary: searchLocalPluginOptions.glossary, records: corpus()});
  const live = fake.indices.get('dlabflow')!;
  assert.deepEqual(
    [...live.synonyms.values()],
    searchLocalPluginOptions.glossary.map((group) => ({
      objectID: `glossary-${group[0]}`,
      type: 'synonym',
      synonyms: [...group],
    })),
  );
  assert.deepEqual(glossarySynonyms(SEARCH_GLOSSARY), [...live.synonyms.values()]);
  // Every group's first word names it: two groups with one name would replace each other.
  assert.equal(new Set(SEARCH_GLOSSARY.map((group) => group[0])).size, SEARCH_GLOSSARY.length);
});

test('records carry their page type and rank guides first through customRanking', async () => {
  const records = corpus();
  const typed = records.map((record, i) =>
    i === 0
      ? {...record, page_type: 'glossary', weight: {...record.weight, pageRank: PAGE_RANK.glossary}}
      : record,
  );
  await uploadRecords({...options(), records: typed});
  const live = fake.indices.get('dlabflow')!;
  assert.equal((live.settings.customRanking as string[])[0], 'desc(weight.pageRank)');
  const uploaded = [...live.objects.values()] as {page_type: string; weight: {pageRank: number}}[];
  for (const record of uploaded) assert.equal(record.weight.pageRank, PAGE_RANK[record.page_type as 'guide']);
  assert.ok(
    uploaded.some((r) => r.page_type === 'glossary') && uploaded.some((r) => r.page_type === 'guide'),
  );
  assert.ok(PAGE_RANK.guide > PAGE_RANK.glossary && PAGE_RANK.faq > PAGE_RANK.reference);
  assert.ok(PAGE_RANK.guide > PAGE_RANK.blog && PAGE_RANK.guide > PAGE_RANK.index);
});

test('refuses an empty record set without touching the index', async () => {
  await assert.rejects(uploadRecords({...options(), records: []}), EmptyUploadError);
  assert.deepEqual(fake.calls, []);
});

/** Product rules shaped as the lexicon writes them: alternatives, wildcards, the reader's number of files. */
const PRODUCT_RULES: ProductRuleSource[] = [
  {
    when: [
      ['초대받은', '초대된'],
      ['프로젝트', '프젝'],
    ],
    replace: '공유',
  },
  {when: [['pc로', '컴퓨터로'], '받다'], replace: ['pc', '다운로드']},
  {when: [['onnx', '파일로'], '받다'], replace: [null, '다운로드']},
  {when: ['얼마나', ['하다', '끝냈*']], add: '진행'},
  {when: ['몇', '*까지*'], add: '제한', drop: ['장까지']},
  {when: [FILE_COUNT], add: '제한'},
];

test('sends the product rules as Query Rules, one per way of typing, replacing the old ones', async () => {
  fake.indices.set('dlabflow', {
    settings: {},
    objects: new Map(),
    synonyms: new Map(),
    rules: new Map([['stale-rule', {objectID: 'stale-rule'}]]),
  });
  await uploadRecords({...options(), records: corpus(), productRules: PRODUCT_RULES});
  const live = fake.indices.get('dlabflow')!;
  assert.ok(!live.rules.has('stale-rule'));
  const byPattern = new Map(
    [...live.rules.values()].map((rule) => {
      const {conditions, consequence} = rule as {
        conditions: {pattern: string; anchoring: string}[];
        consequence: {params: {query: {edits: unknown[]}}};
      };
      assert.equal(conditions.length, 1);
      assert.equal(conditions[0]!.anchoring, 'contains');
      return [conditions[0]!.pattern, consequence.params.query.edits];
    }),
  );
  assert.deepEqual(
    [...byPattern.keys()],
    [
      '초대받은 프로젝트',
      '초대받은 프젝',
      '초대된 프로젝트',
      '초대된 프젝',
      'pc로 받다',
      '컴퓨터로 받다',
      'onnx 받다',
      '파일로 받다',
      '얼마나 하다',
    ],
    'a wildcard or the number of files has no pattern: those ways of typing are left to the site’s reader',
  );
  assert.deepEqual(byPattern.get('초대된 프젝'), [{type: 'replace', delete: '초대된', insert: '공유'}]);
  assert.deepEqual(byPattern.get('컴퓨터로 받다'), [
    {type: 'replace', delete: '컴퓨터로', insert: 'pc'},
    {type: 'replace', delete: '받다', insert: '다운로드'},
  ]);
  assert.deepEqual(byPattern.get('onnx 받다'), [{type: 'replace', delete: '받다', insert: '다운로드'}]);
  assert.deepEqual(byPattern.get('얼마나 하다'), [{type: 'replace', delete: '하다', insert: '하다 진행'}]);
  const rulesCall = fake.calls.findIndex((c) => c === 'POST /1/indexes/dlabflow/rules/batch');
  const firstBatch = fake.calls.findIndex((c) => c.endsWith('/batch') && !/synonyms|rules/.test(c));
  assert.ok(rulesCall >= 0 && rulesCall < firstBatch, 'rules set on the live index before the records');
});

test('a page’s front-matter keywords are a searchable attribute, next to its title', async () => {
  const records = corpus();
  const withKeywords = [{...records[0]!, keywords: ['Label Studio']}, ...records.slice(1)];
  await uploadRecords({...options(), records: withKeywords});
  const live = fake.indices.get('dlabflow')!;
  assert.deepEqual((live.objects.get(records[0]!.objectID) as {keywords: string[]}).keywords, [
    'Label Studio',
  ]);
  const searchable = live.settings.searchableAttributes as string[];
  assert.equal(
    searchable.indexOf('unordered(keywords)'),
    searchable.indexOf('unordered(hierarchy.lvl1)') + 1,
  );
});

test('the site’s product rules become Query Rules, each with a pattern and an edit', () => {
  const rules = productQueryRules(LEXICON_RULES);
  assert.ok(rules.length > 0);
  assert.equal(new Set(rules.map((rule) => rule.objectID)).size, rules.length, 'ids are unique');
  for (const rule of rules) {
    assert.match(rule.conditions![0]!.pattern!, /^[^*]+$/);
    assert.ok((rule.consequence.params!.query as {edits: unknown[]}).edits.length > 0);
  }
  // 초대받은 프로젝트 is what the docs call a shared project.
  const invited = rules.find((rule) => rule.conditions![0]!.pattern === '초대받은 프로젝트');
  assert.deepEqual((invited?.consequence.params!.query as {edits: unknown[]}).edits, [
    {type: 'replace', delete: '초대받은', insert: '공유'},
  ]);
});
