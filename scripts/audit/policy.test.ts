import assert from 'node:assert/strict';
import {test} from 'node:test';
import {isAuditAnswer, unexcusedFindings, type AuditReport} from './policy';

/** The shape npm 11 prints for `npm audit --json` (trimmed to the fields the policy reads). */
const REPORT: AuditReport = {
  vulnerabilities: {
    'http-proxy-middleware': {
      name: 'http-proxy-middleware',
      severity: 'high',
      via: [
        {
          source: 1104105,
          name: 'http-proxy-middleware',
          title: 'Denial of service in http-proxy-middleware',
          url: 'https://github.com/advisories/GHSA-c7qv-q95q-8v27',
          severity: 'high',
        },
      ],
    },
    'webpack-dev-server': {name: 'webpack-dev-server', severity: 'high', via: ['http-proxy-middleware']},
    'on-headers': {
      name: 'on-headers',
      severity: 'low',
      via: [
        {
          source: 1,
          name: 'on-headers',
          title: 'header manipulation',
          url: 'https://x/GHSA-low',
          severity: 'low',
        },
      ],
    },
  },
};

test('a high advisory blocks, once, even when other packages depend on the vulnerable one', () => {
  const findings = unexcusedFindings(REPORT, []);
  assert.deepEqual(
    findings.map((f) => [f.package, f.severity, f.advisory]),
    [['http-proxy-middleware', 'high', 'https://github.com/advisories/GHSA-c7qv-q95q-8v27']],
  );
});

test('a documented advisory no longer blocks; low and moderate never do', () => {
  const findings = unexcusedFindings(REPORT, [
    {
      advisory: 'https://github.com/advisories/GHSA-c7qv-q95q-8v27',
      package: 'http-proxy-middleware',
      reason: 'dev server only',
    },
  ]);
  assert.deepEqual(findings, []);
});

test('a registry error is told apart from a clean report', () => {
  assert.equal(isAuditAnswer({message: '405 Method Not Allowed', statusCode: 405, error: {}}), false);
  assert.equal(isAuditAnswer({vulnerabilities: {}}), true);
});
