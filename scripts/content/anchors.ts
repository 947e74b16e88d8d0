/**
 * Links to a section (`page.md#anchor`, `#anchor`) checked against the ids the built pages really have. The
 * site's build only warns about a missing anchor (a reader lands at the top of the page instead), so the writers'
 * check does this itself, from the Markdown source, so each finding names the file and line of the link.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Finding} from './findings';
import {bodyLine, readMarkdown} from './markdown';
import {linksOf} from './rules/link-labels';
import type {Site} from './rules/index';

/** The HTML file of a route (its HTML is minified: attribute values may go unquoted) in a build (trailing slashes are off: /docs/x → docs/x.html). */
function htmlOf(buildDir: string, route: string): string | undefined {
  const candidates = [`${route}.html`, `${route}/index.html`].map((file) => path.join(buildDir, file));
  return candidates.find((file) => fs.existsSync(file));
}

const idsCache = new Map<string, Set<string> | undefined>();

function idsOf(buildDir: string, route: string): Set<string> | undefined {
  const key = `${buildDir}\0${route}`;
  if (!idsCache.has(key)) {
    const html = htmlOf(buildDir, route);
    idsCache.set(
      key,
      html
        ? new Set(
            [...fs.readFileSync(html, 'utf8').matchAll(/\sid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/g)].map(
              (m) => decodeURIComponent(m[1] ?? m[2] ?? m[3]),
            ),
          )
        : undefined,
    );
  }
  return idsCache.get(key);
}

export function anchorFindings(site: Site, buildDir: string): Finding[] {
  idsCache.clear();
  const findings: Finding[] = [];
  for (const file of site.files) {
    const source = readMarkdown(site.root, file);
    for (const link of linksOf(source, site.fileOfRoute)) {
      if (!link.anchor) continue;
      const targetFile = link.targetFile;
      if (!targetFile) continue;
      const route = site.routeOfFile(targetFile);
      // A link from a partial to its own anchors resolves on each page that imports it; those are not checked here.
      if (!route) continue;
      const ids = idsOf(buildDir, route);
      if (!ids) continue;
      const anchor = decodeURIComponent(link.anchor);
      if (ids.has(anchor)) continue;
      findings.push({
        file,
        line: bodyLine(source, link.offset),
        problem: `link "[${link.label}]" to #${anchor}, which ${targetFile} does not have`,
        fix: `use one of that page's heading ids (give the heading \`{#${anchor}}\`), or link the page without #`,
        rule: 'anchors',
      });
    }
  }
  return findings;
}
