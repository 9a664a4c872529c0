import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { blogListQuery, type BlogArticle, type BlogListQuery } from '@silkway/contracts';
import { validated } from '@silkway/service-kit';
import { ListBlogArticlesQuery } from './list-blog-articles.query.js';

@Controller('api/blog')
export class ListBlogArticlesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query(validated(blogListQuery)) filter: BlogListQuery): Promise<BlogArticle[]> {
    return this.queries.execute(new ListBlogArticlesQuery(filter));
  }
}
