/*
 * Replaces the theme's Logo (not a wrapper: what changes is how the image is drawn). The theme
 * shows the logo as two <img> elements, light and dark. An SVG in an <img> is a document of
 * its own that the browser parses, styles and lays out, text and font lookup included, on the
 * main thread before the first paint: 10–30 ms for the two on the 2-core test machine, four
 * times that on Lighthouse's phone. Here the same two files, the ones `navbar.logo` names in
 * docusaurus.config.ts, are imported through SVGR and drawn inline: no request, no document.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemedComponent, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/Logo';
import LightLogo from '@site/static/img/ohif-logo-light.svg';
import DarkLogo from '@site/static/img/ohif-logo-dark.svg';

type LogoConfig = NonNullable<ReturnType<typeof useThemeConfig>['navbar']['logo']>;

function LogoImage({logo, alt}: {logo: LogoConfig; alt: string}): ReactNode {
  return (
    <ThemedComponent className={logo.className}>
      {({theme, className}) => {
        const Drawing = theme === 'dark' ? DarkLogo : LightLogo;
        return <Drawing className={className} role="img" aria-label={alt} width={logo.width} height={logo.height} />;
      }}
    </ThemedComponent>
  );
}

export default function Logo({imageClassName, titleClassName, ...linkProps}: Props): ReactNode {
  const {
    navbar: {title, logo},
  } = useThemeConfig();
  const {siteConfig} = useDocusaurusContext();
  const href = useBaseUrl(logo?.href ?? '/');
  // As the theme's: with a visible title the logo is decorative; without one it names the site.
  const image = logo && <LogoImage logo={logo} alt={logo.alt ?? (title ? '' : siteConfig.title)} />;
  return (
    <Link to={href} {...linkProps} {...(logo?.target && {target: logo.target})}>
      {image && (imageClassName ? <div className={imageClassName}>{image}</div> : image)}
      {title != null && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
