import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlogArticleTranslation } from './blog-article-translation.entity.js';
import { BlogArticle } from './blog-article.entity.js';
import { BlogArticlesRepository } from './blog-articles.repository.js';
import { ListBlogArticlesHandler } from './list-blog-articles/list-blog-articles.handler.js';
import { ListBlogArticlesController } from './list-blog-articles/list-blog-articles.http.js';

@Module({
  imports: [TypeOrmModule.forFeature([BlogArticle, BlogArticleTranslation])],
  controllers: [ListBlogArticlesController],
  providers: [BlogArticlesRepository, ListBlogArticlesHandler],
})
export class BlogModule {}
