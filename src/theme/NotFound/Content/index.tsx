import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof ContentType>;

// Adds ways out of a dead link (search, the other docs version, popular pages).
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <Content {...props} />
      <NotFoundSuggestions />
    </>
  );
}
