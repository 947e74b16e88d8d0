import {runLighthouse} from './perf/lighthouse';
import {serveBuild} from './perf/local-server';
async function main() {
  const server = await serveBuild();
  try {
    for (const route of process.argv.slice(2)) {
      const lhr = await runLighthouse(server.url(route), ['performance']);
      const a = lhr.audits;
      console.log(`\n## ${route} perf ${Math.round((lhr.categories.performance!.score ?? 0) * 100)} FCP ${Math.round(a['first-contentful-paint']!.numericValue!)} LCP ${Math.round(a['largest-contentful-paint']!.numericValue!)} TBT ${Math.round(a['total-blocking-time']!.numericValue!)} CLS ${a['cumulative-layout-shift']!.numericValue}`);
      for (const item of ((a['bootup-time']!.details as any)?.items ?? []).slice(0, 6)) console.log('  bootup', item.url.replace(server.baseUrl, ""), Math.round(item.total), 'script', Math.round(item.scripting), 'parse', Math.round(item.scriptParseCompile));
      for (const item of (a['mainthread-work-breakdown']!.details as any)?.items ?? []) console.log('  main', item.groupLabel ?? item.group, Math.round(item.duration));
      for (const item of ((a['long-tasks']!.details as any)?.items ?? []).slice(0, 8)) console.log('  long', item.url?.replace(server.baseUrl, ""), Math.round(item.startTime), Math.round(item.duration));
    }
  } finally {
    await server.close();
  }
}
void main();
