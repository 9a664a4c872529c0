import { Query } from '@nestjs/cqrs';
import type { BlogArticle, BlogListQuery } from '@silkway/contracts';

export class ListBlogArticlesQuery extends Query<BlogArticle[]> {
  constructor(readonly filter: BlogListQuery) {
    super();
  }
}
