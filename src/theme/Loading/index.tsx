import React from 'react';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type {WrapperProps} from '@docusaurus/types';
import PageError from '@site/src/components/PageError';

type Props = WrapperProps<typeof LoadingType>;

// The fallback shows only the raw error; readers get a "Page Error" heading and a
// hint before the Retry button. Spinner and timeout states stay the original's.
export default function LoadingWrapper(props: Props): React.JSX.Element {
  const {error, retry} = props;
  return error ? <PageError error={error} onRetry={retry} /> : <Loading {...props} />;
}
