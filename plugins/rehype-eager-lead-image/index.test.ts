import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import type {MdxJsxTextElementHast} from 'mdast-util-mdx-jsx';
import rehypeEagerLeadImage from './index';

const el = (
  tagName: string,
  children: Element['children'] = [],
  properties: Element['properties'] = {},
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
/** A Markdown image as Docusaurus hands it on: JSX with a required src. */
const jsxImage = (): MdxJsxTextElementHast => ({
  type: 'mdxJsxTextElement',
  name: 'img',
  attributes: [{type: 'mdxJsxAttribute', name: 'alt', value: '개념도'}],
  children: [],
});
const loading = (image: MdxJsxTextElementHast) =>
  image.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'loading')?.value;

test('the first image before any section heading loads eagerly; later images are left to the theme', () => {
  const lead = jsxImage();
  const later = jsxImage();
  const tree: Root = {
    type: 'root',
    children: [el('p', [lead]), el('h2', [{type: 'text', value: '준비'}]), el('p', [later])],
  };
  rehypeEagerLeadImage()(tree);
  assert.equal(loading(lead), 'eager');
  assert.equal(loading(later), undefined);
});

test('a page whose first section heading comes before any image keeps every image lazy', () => {
  const image = jsxImage();
  const tree: Root = {type: 'root', children: [el('p'), el('h2'), el('p', [image])]};
  rehypeEagerLeadImage()(tree);
  assert.equal(loading(image), undefined);
});

test('a plain <img> element (raw HTML in Markdown) is marked too, once', () => {
  const image = el('img', [], {src: 'a.svg', loading: 'lazy'});
  const tree: Root = {type: 'root', children: [el('figure', [image])]};
  rehypeEagerLeadImage()(tree);
  rehypeEagerLeadImage()(tree);
  assert.equal(image.properties.loading, 'eager');
});
