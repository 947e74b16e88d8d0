/**
 * bench:search's Chromium side: a cold page per run, the reader's click on the search button timed to the first hit
 * painted (with the worker's load marks), `/search?q=` opened cold, and a page's longest main-thread task.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from '@playwright/test';
import {LOAD_MARKS} from '../../plugins/search-local/client/indexLoader';
import {nameIndexInPages} from '../../plugins/search-local/server/indexMeta';
import {
  indexFileName,
  INDEX_MANIFEST,
  type IndexManifest,
} from '../../plugins/search-local/shared/indexFiles';
import type {DocSearchRecord} from '../../plugins/search-local/shared/records';
import {median} from './stats';

export const BROWSER_QUERY = '라벨링';

export interface Corpus {
  name: string;
  records: DocSearchRecord[];
  /** The index file as the browser receives it. */
  indexJson: string;
}

/**
 * Round-trip time added to every request (`--rtt`, Chrome's network emulation, which also delays the page's
 * workers). 0 by default: the yardstick is the local server as it answers. With it, the bench shows what
 * requests made one after another cost on a phone's network (Lighthouse's mobile preset assumes 150 ms).
 */
export const browserConditions = {addedRttMs: 0, settleMs: 0};

/* settleMs: how long the reader looks at the page between its hydration and the click (`--settle`), having moved
 * the pointer once. 0 by default: the click is the reader's first move, at once, the worst case. */

/** A page in a fresh context (cold cache). */
export async function coldPage(browser: Browser) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}, locale: 'ko-KR'});
  const page = await context.newPage();
  if (browserConditions.addedRttMs > 0) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: browserConditions.addedRttMs,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  return {context, page};
}

/**
 * A copy of the build whose index is the corpus's (manifest, content-hashed file and the pages' meta tag naming
 * it, as the plugin writes them), served like the real site.
 */
export async function siteWithIndex(buildDir: string, corpus: Corpus): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dlabflow-bench-search-'));
  fs.cpSync(buildDir, dir, {recursive: true});
  const file = indexFileName(createHash('sha256').update(corpus.indexJson).digest('hex').slice(0, 12));
  fs.writeFileSync(path.join(dir, file), corpus.indexJson);
  const manifest: IndexManifest = {file, records: corpus.records.length};
  fs.writeFileSync(path.join(dir, INDEX_MANIFEST), JSON.stringify(manifest));
  await nameIndexInPages(dir, file);
  return dir;
}

export interface OpenMarks {
  down: number;
  modal: number;
  hit: number;
}

/**
 * In the page: pointerdown on the search button, the modal's input in the DOM, the frame after the first hit; and
 * the query typed in the task after the input gets focus, as a reader's first keystroke is. Typed from the page,
 * not by Playwright: its wait for the focus and its keystrokes are round trips to this process, which on two busy
 * cores took 30–100 ms (measured between the focus and the input event), and its polling for the hit ran layout
 * in the page while the hit was being rendered. `benchOpenDone` resolves with the marks, so nothing polls.
 */
function recordOpenToFirstHit(query: string): void {
  const marks: OpenMarks = {down: NaN, modal: NaN, hit: NaN};
  let done: ((value: OpenMarks) => void) | undefined;
  (window as unknown as {benchOpenDone: Promise<OpenMarks>}).benchOpenDone = new Promise(
    (resolve) => (done = resolve),
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.DocSearch-Button'))
        marks.down = performance.now();
    },
    {capture: true},
  );
  document.addEventListener(
    'focusin',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      if (input.value !== '') return;
      // The value through the element's own setter, then an input event: what React's onChange reads. (No named
      // function in here: tsx wraps those in a `__name()` call the page does not have.)
      setTimeout(() => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, query);
        input.dispatchEvent(new InputEvent('input', {bubbles: true, inputType: 'insertText', data: query}));
      }, 0);
    },
    {capture: true},
  );
  const observer = new MutationObserver(() => {
    if (Number.isNaN(marks.modal) && document.querySelector('.DocSearch-Input'))
      marks.modal = performance.now();
    if (!document.querySelector('.DocSearch-Hit')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      marks.hit = performance.now();
      done?.(marks);
    });
  });
  observer.observe(document, {childList: true, subtree: true});
}

