/**
 * The synthetic pages of synthetic-docs.ts as DocSearch records, shaped as plugins/search-local/server/extract.ts
 * makes them from a built page (lvl0 the sidebar category, lvl1 the title, lvl2/lvl3 the headings, content
 * records for paragraphs, list items and table rows), so the search benchmark can size and query a
 * 1,000-page index without building 1,000 pages.
 */
import {
  emptyHierarchy,
  levelWeight,
  type DocSearchRecord,
  type RecordType,
} from '../../plugins/search-local/shared/records';
import {SITE} from '../../src/config/constants';
import {SEARCH} from '../../tests/support/spec';
import {SYNTHETIC_DIR, syntheticPage} from './synthetic-docs';

const CATEGORY = '합성 문서';

function anchorOf(heading: string): string {
  return heading.replace(/\s+/g, '-');
}

export function syntheticRecords(count: number, docsUrl: string): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const page = syntheticPage(index);
    const pageUrl = `${docsUrl}/${SYNTHETIC_DIR}/${page.slug}`;
    const hierarchy = {...emptyHierarchy(), lvl0: CATEGORY, lvl1: page.title};
    const add = (type: RecordType, content: string | null, anchor: string | null, levels = hierarchy) => {
      records.push({
        objectID: `${pageUrl}#${records.length}`,
        type,
        hierarchy: {...levels},
        content,
        url: anchor ? `${pageUrl}#${anchor}` : pageUrl,
        url_without_anchor: pageUrl,
        anchor,
        weight: {pageRank: 0, level: levelWeight(type), position: records.length},
        language: SITE.locale,
        version: 'current',
        docusaurus_tag: `docs-${SEARCH.defaultSearchTag}-current`,
      });
    };
    add('lvl1', null, null);
    add('content', page.intro, null);
    add('content', page.tip, null);
    for (const section of page.sections) {
      const lvl2 = {...hierarchy, lvl2: section.heading};
      add('lvl2', null, anchorOf(section.heading), lvl2);
      add('content', section.paragraph, anchorOf(section.heading), lvl2);
      for (const step of section.steps) add('content', step, anchorOf(section.heading), lvl2);
      const lvl3 = {...lvl2, lvl3: section.sub.heading};
      add('lvl3', null, anchorOf(section.sub.heading), lvl3);
      add('content', section.sub.paragraph, anchorOf(section.sub.heading), lvl3);
    }
    const settings = {...hierarchy, lvl2: '설정 항목'};
    add('lvl2', null, anchorOf('설정 항목'), settings);
    for (const row of page.table)
      add('content', row.text, anchorOf('설정 항목'), {...settings, lvl5: row.name});
  }
  return records;
}
