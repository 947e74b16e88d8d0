/**
 * Gives GFM task-list checkboxes (`- [ ] 할 일`) an accessible name (Lighthouse's accessibility audit flags an unnamed checkbox).
 * remark-gfm renders each item as <li class="task-list-item"><input type="checkbox" disabled> text</li>, and a
 * form control without a label fails the axe "label" rule. The checkbox is named after its item's own text
 * (not nested lists), so a screen reader says "계정과 권한: …, checkbox, not checked".
 */
import type {Element, ElementContent, Root, RootContent} from 'hast';

function isElement(node: RootContent | ElementContent, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

/** Text of a node, skipping nested lists (their items have checkboxes of their own). */
function ownText(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (!isElement(node) || node.tagName === 'ul' || node.tagName === 'ol') return '';
  return node.children.map(ownText).join('');
}

function isTaskCheckbox(node: ElementContent): node is Element {
  return isElement(node, 'input') && node.properties.type === 'checkbox';
}

/** The checkbox sits directly in the <li>, or in its first <p> when the list is loose. */
function labelCheckboxes(item: Element): void {
  const holders = [item, ...item.children.filter((child): child is Element => isElement(child, 'p'))];
  const label = item.children.map(ownText).join('').replace(/\s+/g, ' ').trim();
  if (!label) return;
  for (const holder of holders) {
    for (const child of holder.children) {
      if (isTaskCheckbox(child) && !child.properties.ariaLabel) child.properties.ariaLabel = label;
    }
  }
}

function visit(node: Root | Element): void {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'li') labelCheckboxes(child);
    visit(child);
  }
}

export default function rehypeTaskListLabels() {
  return (tree: Root): void => visit(tree);
}
