/**
 * Swizzle (wrap, safe): the theme's 404 content unchanged, then a way out for a reader who followed a broken link:
 * search, and an e-mail to support carrying the missing address, and the 문의하기 page (SupportLinks).
 */
import {useEffect, useState, type ReactNode} from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import SupportLinks from '@site/src/components/SupportLinks';

type Props = WrapperProps<typeof ContentType>;

export default function NotFoundContentWrapper(props: Props): ReactNode {
  // The missing address is known only in the browser; the server HTML carries the page's own.
  const [address, setAddress] = useState('');
  useEffect(() => setAddress(window.location.href), []);
  return (
    <>
      <Content {...props} />
      <aside className="container margin-bottom--xl" aria-label="문의하기">
        <div className="row">
          <div className="col col--6 col--offset-3">
            <SupportLinks
              lead="찾던 내용은 화면 위쪽의 검색으로 찾거나, 아래로 문의해 주세요. 이메일에는 열려고 한 주소가 들어갑니다."
              mail={{
                subject: '[D-Lab Flow] 페이지를 찾을 수 없음',
                body: `열려고 한 주소: ${address}\n\n찾으려던 내용:\n`,
              }}
            />
          </div>
        </div>
      </aside>
    </>
  );
}
