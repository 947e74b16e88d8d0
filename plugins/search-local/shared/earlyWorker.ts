/**
 * `/search?q=…` opened directly (a shared link, a reload) starts the search worker from a small inline script in
 * its <head> (server/earlyWorker.ts writes it in postBuild), while the HTML is parsed: the worker's script and the
 * index then download beside main.js instead of after it has run, and the page's first search finds the engine
 * built or nearly so. client/workerStart.ts adopts that worker. Safe for browser code.
 */

/** The window property that holds the worker the inline script started, until workerStart.ts adopts it. */
export const EARLY_WORKER_GLOBAL = '__searchLocalWorker';

/** The id of the first message, which only loads the index; workerClient.ts numbers searches from 1. */
export const LOAD_MESSAGE_ID = 0;
