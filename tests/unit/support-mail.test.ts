import assert from 'node:assert/strict';
import {test} from 'node:test';
import {EXTERNAL_URLS} from '../../src/config/constants';
import {noResultsMail, supportMailto} from '../../src/utils/supportMail';

test('the mailto goes to the support address with the subject and body percent-encoded', () => {
  const subject = '[D-Lab Flow] 검색 결과 없음: a&b=c?';
  const body = '검색어: a&b=c?\n#1 <script>alert(1)</script>';
  const href = supportMailto({subject, body});
  assert.ok(href.startsWith(`mailto:${EXTERNAL_URLS.contactEmail}?`));
  const params = new URLSearchParams(href.slice(href.indexOf('?') + 1));
  assert.deepEqual([...params.keys()], ['subject', 'body']);
  assert.equal(params.get('subject'), subject);
  assert.equal(params.get('body'), body);
  assert.ok(!href.includes('+'), 'spaces as %20, never +');
});

test('the no-results mail carries the query and the page searched from', () => {
  const {subject, body} = noResultsMail('고객센터', 'https://example.org/dlabflow/search?q=x');
  assert.match(subject, /고객센터/);
  assert.match(body, /검색어: 고객센터/);
  assert.match(body, /https:\/\/example\.org\/dlabflow\/search\?q=x/);
});
