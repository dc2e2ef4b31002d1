import MDXComponents from '@theme-original/MDXComponents';
import Diagram from '@site/src/components/Diagram';

// Adds <Diagram> to every doc page so writers embed drawn diagrams without an import.
export default {
  ...MDXComponents,
  Diagram,
};
