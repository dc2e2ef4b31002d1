import React from 'react';
import Content from '@theme-original/NotFound/Content';
import type ContentType from '@theme/NotFound/Content';
import type {WrapperProps} from '@docusaurus/types';
import {PageMetadata} from '@docusaurus/theme-common';
import {translate} from '@docusaurus/Translate';
import NotFoundSuggestions from '@site/src/components/NotFoundSuggestions';

type Props = WrapperProps<typeof ContentType>;

// Adds ways out of a dead link (search, the other docs version, popular pages), and the page
// title: with the docs at the site root, unknown paths render this content without the
// theme's NotFound page, which is where the title is normally set.
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <PageMetadata title={translate({id: 'theme.NotFound.title', message: 'Page Not Found'})} />
      <Content {...props} />
      <NotFoundSuggestions />
    </>
  );
}
