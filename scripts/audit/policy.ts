/**
 * Our dependency policy over an `npm audit --json` report (npm 7+, auditReportVersion 2):
 * no high or critical advisory in production dependencies unless it is documented in exceptions.json
 * with why it cannot be reached in a static build.
 */

export type Severity = 'info' | 'low' | 'moderate' | 'high' | 'critical';

interface Advisory {
  source?: number;
  name: string;
  title?: string;
  url?: string;
  severity: Severity;
}

interface Vulnerability {
  name: string;
  severity: Severity;
  /** Advisories against this package, or names of vulnerable packages it depends on. */
  via: (Advisory | string)[];
}

export interface AuditReport {
  vulnerabilities?: Record<string, Vulnerability>;
  /** Present when the registry did not answer (e.g. 405 from a mirror without the audit endpoint). */
  error?: unknown;
  message?: string;
  statusCode?: number;
}

export interface AuditException {
  /** The advisory URL, e.g. https://github.com/advisories/GHSA-xxxx-xxxx-xxxx. */
  advisory: string;
  package: string;
  /** Why it cannot be reached in our static build. */
  reason: string;
}

export interface Finding {
  package: string;
  severity: Severity;
  advisory: string;
  title: string;
}

export const BLOCKING: ReadonlySet<Severity> = new Set(['high', 'critical']);

/** True when the report is an answer from the audit endpoint, not an error from the registry. */
export function isAuditAnswer(report: AuditReport): boolean {
  return report.vulnerabilities !== undefined && report.error === undefined;
}

/** High and critical advisories, each once, that no exception documents. */
export function unexcusedFindings(report: AuditReport, exceptions: AuditException[]): Finding[] {
  const excused = new Set(exceptions.map((e) => e.advisory));
  const findings = new Map<string, Finding>();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package; its own entry lists the advisory.
      if (typeof via === 'string' || !BLOCKING.has(via.severity)) continue;
      const advisory = via.url ?? `${via.name}#${via.source ?? '?'}`;
      if (excused.has(advisory)) continue;
      findings.set(`${via.name} ${advisory}`, {
        package: via.name,
        severity: via.severity,
        advisory,
        title: via.title ?? '',
      });
    }
  }
  return [...findings.values()].sort((a, b) => a.package.localeCompare(b.package));
}
