import assert from 'node:assert/strict';
import {test} from 'node:test';
import {EXTERNAL_URLS} from '../../src/config/constants';
import {COMMENT_MAX_LENGTH, feedbackMailto, pageFeedback} from '../../src/utils/pageFeedback';

const PAGE = 'https://grit-docs.github.io/dlabflow/docs/intro';

test('the answer keeps the page, the choice and the comment, trimmed and cut to the limit', () => {
  assert.deepEqual(pageFeedback(PAGE, false, '  그림이 없음 \n'), {
    page: PAGE,
    helpful: false,
    comment: '그림이 없음',
  });
  assert.equal(
    pageFeedback(PAGE, false, '가'.repeat(COMMENT_MAX_LENGTH + 20)).comment.length,
    COMMENT_MAX_LENGTH,
  );
  assert.deepEqual(Object.keys(pageFeedback(PAGE, true, '')), ['page', 'helpful', 'comment']);
});

test('the e-mail goes to the support address and carries the page and the comment as typed', () => {
  const comment = '<img src=x onerror=alert(1)> & 50% 빠짐';
  const href = feedbackMailto(pageFeedback(PAGE, false, comment));
  assert.ok(href.startsWith(`mailto:${EXTERNAL_URLS.contactEmail}?subject=`));
  const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body')!;
  assert.ok(body.includes(`페이지: ${PAGE}`));
  assert.ok(body.includes(comment));
});
