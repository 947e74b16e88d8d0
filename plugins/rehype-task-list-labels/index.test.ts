import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {Element, Root} from 'hast';
import rehypeTaskListLabels from './index';

const text = (value: string) => ({type: 'text' as const, value});
const el = (
  tagName: string,
  properties: Element['properties'],
  children: Element['children'] = [],
): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const checkbox = () => el('input', {type: 'checkbox', disabled: true});

test('a task-list checkbox is named after its item text, without nested items', () => {
  const nested = el('ul', {}, [el('li', {className: ['task-list-item']}, [checkbox(), text(' 하위 항목')])]);
  const item = el('li', {className: ['task-list-item']}, [
    checkbox(),
    text(' '),
    el('strong', {}, [text('계정과 권한')]),
    text(': 권한을 받았나요?\n'),
    nested,
  ]);
  const tree: Root = {type: 'root', children: [el('ul', {className: ['contains-task-list']}, [item])]};
  rehypeTaskListLabels()(tree);
  assert.equal((item.children[0] as Element).properties.ariaLabel, '계정과 권한: 권한을 받았나요?');
  const inner = (nested.children[0] as Element).children[0] as Element;
  assert.equal(inner.properties.ariaLabel, '하위 항목');
});

test('a loose list keeps the checkbox in a paragraph; other inputs are left alone', () => {
  const paragraphBox = checkbox();
  const item = el('li', {}, [el('p', {}, [paragraphBox, text(' 데이터 종류')])]);
  const other = el('input', {type: 'text'});
  const tree: Root = {type: 'root', children: [el('ul', {}, [item]), el('p', {}, [other])]};
  rehypeTaskListLabels()(tree);
  assert.equal(paragraphBox.properties.ariaLabel, '데이터 종류');
  assert.equal(other.properties.ariaLabel, undefined);
});
