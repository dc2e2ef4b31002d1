import React from 'react';
import ThemedImage from '@theme/ThemedImage';
import useBaseUrl from '@docusaurus/useBaseUrl';
import styles from './styles.module.css';

type Props = {
  /** Path under static/img/diagrams without the `.light.svg` / `.dark.svg` ending. */
  src: string;
  alt: string;
  caption?: string;
  /** Intrinsic size, filled in at build time by plugins/markdown/remarkDiagramSize. */
  width?: string;
  height?: string;
};

/**
 * A drawn diagram with a light and a dark variant, switched with the colour mode. Loaded lazily:
 * the browser records the paint of the whole page, not only the screen, so an SVG far below it
 * was drawn in the first frame (12–16 ms of the intro page's first paint on the test machine),
 * and the other colour mode's variant, hidden until hydration, was downloaded for nothing.
 */
export default function Diagram({src, alt, caption, width, height}: Props): React.JSX.Element {
  const light = useBaseUrl(`/img/diagrams/${src}.light.svg`);
  const dark = useBaseUrl(`/img/diagrams/${src}.dark.svg`);
  return (
    <figure className={styles.figure}>
      <ThemedImage
        alt={alt}
        sources={{light, dark}}
        className={styles.image}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
      {caption && <figcaption className={styles.caption}>{caption}</figcaption>}
    </figure>
  );
}
