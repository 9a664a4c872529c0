import { Controller, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { blogListQuery, type BlogArticle, type BlogListQuery, api } from '@silkway/contracts';
import { validated, Endpoint } from '@silkway/service-kit';
import { ListBlogArticlesQuery } from './list-blog-articles.query.js';

@Controller()
export class ListBlogArticlesController {
  constructor(private readonly queries: QueryBus) {}

  @Endpoint(api.public.listBlogArticles)
  list(@Query(validated(blogListQuery)) filter: BlogListQuery): Promise<BlogArticle[]> {
    return this.queries.execute(new ListBlogArticlesQuery(filter));
  }
}
