import assert from 'node:assert/strict';
import {test} from 'node:test';
import {contentSecurityPolicy} from '../../deploy/nginx/csp';

function connectSrc(policy: string): string[] {
  const directive = policy.split('; ').find((d) => d.startsWith('connect-src '));
  return directive!.split(' ').slice(1);
}

test('connect-src allows the page-feedback endpoint origin when FEEDBACK_URL is set, and only then', () => {
  const withEndpoint = contentSecurityPolicy({
    scriptHashes: [],
    feedbackUrl: 'https://feedback.example.org:8443/v1/page-feedback?site=dlabflow',
  });
  assert.deepEqual(connectSrc(withEndpoint), ["'self'", 'https://feedback.example.org:8443']);
  assert.deepEqual(connectSrc(contentSecurityPolicy({scriptHashes: []})), ["'self'"]);
  // Nothing else opens up for it.
  assert.equal(
    withEndpoint.replace(' https://feedback.example.org:8443', ''),
    contentSecurityPolicy({scriptHashes: []}),
  );
});
