import { render } from '@testing-library/react';
import { ArticleContent } from './article-content.js';
import { parseArticleMarkup, parseInlineMarkup } from './article-markup.js';

const article = [
  '## Как выбрать маршрут',
  'Выбор зависит от **срока** и бюджета.',
  '',
  '### Варианты',
  '- Авто: 15–25 дней',
  '- Авиа: **7–10 дней**',
  '1. Оценить объём',
  '2. Сравнить тарифы',
].join('\n');

describe('article markup', () => {
  it('splits headings, paragraphs and both kinds of lists', () => {
    expect(parseArticleMarkup(article)).toEqual([
      { kind: 'heading', level: 2, text: 'Как выбрать маршрут' },
      { kind: 'paragraph', text: 'Выбор зависит от **срока** и бюджета.' },
      { kind: 'heading', level: 3, text: 'Варианты' },
      { kind: 'list', ordered: false, items: ['Авто: 15–25 дней', 'Авиа: **7–10 дней**'] },
      { kind: 'list', ordered: true, items: ['Оценить объём', 'Сравнить тарифы'] },
    ]);
  });

  it('turns **bold** into runs and leaves an unmatched marker as text', () => {
    expect(parseInlineMarkup('a **b** c **d')).toEqual([
      { text: 'a ', bold: false },
      { text: 'b', bold: true },
      { text: ' c **d', bold: false },
    ]);
  });

  it('renders React elements for the markup', () => {
    const { container } = render(<ArticleContent content={article} />);
    expect(container.querySelector('h2')?.textContent).toBe('Как выбрать маршрут');
    expect(container.querySelector('h3')?.textContent).toBe('Варианты');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect([...container.querySelectorAll('strong')].map((bold) => bold.textContent)).toEqual([
      'срока',
      '7–10 дней',
    ]);
  });

  it('never interprets HTML in the content', () => {
    const { container } = render(
      <ArticleContent
        content={'<img src=x onerror="alert(1)"> **<script>alert(2)</script>**\n- <b>list</b>'}
      />,
    );
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.querySelector('strong')?.textContent).toBe('<script>alert(2)</script>');
    expect(container.querySelector('li')?.textContent).toBe('<b>list</b>');
  });
});
