/**
 * After the build, the text of every SVG image the site serves (Markdown figures, author avatars) is drawn as
 * outlines in the font its figures name first, Pretendard (./outline.ts says why). The source SVGs keep their
 * text: writers edit it, and the content checks read it.
 * A figure's file name carries the hash of its source, not of this output: a change of font or of this code alone
 * reaches readers whose browsers cached the figure only when the figure changes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import logger from '@docusaurus/logger';
import type {Plugin} from '@docusaurus/types';
import {listBuiltFiles} from '../shared/builtFiles';
import {OutlineFont} from './font';
import {outlineSvgText} from './outline';

const PLUGIN_NAME = 'svg-text-outlines';

export interface OutlinedBuild {
  files: number;
  outlined: number;
  kept: number;
}

export async function outlineBuiltSvgs(outDir: string): Promise<OutlinedBuild> {
  const font = await OutlineFont.load();
  const result: OutlinedBuild = {files: 0, outlined: 0, kept: 0};
  for (const file of listBuiltFiles(outDir).filter((name) => name.endsWith('.svg'))) {
    const target = path.join(outDir, file);
    const source = await fs.readFile(target, 'utf8');
    if (!source.includes('<text')) continue;
    const {svg, outlined, kept} = outlineSvgText(source, font);
    if (outlined > 0) await fs.writeFile(target, svg);
    result.files += 1;
    result.outlined += outlined;
    result.kept += kept;
  }
  return result;
}

export default function svgTextOutlines(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({outDir}) {
      const {files, outlined, kept} = await outlineBuiltSvgs(outDir);
      logger.info(
        `[${PLUGIN_NAME}] ${outlined} texts in ${files} SVG files drawn as outlines; ${kept} left as text.`,
      );
    },
  };
}
