/** A block of an article body written in the product.md §9 markup. */
export type ArticleBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] }
  | { kind: 'paragraph'; text: string };

const orderedItem = /^\d+[.)]\s+/;

/** Splits article content into blocks: `##`/`###` headings, `-` and numbered lists, paragraphs. */
export function parseArticleMarkup(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let paragraph: string[] = [];
  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const addListItem = (ordered: boolean, text: string) => {
    flushParagraph();
    const last = blocks.at(-1);
    if (last?.kind === 'list' && last.ordered === ordered) last.items.push(text);
    else blocks.push({ kind: 'list', ordered, items: [text] });
  };

  for (const rawLine of content.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (line === '') flushParagraph();
    else if (line.startsWith('### ')) {
      flushParagraph();
      blocks.push({ kind: 'heading', level: 3, text: line.slice(4).trim() });
    } else if (line.startsWith('## ')) {
      flushParagraph();
      blocks.push({ kind: 'heading', level: 2, text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) addListItem(false, line.slice(2).trim());
    else if (orderedItem.test(line)) addListItem(true, line.replace(orderedItem, ''));
    else paragraph.push(line);
  }
  flushParagraph();
  return blocks;
}

/** A run of inline text, bold when it was wrapped in `**`. */
export interface InlineRun {
  text: string;
  bold: boolean;
}

/** Splits a line on `**bold**` markers; an unmatched `**` stays literal text. */
export function parseInlineMarkup(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const boldPattern = /\*\*(.+?)\*\*/g;
  let position = 0;
  for (const match of text.matchAll(boldPattern)) {
    if (match.index > position) runs.push({ text: text.slice(position, match.index), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    position = match.index + match[0].length;
  }
  if (position < text.length) runs.push({ text: text.slice(position), bold: false });
  return runs;
}
