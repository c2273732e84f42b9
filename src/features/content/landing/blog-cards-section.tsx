import content from '../content.module.css'
import { blogArticles } from '../data/blog-articles'
import { BlogCard } from '../shared/blog-card'
import { SectionHeading } from '../shared/section-heading'
import cards from './cards.module.css'

/** Six blog cards (SPEC 1), each leading to the article on /blogs. */
export function BlogCardsSection() {
  return (
    <section className={content.section} aria-labelledby="blog-cards-title">
      <div className={content.container}>
        <SectionHeading id="blog-cards-title" eyebrow="From the Journal" title="Latest Blogs" centered />
        <ul className={cards.grid3}>
          {blogArticles.map((article) => (
            <li key={article.title}>
              <BlogCard article={article} compact />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
