/**
 * The page's share card in its head: og:image (and twitter:image, which a post's cover image would otherwise
 * set) with its size and description. Rendered after the theme's own metadata, so these tags win.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {CARD_SIZE, cardAlt, cardPath} from '../card';

export interface SocialCardMetaProps {
  /** The page's permalink, base path included, as the content plugins give it. */
  permalink: string;
  title: string;
  section: string;
}

export default function SocialCardMeta({permalink, title, section}: SocialCardMetaProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = new URL(cardPath(permalink, siteConfig.baseUrl), siteConfig.url + siteConfig.baseUrl).href;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
      <meta property="og:image:width" content={String(CARD_SIZE.width)} />
      <meta property="og:image:height" content={String(CARD_SIZE.height)} />
      <meta property="og:image:alt" content={cardAlt(title, section)} />
    </Head>
  );
}
