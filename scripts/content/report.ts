/**
 * `npm run content:report`: the inventory of every page (scripts/content/inventory.ts) as a table, with the
 * off-list terms of each page's figures, its hedges, and a non-zero exit when a page falls short of the bar.
 */
import {REPO_ROOT} from '../lib/paths';
import {inventorySite, lastUpdatedOf, printInventory, problemsOf, type PageInventory} from './inventory';
import {svgTermFindings} from './rules/svg-terms';
import {loadSite} from './site';

const site = loadSite(REPO_ROOT);
const termsBySvg = new Map<string, number>();
const figureTerms = (page: PageInventory): number =>
  page.svgFigures.reduce((sum, svg) => {
    if (!termsBySvg.has(svg))
      termsBySvg.set(svg, svgTermFindings(REPO_ROOT, svg, site.terms, site.labels).length);
    return sum + termsBySvg.get(svg)!;
  }, 0);
const pages = inventorySite(REPO_ROOT);
printInventory(pages, (file) => lastUpdatedOf(REPO_ROOT, file), figureTerms);
for (const p of pages) {
  for (const hedge of p.hedges) console.log(`hedge  ${p.file}: ${hedge}`);
}
const failing = pages.filter((p) => problemsOf(p).length > 0 || figureTerms(p) > 0);
for (const p of failing) {
  const terms = figureTerms(p) > 0 ? [`${figureTerms(p)} off-list term(s) in its figures`] : [];
  console.error(`✖ ${p.file}: ${[...problemsOf(p), ...terms].join('; ')}`);
}
process.exit(failing.length > 0 ? 1 : 0);
