import assert from 'node:assert/strict';
import {test} from 'node:test';
import type {PrismTheme} from 'prism-react-renderer';
import {prismThemeCss} from './themeCss';

const theme: PrismTheme = {
  plain: {color: '#000000', backgroundColor: '#ffffff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#008000', fontStyle: 'italic'}},
    {types: ['keyword'], style: {color: '#0000ff'}},
    {types: ['selector'], languages: ['css', 'scss'], style: {color: '#800000'}},
  ],
};

test('one rule per theme entry, in the theme’s order, scoped to the colour mode', () => {
  const css = prismThemeCss(theme, 'dark').split('\n');
  assert.deepEqual(css, [
    "[data-theme='dark'] { --prism-color: #000000; --prism-background-color: #ffffff; }",
    "[data-theme='dark'] .token.comment, [data-theme='dark'] .token.prolog { color: #008000; font-style: italic; }",
    "[data-theme='dark'] .token.keyword { color: #0000ff; }",
    "[data-theme='dark'] .language-css .token.selector, [data-theme='dark'] .language-scss .token.selector { color: #800000; }",
  ]);
});

test('a type that is not a plain class name stops the build instead of writing a broken selector', () => {
  assert.throws(
    () => prismThemeCss({plain: {}, styles: [{types: ['a b'], style: {color: 'red'}}]}, 'light'),
    /not a plain class name/,
  );
});
