/**
 * Bold text is the product's own screen label, written as the screen writes it. A label in English where the
 * screen is Korean, or one with a letter or a space off, reads as a different button to someone looking for it.
 * The platform's labels are listed in docs-style/ui-labels.yml; the help center's own come from its translations.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {quoted} from '../josa';
import type {Finding} from '../findings';
import {bodyLine, type MarkdownSource} from '../markdown';

export const UI_LABELS_FILE = 'docs-style/ui-labels.yml';

/** Where this site's own labels are written: its translations and the labels of its config and components. */
const SITE_LABEL_SOURCES = ['i18n/ko/code.json', 'src/config', 'src/components', 'src/theme'];

function siteLabels(root: string): string[] {
  const labels: string[] = [];
  for (const source of SITE_LABEL_SOURCES) {
    const absolute = path.join(root, source);
    if (!fs.existsSync(absolute)) continue;
    const files = fs.statSync(absolute).isDirectory()
      ? fs
          .readdirSync(absolute, {recursive: true, withFileTypes: true})
          .filter((e) => e.isFile() && /\.(tsx?|json)$/.test(e.name))
          .map((e) => path.join(e.parentPath, e.name))
      : [absolute];
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/"?(?:message|label)"?:\s*(['"])((?:(?!\1).)+)\1/g)) labels.push(m[2]);
    }
  }
  // "{count}개의 결과 확인하기" is written "…개의 결과 확인하기" in prose.
  return labels.map((label) => label.replace(/\{\w+\}/g, '…'));
}

/**
 * The English names writers reach for, each with the product's Korean label (the `영어 이름` map of the file):
 * the screens are Korean, so **Statistics** is written **통계 정보**.
 */
export const ENGLISH_NAMES_KEY = '영어 이름';

function readLabelFile(root: string): Record<string, unknown> {
  return parse(fs.readFileSync(path.join(root, UI_LABELS_FILE), 'utf8')) as Record<string, unknown>;
}

/** Every label of the platform's screens (docs-style/ui-labels.yml) and of this site's own. */
export function loadUiLabels(root: string): Set<string> {
  const byScreen = Object.entries(readLabelFile(root))
    .filter(([screen, labels]) => screen !== ENGLISH_NAMES_KEY && Array.isArray(labels))
    .flatMap(([, labels]) => (labels as unknown[]).map(String));
  return new Set([...byScreen, ...siteLabels(root)]);
}

/** English name (lower case) → the Korean label the screen shows. */
export function loadEnglishLabels(root: string): Map<string, string> {
  const names = (readLabelFile(root)[ENGLISH_NAMES_KEY] ?? {}) as Record<string, string>;
  return new Map(Object.entries(names).map(([english, label]) => [english.toLowerCase(), String(label)]));
}

const patternsOf = new WeakMap<Set<string>, RegExp[]>();

/** `N` in a listed label stands for a number on the screen. */
function numberPatterns(labels: Set<string>): RegExp[] {
  const cached = patternsOf.get(labels);
  if (cached) return cached;
  const patterns = [...labels]
    .filter((label) => /(^|\s)N(\s|$)/.test(label))
    .map(
      (label) =>
        new RegExp(
          `^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/(^|\s)N(?=\s|$)/g, '$1[\\d,.]+')}$`,
        ),
    );
  patternsOf.set(labels, patterns);
  return patterns;
}

/** Whether the text is a screen label as listed (numbers in the place of `N` included). */
export function isUiLabel(text: string, labels: Set<string>): boolean {
  return labels.has(text) || numberPatterns(labels).some((pattern) => pattern.test(text));
}

/** Edit distance in characters (Levenshtein), to name the label a typo meant. */
function distance(a: string, b: string): number {
  const x = [...a];
  const y = [...b];
  let row = Array.from({length: y.length + 1}, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const next = [i];
    for (let j = 1; j <= y.length; j++) {
      next[j] = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + (x[i - 1] === y[j - 1] ? 0 : 1));
    }
    row = next;
  }
  return row[y.length];
}

/** The closest listed label, when it is close enough to be the one meant. */
function nearest(text: string, labels: Set<string>): string | undefined {
  let best: {label: string; d: number} | undefined;
  const squeezed = text.replace(/\s+/g, '').toLowerCase();
  for (const label of labels) {
    if (label.replace(/\s+/g, '').toLowerCase() === squeezed) return label;
    const d = distance(text, label);
    if (!best || d < best.d) best = {label, d};
  }
  if (best && best.d <= Math.floor([...text].length / 4)) return best.label;
  // A word dropped or added: "페이지 편집" for "이 페이지 편집".
  return [...labels].find(
    (label) => label.length - text.length <= 3 && label.length > text.length && label.includes(text),
  );
}

const BOLD = /\*\*([^*\n]+?)\*\*/g;

export function uiLabelFindings(
  source: MarkdownSource,
  labels: Set<string>,
  englishLabels: Map<string, string> = new Map(),
): Finding[] {
  const findings: Finding[] = [];
  for (const m of source.prose.matchAll(BOLD)) {
    const text = m[1].trim();
    const after = source.prose.slice(m.index + m[0].length, m.index + m[0].length + 1);
    // Not labels: a whole sentence in bold, a lead-in ("**기준 정하기**: …", "**해결**: …"), bold around code.
    if (/[.!?:]$/.test(text) || after === ':' || /\s{2,}/.test(text)) continue;
    if (isUiLabel(text, labels)) continue;
    const at = {file: source.file, line: bodyLine(source, m.index), rule: 'ui-labels'};
    const parts = text.split(/\s+>\s+/);
    if (parts.length > 1) {
      findings.push({
        ...at,
        problem: `메뉴 경로 "**${text}**"를 한 번에 굵게 썼습니다`,
        fix: `라벨마다 굵게 씁니다: ${parts.map((p) => `**${p}**`).join(' > ')}`,
      });
      continue;
    }
    const korean = englishLabels.get(text.toLowerCase());
    if (korean) {
      findings.push({
        ...at,
        problem: `${quoted(`**${text}**`, '은/는')} 영어 이름입니다. 화면의 라벨은 **${korean}**입니다`,
        fix: `${quoted(`**${korean}**`, '으로/로').replace(/"/g, '')} 씁니다`,
      });
      continue;
    }
    const guess = nearest(text, labels);
    findings.push({
      ...at,
      problem: `${quoted(`**${text}**`, '은/는')} 제품 화면의 라벨이 아닙니다`,
      fix: guess
        ? `화면의 라벨 그대로 ${quoted(`**${guess}**`, '으로/로').replace(/"/g, '')} 씁니다`
        : `화면에 보이는 글자 그대로 쓰고, 화면에서 확인한 새 라벨이면 ${UI_LABELS_FILE}에 더합니다. 라벨이 아니면 굵게 쓰지 않습니다`,
    });
  }
  return findings;
}
