import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BlogCategory, BlogLanguage } from '@silkway/contracts';
import type { Repository } from 'typeorm';
import { BlogArticleTranslation } from './blog-article-translation.entity.js';

@Injectable()
export class BlogArticlesRepository {
  constructor(
    @InjectRepository(BlogArticleTranslation)
    private readonly translations: Repository<BlogArticleTranslation>,
  ) {}

  /** Translations in the given languages (all when none are given) with their article, newest article first. */
  findTranslationsNewestFirst({
    languages,
    category,
  }: {
    languages?: BlogLanguage[];
    category?: BlogCategory;
  }): Promise<BlogArticleTranslation[]> {
    const query = this.translations
      .createQueryBuilder('translation')
      .innerJoinAndSelect('translation.article', 'article')
      .orderBy('article.createdAt', 'DESC')
      .addOrderBy('article.id', 'DESC')
      .addOrderBy('translation.language', 'ASC');
    if (languages) query.andWhere('translation.language IN (:...languages)', { languages });
    if (category) query.andWhere('article.category = :category', { category });
    return query.getMany();
  }
}
