import React from 'react';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPage from '../../CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** The doc page's content with the Copy page button beside its title. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
