import type { BlogLanguage } from '@silkway/contracts';
import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { BlogArticle } from './blog-article.entity.js';

/** The text of one article in one language; content uses only the markup of product.md §9. */
@Entity({ name: 'blog_article_translations' })
export class BlogArticleTranslation {
  @PrimaryColumn('integer', { name: 'article_id' })
  articleId!: number;

  @PrimaryColumn('text')
  language!: BlogLanguage;

  @Column('text')
  title!: string;

  @Column('text')
  excerpt!: string;

  @Column('text')
  content!: string;

  @ManyToOne(() => BlogArticle, (article) => article.translations, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'article_id' })
  // Relation<> keeps the decorator metadata from touching the class during the ES-module import cycle.
  article!: Relation<BlogArticle>;
}
