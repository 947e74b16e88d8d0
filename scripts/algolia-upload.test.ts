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

interface FakeIndex {
  settings: Record<string, unknown>;
  objects: Map<string, unknown>;
  synonyms: Map<string, unknown>;
}

/** Just enough of the Algolia API for setSettings, waitForTask and replaceAllObjects, kept in memory. */
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
          this.indices.set(n, {settings: {}, objects: new Map(), synonyms: new Map()});
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
