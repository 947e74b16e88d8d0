/**
 * The engine's code: decoding the index and answering requests. Imported by the worker only (and by tests), so
 * it is bundled into the worker's one script and never into a chunk the page loads: a module the page shared with
 * the worker (es-hangul) became a chunk of its own, which the worker fetched with a blocking `importScripts`.
 */
import {decodeGlossary, decodeIndex} from '../shared/compactIndex';
import {createResponder} from '../shared/respond';

export const engineRuntime = {decodeIndex, decodeGlossary, createResponder};

export type EngineRuntime = typeof engineRuntime;
