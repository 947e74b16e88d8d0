/** Alt text: Korean, short, and present; details go in the caption under the figure. */
import fs from 'node:fs';
import path from 'node:path';
import type {Finding} from '../findings';
import {ALT_TEXT_MAX} from '../inventory';
import {bodyLine, markdownLinks, type MarkdownSource} from '../markdown';

const HTML_IMAGE = /<img\b[^>]*>/g;

export interface ImageRef {
  alt: string | undefined;
  src: string;
  offset: number;
}

export function imagesOf(source: MarkdownSource): ImageRef[] {
  const images: ImageRef[] = [];
  for (const {image, label, target, offset} of markdownLinks(source))
    if (image) images.push({alt: label, src: target, offset});
  for (const m of source.prose.matchAll(HTML_IMAGE)) {
    const alt = /\balt=(?:"([^"]*)"|'([^']*)'|\{['"`]([^'"`]*)['"`]\})/.exec(m[0]);
    const src = /\bsrc=(?:"([^"]*)"|'([^']*)')/.exec(m[0]);
    images.push({
      alt: alt ? (alt[1] ?? alt[2] ?? alt[3]).trim() : undefined,
      src: src?.[1] ?? src?.[2] ?? m[0],
      offset: m.index,
    });
  }
  return images.sort((a, b) => a.offset - b.offset);
}

/** Text the scaffold's placeholder figure carries until a writer draws the real one. */
const PLACEHOLDER_MARK = 'TODO(작성)';

/** Where a local image lives on disk: beside the page, or under static/ for a site path. */
function imageFile(root: string, page: string, src: string): string | undefined {
  if (/^([a-z]+:)?\/\//i.test(src) || src.startsWith('data:')) return undefined;
  const clean = decodeURI(src.split(/[?#]/)[0]);
  return src.startsWith('/') ? path.join(root, 'static', clean) : path.join(root, path.dirname(page), clean);
}

export function imageFindings(source: MarkdownSource, root: string): Finding[] {
  return imagesOf(source).flatMap(({alt, src, offset}): Finding[] => {
    const at = {file: source.file, line: bodyLine(source, offset)};
    const findings: Finding[] = [];
    const file = imageFile(root, source.file, src);
    if (file && !fs.existsSync(file)) {
      findings.push({
        ...at,
        rule: 'images',
        problem: `그림 파일 ${src}가 없습니다`,
        fix: `그린 SVG를 ${path.relative(root, file).split(path.sep).join('/')}에 두거나 경로를 고칩니다`,
      });
    } else if (file && /\.svg$/i.test(file) && fs.readFileSync(file, 'utf8').includes(PLACEHOLDER_MARK)) {
      findings.push({
        ...at,
        rule: 'images',
        problem: `그림 ${src}는 뼈대가 만든 자리 표시 그림 그대로입니다`,
        fix: `${path.relative(root, file).split(path.sep).join('/')}를 화면을 그린 SVG로 바꿉니다. 그림이 필요 없으면 그림 줄과 설명 줄, 파일을 함께 지웁니다`,
      });
    }
    const altAt = {...at, rule: 'alt-text'};
    if (!alt) {
      findings.push({
        ...altAt,
        problem: `그림 ${src}에 대체 텍스트가 없습니다`,
        fix: `그림이 보여 주는 것을 한국어로 ${ALT_TEXT_MAX}자 이내로 ![…] 안에 씁니다`,
      });
      return findings;
    }
    const length = [...alt].length;
    if (length > ALT_TEXT_MAX) {
      findings.push({
        ...altAt,
        problem: `대체 텍스트가 ${length}자입니다(최대 ${ALT_TEXT_MAX}자)`,
        fix: `그림이 보여 주는 것만 ${ALT_TEXT_MAX}자 이내로 남기고, 자세한 내용은 그림 아래 설명 줄로 옮깁니다`,
      });
    } else if (!/[가-힣]/.test(alt)) {
      findings.push({
        ...altAt,
        problem: `대체 텍스트 "${alt}"가 한국어가 아닙니다`,
        fix: '페이지와 같이 한국어로 씁니다',
      });
    }
    return findings;
  });
}
