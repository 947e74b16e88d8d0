import assert from 'node:assert/strict';
import {test} from 'node:test';
import {repositoryFromEditUrl, suggestionIssueUrl} from '../../src/utils/suggestionIssue';

const EDIT_URL = 'https://github.com/grit-docs/dlabflow/edit/main/docs/data_management/data_upload.md';

test('the repository comes from the edit URL (edit, blob or tree links)', () => {
  assert.equal(repositoryFromEditUrl(EDIT_URL), 'https://github.com/grit-docs/dlabflow');
  assert.equal(
    repositoryFromEditUrl('https://github.com/a-fork/help/blob/dev/blog/post/index.md'),
    'https://github.com/a-fork/help',
  );
  assert.equal(repositoryFromEditUrl('https://github.com/o/r/tree/main/'), 'https://github.com/o/r');
});

test('no repository from an edit URL that is not on GitHub', () => {
  assert.equal(repositoryFromEditUrl('https://gitlab.com/o/r/-/edit/main/docs/intro.md'), undefined);
  assert.equal(repositoryFromEditUrl('https://github.com/o'), undefined);
  assert.equal(suggestionIssueUrl({editUrl: 'https://example.com/edit/x', title: 't', body: 'b'}), undefined);
});

test('the new-issue URL carries the title and the body, each percent-encoded', () => {
  const title = '[개선 제안] 데이터 업로드 & 다운로드?';
  const body = '페이지: https://grit-docs.github.io/dlabflow/docs/data_management/data_upload\n\n내용 #1';
  const url = new URL(suggestionIssueUrl({editUrl: EDIT_URL, title, body})!);
  assert.equal(url.origin + url.pathname, 'https://github.com/grit-docs/dlabflow/issues/new');
  assert.equal(url.searchParams.get('title'), title);
  assert.equal(url.searchParams.get('body'), body);
  assert.ok(!url.search.includes('+'), 'spaces as %20, never +');
  assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
});
