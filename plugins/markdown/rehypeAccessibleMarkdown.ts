import type {Element, ElementContent, Root, RootContent} from 'hast';

const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' ? node.children.map(textOf).join('') : '';

/** The item's own words, without nested lists, as a label for its checkbox. */
function taskLabel(item: Element): string {
  const own = item.children.filter((child) => !(child.type === 'element' && /^(ul|ol)$/.test(child.tagName)));
  return own.map(textOf).join('').replace(/\s+/g, ' ').trim().slice(0, 120);
}

function fix(node: Root | RootContent, parent?: Element): void {
  if (node.type === 'element') {
    // Wide tables scroll sideways; only a focusable region can be scrolled from the keyboard.
    if (node.tagName === 'table') node.properties = {...node.properties, tabIndex: 0};
    // GFM task-list checkboxes ("- [ ] step") come without a label; name them after their item.
    if (node.tagName === 'input' && node.properties?.type === 'checkbox' && parent?.tagName === 'li') {
      node.properties = {...node.properties, ariaLabel: taskLabel(parent)};
    }
  }
  if ('children' in node) for (const child of node.children) fix(child, node.type === 'element' ? node : undefined);
}

/**
 * Accessibility fixes for Markdown output that authors cannot make in the source:
 * focusable scrolling tables (WCAG 2.1.1) and labelled task-list checkboxes (WCAG 4.1.2).
 */
export default function rehypeAccessibleMarkdown() {
  return (tree: Root): void => fix(tree);
}
