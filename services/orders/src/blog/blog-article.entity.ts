import type {
  BlogArticle as BlogArticleAnswer,
  BlogCategory,
  BlogLanguage,
} from '@silkway/contracts';
import { Column, CreateDateColumn, Entity, OneToMany, PrimaryGeneratedColumn } from 'typeorm';
import { BlogArticleTranslation } from './blog-article-translation.entity.js';

/** An article of the public blog; its texts live in one translation per language, Russian always among them. */
@Entity({ name: 'blog_articles' })
export class BlogArticle {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column('text', { unique: true })
  slug!: string;

  @Column('text')
  category!: BlogCategory;

  /** A path to an image the public front end ships, or null: never a remote URL. */
  @Column('text', { name: 'featured_image', nullable: true })
  featuredImage!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @OneToMany(() => BlogArticleTranslation, (translation) => translation.article, {
    cascade: ['insert'],
  })
  translations!: BlogArticleTranslation[];

  toAnswer(translation: BlogArticleTranslation): BlogArticleAnswer {
    return {
      id: this.id,
      slug: this.slug,
      title: translation.title,
      excerpt: translation.excerpt,
      content: translation.content,
      category: this.category,
      featuredImage: this.featuredImage,
      createdAt: this.createdAt.toISOString(),
      language: translation.language as BlogLanguage,
    };
  }
}
