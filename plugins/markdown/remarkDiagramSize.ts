import fs from 'node:fs';
import path from 'node:path';

/** The parts of an MDX JSX node this plugin reads and writes. */
type JsxAttribute = {type: 'mdxJsxAttribute'; name: string; value?: unknown};
type MdastNode = {type: string; name?: string | null; attributes?: JsxAttribute[]; children?: MdastNode[]};

export type DiagramSizeOptions = {
  /** Folder holding `<src>.light.svg` and `<src>.dark.svg` for every `<Diagram src>`. */
  diagramsDir: string;
};

/** Width and height of an SVG from its viewBox (or its width/height attributes). */
export function svgSize(svg: string): {width: number; height: number} | undefined {
  const root = svg.match(/<svg\b[^>]*>/)?.[0] ?? '';
  const viewBox = root.match(/viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/);
  if (viewBox) return {width: Math.round(Number(viewBox[1])), height: Math.round(Number(viewBox[2]))};
  const width = root.match(/\bwidth="([\d.]+)"/)?.[1];
  const height = root.match(/\bheight="([\d.]+)"/)?.[1];
  return width && height ? {width: Math.round(Number(width)), height: Math.round(Number(height))} : undefined;
}

function attribute(node: MdastNode, name: string): unknown {
  return node.attributes?.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name)?.value;
}

/**
 * Gives every `<Diagram src="…">` its intrinsic width and height, read from the SVG at build
 * time, so the browser reserves the space before the image arrives (no layout shift). A
 * diagram whose light or dark file is missing fails the build, like a broken link.
 */
export default function remarkDiagramSize({diagramsDir}: DiagramSizeOptions) {
  const visit = (node: MdastNode): void => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Diagram') {
      const src = attribute(node, 'src');
      if (typeof src !== 'string') throw new Error('<Diagram> needs a literal src="section/name" attribute.');
      const files = ['light', 'dark'].map((variant) => path.join(diagramsDir, `${src}.${variant}.svg`));
      const missing = files.filter((file) => !fs.existsSync(file));
      if (missing.length > 0) throw new Error(`<Diagram src="${src}">: missing ${missing.join(', ')}`);
      const size = svgSize(fs.readFileSync(files[0]!, 'utf8'));
      if (size && attribute(node, 'width') === undefined) {
        node.attributes = [
          ...(node.attributes ?? []),
          {type: 'mdxJsxAttribute', name: 'width', value: String(size.width)},
          {type: 'mdxJsxAttribute', name: 'height', value: String(size.height)},
        ];
      }
    }
    node.children?.forEach(visit);
  };
  return (tree: MdastNode): void => visit(tree);
}
