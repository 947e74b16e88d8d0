/**
 * Front-matter `keywords` reach search: the doc templates promise they are "독자가 검색할 낱말", and a keyword a page's
 * text does not have is found only through them. Reads the built site (build/): its shipped index and the records
 * `npm run search:upload` sends Algolia, both of which must carry each doc's keywords on its first record.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import matter from 'gray-matter';
import {decodeIndex} from '../../plugins/search-local/shared/compactIndex';
import {INDEX_MANIFEST, type IndexManifest} from '../../plugins/search-local/shared/indexFiles';
import type {DocSearchRecord} from '../../plugins/search-local/shared/records';
import {collectSiteRecords} from '../../plugins/search-local/server/site';
import {allDocIds, docFile} from '../../scripts/content/pages';
import {env} from '../../src/config/env';
import {searchLocalPluginOptions} from '../../src/config/search';
import {skipWithoutBuild} from '../support/build-artefacts';
import {REPO_ROOT} from './support/site-copy';

const BUILD = path.join(REPO_ROOT, 'build');

/** Each doc with front-matter keywords: its page's URL path and its keywords. */
function docsWithKeywords(): {route: string; keywords: string[]}[] {
  return allDocIds().flatMap((id) => {
    const {data} = matter(fs.readFileSync(path.join(REPO_ROOT, docFile(id)!), 'utf8'));
    const keywords = (data.keywords as string[] | undefined)?.map(String) ?? [];
    if (keywords.length === 0) return [];
    const slug = typeof data.slug === 'string' ? data.slug.replace(/^\//, '') : id;
    return [{route: `${env.baseUrl}docs/${slug}`.replace(/\/$/, ''), keywords}];
  });
}

/** A page's records by URL path, in order. */
function byPage(records: DocSearchRecord[]): Map<string, DocSearchRecord[]> {
  const pages = new Map<string, DocSearchRecord[]>();
  for (const record of records) {
    const route = new URL(record.url_without_anchor).pathname.replace(/\/$/, '');
    pages.set(route, [...(pages.get(route) ?? []), record]);
  }
  return pages;
}

const textOf = (record: DocSearchRecord): string =>
  [...Object.values(record.hierarchy), record.content].filter(Boolean).join(' ').toLowerCase();

describe(
  'front-matter keywords reach search',
  {skip: skipWithoutBuild(`build/${INDEX_MANIFEST}`, 'npx docusaurus build')},
  () => {
    let shipped: Map<string, DocSearchRecord[]>;
    let uploaded: Map<string, DocSearchRecord[]>;
    const docs = docsWithKeywords();

    before(async () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(BUILD, INDEX_MANIFEST), 'utf8')) as IndexManifest;
      shipped = byPage(decodeIndex(JSON.parse(fs.readFileSync(path.join(BUILD, manifest.file), 'utf8'))));
      uploaded = byPage(
        await collectSiteRecords(BUILD, {
          siteBaseUrl: new URL(env.baseUrl, env.siteUrl).href,
          defaultLvl0: searchLocalPluginOptions.defaultLvl0,
          docPageTypes: searchLocalPluginOptions.docPageTypes,
          siteKeywords: searchLocalPluginOptions.siteKeywords,
        }),
      );
    });

    test('each doc’s keywords are on its first record (the title’s), in the index and in Algolia’s records', () => {
      assert.ok(docs.length >= 10, `docs with keywords: ${docs.length}`);
      for (const [name, pages] of [
        ['the shipped index', shipped],
        ['the Algolia records', uploaded],
      ] as const) {
        for (const {route, keywords} of docs) {
          const [first, ...rest] = pages.get(route) ?? [];
          assert.ok(first, `${route} in ${name}`);
          assert.equal(first.type, 'lvl1', route);
          assert.deepEqual(first.keywords, keywords, `${route} in ${name}`);
          assert.ok(
            rest.every((record) => record.keywords === undefined),
            route,
          );
        }
      }
    });

    test('a keyword that no page’s text has is found in its page’s record', () => {
      const everyText = [...shipped.values()].flat().map(textOf).join('\n');
      const onlyInFrontMatter = docs.flatMap(({route, keywords}) =>
        keywords.filter((k) => !everyText.includes(k.toLowerCase())).map((keyword) => ({route, keyword})),
      );
      assert.ok(onlyInFrontMatter.length > 0, 'some keyword is in front matter only');
      for (const {route, keyword} of onlyInFrontMatter) {
        assert.ok(shipped.get(route)![0]!.keywords!.includes(keyword), `${keyword} in the index (${route})`);
        assert.ok(uploaded.get(route)![0]!.keywords!.includes(keyword), `${keyword} for Algolia (${route})`);
      }
    });

    test('pages without front-matter keywords carry none of the site’s', () => {
      const withKeywords = new Set(docs.map((doc) => doc.route));
      for (const [route, records] of shipped) {
        if (withKeywords.has(route) || !route.includes('/docs/')) continue;
        assert.equal(records[0]!.keywords, undefined, route);
      }
    });
  },
);
