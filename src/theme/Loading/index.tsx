/**
 * Swizzle (wrap, safe): the theme-fallback Loading shows a hard-coded English 'Retry' when a lazily
 * loaded route chunk fails. The error state is rendered here in Korean (still showing the error);
 * the loading spinner stays the original's.
 */
import type {ReactNode} from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import Translate from '@docusaurus/Translate';

type Props = WrapperProps<typeof LoadingType>;

export default function LoadingWrapper(props: Props): ReactNode {
  const {error, retry} = props;
  if (!error) return <Loading {...props} />;
  return (
    <div role="alert" className="alert alert--danger margin--lg" data-testid="lazy-load-error">
      <p>
        <Translate id="loading.error.title" description="Shown when part of the page could not be loaded">
          페이지의 일부를 불러오지 못했습니다.
        </Translate>
      </p>
      <p>
        <code>{String(error)}</code>
      </p>
      <button type="button" className="button button--danger" onClick={retry}>
        <Translate id="loading.error.retry" description="Button that retries loading the failed part">
          다시 시도
        </Translate>
      </button>
    </div>
  );
}
