/**
 * The layout of a page's share card, as satori elements: the home card's colours and mark
 * (scripts/social-card/social-card.svg), the site's name, the page's section and its title.
 * Bump TEMPLATE_VERSION whenever this file changes what a card looks like: it is part of the cache key.
 */
import {createElement as h, type ReactNode} from 'react';
import {CARD_SIZE} from './card';

export const TEMPLATE_VERSION = 1;

export interface CardText {
  title: string;
  section: string;
  siteTitle: string;
}

const COLORS = {background: '#00609f', band: '#004f84', mark: '#007acc', text: '#ffffff'} as const;
const PADDING = 96;
const BAND_HEIGHT = 40;

/** Long titles get a smaller size so that they fit three lines; ours run to about 40 characters. */
function titleSize(title: string): number {
  const length = [...title].length;
  if (length <= 16) return 76;
  if (length <= 28) return 64;
  return 54;
}

/** The logo mark (a dataset → model graph on a white tile), as in static/img/logo.svg, scaled to `size`. */
function mark(size: number): ReactNode {
  return h(
    'svg',
    {width: size, height: size, viewBox: '0 0 104 104'},
    h('rect', {width: 104, height: 104, rx: 28, fill: COLORS.text}),
    h('circle', {cx: 30, cy: 52, r: 12, fill: COLORS.mark}),
    h('circle', {cx: 74, cy: 28, r: 12, fill: COLORS.mark}),
    h('circle', {cx: 74, cy: 76, r: 12, fill: COLORS.mark}),
    h('path', {
      d: 'M40 47l24-14M40 57l24 14',
      stroke: COLORS.mark,
      strokeWidth: 7,
      strokeLinecap: 'round',
    }),
  );
}

export function cardElement({title, section, siteTitle}: CardText): ReactNode {
  const contentWidth = CARD_SIZE.width - 2 * PADDING;
  return h(
    'div',
    {
      style: {
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: COLORS.background,
        color: COLORS.text,
        fontFamily: 'Pretendard',
      },
    },
    h(
      'div',
      {style: {display: 'flex', flexDirection: 'column', flexGrow: 1, padding: `72px ${PADDING}px 56px`}},
      h(
        'div',
        {style: {display: 'flex', alignItems: 'center', gap: 24}},
        mark(72),
        h('div', {style: {fontSize: 34, fontWeight: 600}}, siteTitle),
      ),
      h(
        'div',
        {
          style: {
            display: 'flex',
            flexDirection: 'column',
            flexGrow: 1,
            justifyContent: 'center',
            width: contentWidth,
          },
        },
        h('div', {style: {fontSize: 34, fontWeight: 600, opacity: 0.85, marginBottom: 20}}, section),
        h(
          'div',
          {
            style: {
              width: contentWidth,
              fontSize: titleSize(title),
              fontWeight: 800,
              lineHeight: 1.25,
              letterSpacing: -1,
              // Korean breaks between words, as a reader expects, not inside one.
              wordBreak: 'keep-all',
              display: 'block',
              lineClamp: 3,
            },
          },
          title,
        ),
      ),
    ),
    h('div', {style: {height: BAND_HEIGHT, backgroundColor: COLORS.band}}),
  );
}
