/**
 * The content rules a page must pass, run over the site's sources: what `npm run check:content` prints and what
 * tests/unit/content-rules.test.ts holds at zero. Each rule lives in its own file beside this one; they read the
 * site (scripts/content/site.ts) and the inventory, and nothing there reads them back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Finding} from '../findings';
import {readMarkdown} from '../markdown';
import {isPartial, type Site} from '../site';
import {blogFrontMatterFindings} from './blog-front-matter';
import {frontMatterFindings} from './front-matter';
import {headingFindings} from './headings';
import {hiddenTermFindings} from './hidden-terms';
import {imageFindings} from './images';
import {linkLabelFindings} from './link-labels';
import {linkFindings} from './links';
import {particleFindings} from './particles';
import {placeholderFindings} from './placeholders';
import {stepFindings} from './steps';
import {figureFiles, svgTermFindings} from './svg-terms';
import {uiLabelFindings} from './ui-labels';

export {isPartial, loadSite, type Site} from '../site';

/** Every finding in one Markdown file. */
export function markdownFindings(site: Site, file: string): Finding[] {
  const source = readMarkdown(site.root, file);
  const partial = isPartial(file);
  return [
    ...(partial ? [] : frontMatterFindings(source)),
    ...blogFrontMatterFindings(source, site),
    ...(partial ? [] : headingFindings(source)),
    ...imageFindings(source, site.root),
    ...linkFindings(source, site),
    ...stepFindings(source),
    ...uiLabelFindings(source, site.labels, site.englishLabels),
    ...linkLabelFindings(source, site),
    ...particleFindings(source, site.terms),
    ...hiddenTermFindings(source, site.terms),
    ...placeholderFindings(file, source.raw),
  ];
}

/** Every finding in the site's Markdown and figures. */
export function siteFindings(site: Site): Finding[] {
  return [
    ...site.files.flatMap((file) => markdownFindings(site, file)),
    ...figureFiles(site.root).flatMap((file) => [
      ...svgTermFindings(site.root, file, site.terms, site.labels),
      ...placeholderFindings(file, fs.readFileSync(path.join(site.root, file), 'utf8')),
    ]),
  ];
}
