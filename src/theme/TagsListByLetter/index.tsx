/**
 * Swizzle (eject, safe): the theme sorts tags with `localeCompare()` in the default locale of wherever it
 * runs. Node renders in English order (Latin, then Hangul), a Korean reader's browser hydrates in Korean
 * order (Hangul first), and React throws a hydration error (#418) on /blog/tags. Here both sort with the
 * site's locale, so the server and the first client render agree. Markup as the theme's (3.8.1–3.10.2).
 */
import type {ReactNode} from 'react';
import type {TagsListItem} from '@docusaurus/utils';
import Heading from '@theme/Heading';
import Tag from '@theme/Tag';
import type {Props} from '@theme/TagsListByLetter';
import {SITE} from '@site/src/config/constants';
import styles from './styles.module.css';

interface LetterEntry {
  letter: string;
  tags: TagsListItem[];
}

const collator = new Intl.Collator(SITE.locale);

function tagsByLetter(tags: readonly TagsListItem[]): LetterEntry[] {
  const groups = new Map<string, TagsListItem[]>();
  for (const tag of tags) {
    const letter = tag.label[0]!.toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return [...groups]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([letter, group]) => ({letter, tags: group.sort((a, b) => collator.compare(a.label, b.label))}));
}

export default function TagsListByLetter({tags}: Props): ReactNode {
  return (
    <section className="margin-vert--lg">
      {tagsByLetter(tags).map(({letter, tags: group}) => (
        <article key={letter}>
          <Heading as="h2" id={letter}>
            {letter}
          </Heading>
          <ul className="padding--none">
            {group.map((tag) => (
              <li key={tag.permalink} className={styles.tag}>
                <Tag {...tag} />
              </li>
            ))}
          </ul>
          <hr />
        </article>
      ))}
    </section>
  );
}
