import { useSearchParams } from 'react-router-dom'
import { FeaturedArticle } from './blogs/featured-article'
import content from './content.module.css'
import { BLOG_ARTICLE_PARAM, blogArticles, blogSlug } from './data/blog-articles'
import cards from './landing/cards.module.css'
import { BlogCard } from './shared/blog-card'
import { SectionHeading } from './shared/section-heading'

/**
 * Blogs (SPEC 2): a featured article in full and the latest articles as cards. Read More puts
 * the article in the URL, so the choice survives a reload and can be shared; without one the
 * newest article is featured.
 */
export function BlogsPage() {
  const [searchParams] = useSearchParams()
  const requested = searchParams.get(BLOG_ARTICLE_PARAM)
  const featured = blogArticles.find((a) => blogSlug(a) === requested) ?? blogArticles[0]

  return (
    <div className={content.page}>
      <header className={content.pageHeader}>
        <div className={content.container}>
          <SectionHeading
            id="blogs-title"
            level={1}
            eyebrow="The Tanabana Journal"
            title="Blogs"
            lead="Notes from the trade on fibres, weaves and the care of fine fabric."
          />
        </div>
      </header>
      {featured ? (
        <section className={content.section} aria-label="Featured blog">
          <div className={content.container}>
            <FeaturedArticle article={featured} focusOnShow={requested !== null} />
          </div>
        </section>
      ) : null}
      <section className={`${content.section} ${content.sectionAlt}`} aria-labelledby="latest-blogs-title">
        <div className={content.container}>
          <SectionHeading id="latest-blogs-title" title="Latest Blogs" />
          <ul className={cards.grid3}>
            {blogArticles.map((article) => (
              <li key={article.title}>
                <BlogCard article={article} selected={article === featured} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </div>
  )
}
