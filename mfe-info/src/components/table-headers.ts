/** The few parts of a rehype (HTML) tree the plugin reads: elements with their children, and text. */
type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

const CAPTION = /^Table:\s+/;
const isElement = (node: HastNode | undefined, tagName: string) =>
  node?.type === 'element' && node.tagName === tagName;
const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

/** The paragraph just before `siblings[index]` (a table), if it reads `Table: what it lists`: its place. */
function captionBefore(siblings: HastNode[], index: number) {
  let before = index - 1;
  while (before >= 0 && siblings[before]?.type === 'text' && !siblings[before]?.value?.trim()) before--;
  const paragraph = siblings[before];
  return paragraph && isElement(paragraph, 'p') && CAPTION.test(textOf(paragraph)) ? before : -1;
}

/** Each body row's first cell names its row: a header cell for it. */
function rowHeaders(table: HastNode) {
  for (const body of table.children ?? [])
    if (isElement(body, 'tbody'))
      for (const row of body.children ?? []) {
        const first = row.children?.find((cell) => cell.type === 'element');
        if (first && isElement(first, 'td')) {
          first.tagName = 'th';
          first.properties = { ...first.properties, scope: 'row' };
        }
      }
}

function visit(node: HastNode) {
  const children = node.children ?? [];
  for (let i = 0; i < children.length; i++) {
    const child = children[i] as HastNode;
    if (!isElement(child, 'table')) {
      visit(child);
      continue;
    }
    const at = captionBefore(children, i);
    if (at >= 0) {
      const [paragraph] = children.splice(at, 1);
      const caption = textOf(paragraph as HastNode).replace(CAPTION, '');
      child.children = [
        { type: 'element', tagName: 'caption', properties: {}, children: [{ type: 'text', value: caption }] },
        ...(child.children ?? []),
      ];
      i--;
    }
    rowHeaders(child);
  }
}

/**
 * A rehype plugin for tables written in Markdown, so that they read well aloud: a paragraph
 * `Table: what it lists` just before a table becomes its caption, and each row's first cell its header.
 */
export const tableHeaders = () => (tree: HastNode) => visit(tree);