/** The search worker's load marks (indexLoader.ts), on the page's clock. */
async function workerMarks(page: Page): Promise<Record<string, number>> {
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const marks: Record<string, number> = {};
  for (const worker of page.workers()) {
    const entries = await worker.evaluate(() => ({
      origin: performance.timeOrigin,
      marks: performance.getEntriesByType('mark').map(({name, startTime}) => ({name, startTime})),
    }));
    for (const {name, startTime} of entries.marks) marks[name] = entries.origin + startTime - pageOrigin;
  }
  return marks;
}

export async function measureBrowser(browser: Browser, siteUrl: string, runs: number) {
  const times: number[] = [];
  const phases: Record<'modal' | 'index' | 'engine', number[]> = {modal: [], index: [], engine: []};
  for (let run = 0; run < runs; run += 1) {
    const {context, page} = await coldPage(browser);
    await page.addInitScript(recordOpenToFirstHit, BROWSER_QUERY);
    await page.goto(siteUrl);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    if (browserConditions.settleMs > 0) {
      await page.mouse.move(5, 300); // a reader who reads moves the pointer (or scrolls) before searching
      await page.waitForTimeout(browserConditions.settleMs);
    }
    await page.locator('.navbar .DocSearch-Button').click();
    const {down, modal, hit} = await page.evaluate(
      () => (window as unknown as {benchOpenDone: Promise<OpenMarks>}).benchOpenDone,
    );
    const typed = await page.locator('.DocSearch-Input').inputValue();
    if (typed !== BROWSER_QUERY)
      throw new Error(`The modal's input holds '${typed}', not '${BROWSER_QUERY}'.`);
    const loaded = await workerMarks(page);
    times.push(hit - down);
    phases.modal.push(modal - down);
    phases.index.push((loaded[LOAD_MARKS.indexFetched] ?? NaN) - down);
    phases.engine.push((loaded[LOAD_MARKS.engineBuilt] ?? NaN) - down);
    await context.close();
  }
  return {
    openToFirstHitMs: median(times),
    runs: times,
    phasesMs: {modal: median(phases.modal), index: median(phases.index), engine: median(phases.engine)},
    searchPage: await measureSearchPage(browser, siteUrl, runs),
  };
}

/**
 * `/search?q=` opened cold (as "See all N results" opens it): time to the first result, and the main thread's
 * long tasks (PerformanceObserver 'longtask', > 50 ms) from navigation until a second after the results.
 */
export function measureSearchPage(browser: Browser, siteUrl: string, runs: number) {
  return measureColdLoad(browser, `${siteUrl}search?q=${encodeURIComponent(BROWSER_QUERY)}`, runs);
}

/**
 * A page opened cold: time to its first `main article`, and the main thread's long tasks from navigation until a
 * second after it. Also the yardstick's: the plain template's blog list, whose long tasks are the framework's own.
 */
export async function measureColdLoad(browser: Browser, url: string, runs: number) {
  const firstResult: number[] = [];
  const longestTask: number[] = [];
  const longTasks: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const {context, page} = await coldPage(browser);
    await page.addInitScript(() => {
      const tasks: number[] = [];
      (window as unknown as {benchLongTasks: number[]}).benchLongTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      }).observe({type: 'longtask', buffered: true});
    });
    const started = Date.now();
    await page.goto(url);
    await page.locator('main article').first().waitFor();
    firstResult.push(Date.now() - started);
    await page.waitForTimeout(1000);
    const tasks = await page.evaluate(() => (window as unknown as {benchLongTasks: number[]}).benchLongTasks);
    longestTask.push(Math.max(0, ...tasks));
    longTasks.push(tasks.length);
    await context.close();
  }
  return {
    firstResultMs: median(firstResult),
    longestTaskMs: median(longestTask),
    longTasks: median(longTasks),
  };
}
