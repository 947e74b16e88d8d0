/**
 * The letterhead of a printed doc or post: where the sheet came from and how current it is, since paper keeps
 * neither the address bar nor the page's live date. Hidden on screen (and so from assistive technology there);
 * src/css/print.css shows it on paper.
 */
import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocation} from '@docusaurus/router';
import {formatKoreanDate} from '@site/src/utils/koreanDate';

interface Props {
  title: string;
  /** Milliseconds since the epoch, as the content plugins report it; absent when git has no date for the file. */
  lastUpdatedAt?: number | null;
}

/** The page's address as a reader would type it: Korean path segments decoded. */
function readableUrl(origin: string, pathname: string): string {
  try {
    return origin + decodeURI(pathname);
  } catch {
    return origin + pathname;
  }
}

export default function PrintHeader({title, lastUpdatedAt}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {pathname} = useLocation();
  return (
    <div className="print-header">
      <p className="print-header__site">{siteConfig.title}</p>
      <p className="print-header__title">{title}</p>
      <p className="print-header__source">
        <span>{readableUrl(siteConfig.url, pathname)}</span>
        {lastUpdatedAt ? <span>최종 수정일: {formatKoreanDate(new Date(lastUpdatedAt))}</span> : null}
      </p>
    </div>
  );
}
