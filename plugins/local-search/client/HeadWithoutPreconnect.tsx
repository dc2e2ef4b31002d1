import React, {Children, isValidElement, type ReactNode} from 'react';
// The real Head, under a second name (see the plugin's aliases): `@docusaurus/Head` points here.
import Head from '@local-search/DocusaurusHead';

type LinkProps = {rel?: string; href?: string};

const isAlgoliaPreconnect = (child: ReactNode): boolean =>
  isValidElement<LinkProps>(child) &&
  child.type === 'link' &&
  child.props.rel === 'preconnect' &&
  String(child.props.href).includes('algolia');

/** Docusaurus's `<Head>`, minus the DocSearch bar's preconnect hint to Algolia's servers. */
export default function HeadWithoutPreconnect({children}: {children?: ReactNode}): React.JSX.Element | null {
  const kept = Children.toArray(children).filter((child) => !isAlgoliaPreconnect(child));
  return kept.length > 0 ? <Head>{kept}</Head> : null;
}
