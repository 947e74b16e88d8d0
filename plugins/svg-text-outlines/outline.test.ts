import assert from 'node:assert/strict';
import {test} from 'node:test';
import {OutlineFont} from './font';
import {outlineSvgText} from './outline';

const fontReady = OutlineFont.load();
const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100">${body}</svg>`;

async function outline(body: string) {
  return outlineSvgText(svg(body), await fontReady);
}

/** The d of each path, in order. */
const paths = (out: string) => [...out.matchAll(/ d="([^"]*)"/g)].map((match) => match[1]);

test('a text becomes one path that keeps its fill, without the attributes that laid it out', async () => {
  const {
    svg: out,
    outlined,
    kept,
  } = await outline(
    '<title>학습 화면</title><text x="10" y="40" font-size="20" font-weight="700" fill="#1f2328">학습 시작</text>',
  );
  assert.deepEqual({outlined, kept}, {outlined: 1, kept: 0});
  assert.doesNotMatch(out, /<text|font-size|font-weight/);
  assert.match(out, /^<svg[^>]*><title>학습 화면<\/title><path fill="#1f2328" d="M[^"]+"\/><\/svg>$/);
});

test('the outline is drawn at the text size, on the baseline at y', async () => {
  const font = await fontReady;
  const small = font.shape('데이터셋', {size: 10, weight: 400, letterSpacing: 0});
  const large = font.shape('데이터셋', {size: 30, weight: 400, letterSpacing: 0});
  assert.ok(Math.abs(large.advance / small.advance - 3) < 0.01, `${large.advance} / ${small.advance}`);
  // Four Hangul syllables are about four ems wide in Pretendard.
  assert.ok(large.advance > 100 && large.advance < 130, String(large.advance));
  const [firstMove] = large.path(0, 50).match(/^M[^a-zA-Z]+/) ?? [];
  const y = Number(firstMove!.slice(1).split(/ |(?=-)/)[1]);
  assert.ok(y > 20 && y < 55, `first contour starts at y=${y}`);
});

test('text-anchor middle and end place the same outline half and all of its width to the left', async () => {
  const font = await fontReady;
  const {advance} = font.shape('모델 내보내기', {size: 16, weight: 400, letterSpacing: 0});
  const at = (anchor: string, x: number) =>
    outline(`<text x="${x}" y="50" font-size="16" text-anchor="${anchor}">모델 내보내기</text>`).then((r) =>
      paths(r.svg),
    );
  const start = await at('start', 100);
  assert.deepEqual(await at('middle', 100 + advance / 2), start);
  assert.deepEqual(await at('end', 100 + advance), start);
});

test('size, weight and anchor are inherited from the groups around a text', async () => {
  const direct = await outline(
    '<text x="200" y="50" font-size="24" font-weight="800" text-anchor="middle">평가</text>',
  );
  const grouped = await outline(
    '<g font-size="24" text-anchor="middle"><g font-weight="800"><text x="200" y="50">평가</text></g></g>',
  );
  assert.deepEqual(paths(grouped.svg), paths(direct.svg));
  const regular = await outline('<text x="200" y="50" font-size="24" text-anchor="middle">평가</text>');
  assert.notDeepEqual(paths(regular.svg), paths(direct.svg), 'weight 800 draws other outlines than 400');
});

test('whitespace collapses as in a browser, and entities are drawn as their characters', async () => {
  const spaced = await outline('<text x="10" y="50">\n   라벨   &amp;\n  클래스  </text>');
  const plain = await outline('<text x="10" y="50">라벨 &#38; 클래스</text>');
  assert.deepEqual(paths(spaced.svg), paths(plain.svg));
});

test('a tspan keeps its own fill: one path per run, grouped under the text’s attributes', async () => {
  const {svg: out} = await outline(
    '<text x="10" y="50" fill="#000">상태: <tspan fill="#1a7f37">완료</tspan></text>',
  );
  assert.match(out, /<g fill="#000"><path d="[^"]+"\/><path d="[^"]+" fill="#1a7f37"\/><\/g>/);
});

test('a text with a character the font lacks stays text, and the rest of the file is written back unchanged', async () => {
  const body =
    '<text x="10" y="20">▾ 정렬</text><rect width="4" height="4"/><!-- note --><text x="10" y="60">정렬</text>';
  const {svg: out, outlined, kept} = await outline(body);
  assert.deepEqual({outlined, kept}, {outlined: 1, kept: 1});
  assert.match(out, /<text x="10" y="20">▾ 정렬<\/text><rect width="4" height="4"\/><!-- note --><path d=/);
});

test('a text placed per character, styled by CSS or in italics stays text', async () => {
  for (const body of [
    '<text x="10" y="20" dx="0 2 4">라벨</text>',
    '<text x="10" y="20" style="font-size: 30px">라벨</text>',
    '<g font-style="italic"><text x="10" y="20">라벨</text></g>',
    '<text x="10" y="20">라벨 <tspan dy="4">2</tspan></text>',
    '<style>text { font-size: 30px; }</style><text x="10" y="20">라벨</text>',
  ]) {
    const {outlined, kept} = await outline(body);
    assert.deepEqual({outlined, kept}, {outlined: 0, kept: 1}, body);
  }
});

test('a text set in another font stays text; one naming Pretendard first, or no font, is drawn', async () => {
  const text = '<text x="10" y="20">라벨</text>';
  for (const [body, drawn] of [
    ['<text x="10" y="20" font-family="monospace">model.onnx</text>', false],
    [`<g font-family="'Courier New', monospace">${text}</g>`, false],
    [`<g font-family="Pretendard, 'Noto Sans KR', sans-serif">${text}</g>`, true],
    [`<g font-family="'Pretendard Variable', sans-serif">${text}</g>`, true],
    [text, true],
  ] as const) {
    const {outlined, kept} = await outline(body);
    assert.deepEqual({outlined, kept}, drawn ? {outlined: 1, kept: 0} : {outlined: 0, kept: 1}, body);
  }
});

test('a file without text that the font can draw comes back as it was', async () => {
  const source = svg('<title>아이콘 &amp; 설명</title><circle r="3"/><text>✂</text>');
  const result = outlineSvgText(source, await fontReady);
  assert.equal(result.svg, source);
});
