/**
 * The tslib redirect (./index.ts): utils-common's require goes to ./helpers.ts, the helpers' own import stays, and
 * any other client module that requires tslib fails the build. Also: utils-common still calls no other helper.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import type {Plugin} from '@docusaurus/types';
import trimTslib from './index';

type Redirect = (data: {request: string; contextInfo: {issuer: string}}) => void;

/** The plugin's replacement callback, as the bundler would receive it. */
function redirect(isServer = false): Redirect | undefined {
  let callback: Redirect | undefined;
  class NormalModuleReplacementPlugin {
    constructor(_pattern: RegExp, newResource: Redirect) {
      callback = newResource;
    }
  }
  const configure = trimTslib().configureWebpack as NonNullable<Plugin['configureWebpack']>;
  const utils = {currentBundler: {name: 'rspack', instance: {NormalModuleReplacementPlugin}}};
  configure({}, isServer, utils as unknown as Parameters<typeof configure>[2], {} as never);
  return callback;
}

const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common'));

test("utils-common's require of tslib goes to the helpers; their own import of tslib stays", () => {
  const data = {request: 'tslib', contextInfo: {issuer: path.join(utilsCommon, 'index.js')}};
  redirect()!(data);
  assert.equal(data.request, path.join(__dirname, 'helpers.ts'));
  const own = {request: 'tslib', contextInfo: {issuer: path.join(__dirname, 'helpers.ts')}};
  redirect()!(own);
  assert.equal(own.request, 'tslib');
});

test('another client module that requires tslib fails the build, naming itself', () => {
  const issuer = '/repo/node_modules/some-lib/dist/index.js';
  assert.throws(() => redirect()!({request: 'tslib', contextInfo: {issuer}}), new RegExp(issuer));
});

test('the server build keeps tslib as it is', () => {
  assert.equal(redirect(true), undefined);
});

test('utils-common calls no tslib helper but the ones ./helpers.ts exports', () => {
  const exported = [
    ...fs.readFileSync(path.join(__dirname, 'helpers.ts'), 'utf8').matchAll(/export \{([^}]+)\}/g),
  ]
    .flatMap((m) => m[1]!.split(','))
    .map((name) => name.trim());
  const called = new Set<string>();
  for (const file of fs.readdirSync(utilsCommon).filter((name) => name.endsWith('.js'))) {
    for (const m of fs.readFileSync(path.join(utilsCommon, file), 'utf8').matchAll(/tslib_1\.(\w+)/g))
      called.add(m[1]!);
  }
  assert.ok(called.size > 0, 'utils-common no longer requires tslib: remove plugins/trim-tslib');
  assert.deepEqual(
    [...called].filter((name) => !exported.includes(name)),
    [],
  );
});
