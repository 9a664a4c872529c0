import { StaticContent } from '@silkway/app-frame';
import { parseArticleMarkup, parseInlineMarkup } from './article-markup.js';

function InlineText({ text }: { text: string }) {
  return parseInlineMarkup(text).map((run, index) =>
    run.bold ? (
      <strong key={index} className="font-semibold text-navy-900">
        {run.text}
      </strong>
    ) : (
      <span key={index}>{run.text}</span>
    ),
  );
}

/**
 * Renders article markup as React elements; the text is never interpreted as HTML. A prerendered
 * article is kept as the server rendered it (give each article its own `key`).
 */
export function ArticleContent({ content }: { content: string }) {
  return (
    <StaticContent className="space-y-4 text-base leading-7 text-neutral-700">
      <ArticleBlocks content={content} />
    </StaticContent>
  );
}

function ArticleBlocks({ content }: { content: string }) {
  return parseArticleMarkup(content).map((block, index) => {
    switch (block.kind) {
      case 'heading':
        return block.level === 2 ? (
          <h2 key={index} className="pt-4 text-2xl font-semibold text-navy-900">
            <InlineText text={block.text} />
          </h2>
        ) : (
          <h3 key={index} className="pt-2 text-xl font-semibold text-navy-900">
            <InlineText text={block.text} />
          </h3>
        );
      case 'list': {
        const List = block.ordered ? 'ol' : 'ul';
        return (
          <List
            key={index}
            className={`space-y-1 pl-6 ${block.ordered ? 'list-decimal' : 'list-disc'}`}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <InlineText text={item} />
              </li>
            ))}
          </List>
        );
      }
      case 'paragraph':
        return (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        );
    }
  });
}
