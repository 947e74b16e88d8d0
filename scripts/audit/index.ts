/**
 * `npm test` step: dependency audit of what the site is built from.
 *   npm audit --omit=dev --json → no high/critical advisory unless documented in scripts/audit/exceptions.json.
 * The registry mirror of our own CI does not implement the audit endpoint (it answers 405), so there the
 * step reports that and passes; GitHub Actions sets AUDIT_REQUIRED=1, where an unanswered audit fails.
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {isAuditAnswer, unexcusedFindings, type AuditException, type AuditReport} from './policy';

const root = path.resolve(__dirname, '../..');

function lockfileIsCommitted(): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', 'package-lock.json'], {cwd: root, stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

function main(): number {
  if (!lockfileIsCommitted()) {
    console.error('✖ package-lock.json is not committed: installs would not be reproducible.');
    return 1;
  }
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], {cwd: root, encoding: 'utf8'});
  let report: AuditReport;
  try {
    report = JSON.parse(audit.stdout) as AuditReport;
  } catch {
    report = {error: audit.stderr || 'no output', message: 'npm audit printed no JSON'};
  }

  if (!isAuditAnswer(report)) {
    const why = report.message ?? JSON.stringify(report.error);
    if (process.env.AUDIT_REQUIRED === '1') {
      console.error(`✖ npm audit got no answer from the registry: ${why}`);
      return 1;
    }
    console.warn(
      `⚠ npm audit got no answer from the registry (${why}); audit skipped here, required in GitHub Actions.`,
    );
    return 0;
  }

  const exceptions = JSON.parse(
    fs.readFileSync(path.join(__dirname, 'exceptions.json'), 'utf8'),
  ) as AuditException[];
  const findings = unexcusedFindings(report, exceptions);
  for (const finding of findings) {
    console.error(`✖ ${finding.severity} ${finding.package}: ${finding.title} (${finding.advisory})`);
  }
  if (findings.length > 0) {
    console.error(
      'Upgrade, or document each in scripts/audit/exceptions.json with why a static build cannot reach it.',
    );
    return 1;
  }
  console.log(
    `✔ npm audit --omit=dev: no undocumented high or critical advisory (${exceptions.length} documented).`,
  );
  return 0;
}

process.exit(main());
