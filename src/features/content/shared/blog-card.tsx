import { Link } from 'react-router-dom'
import type { BlogArticle } from '../../../../contracts/content'
import { cutWords } from '../../../lib/text'
import content from '../content.module.css'
import { blogArticlePath } from '../data/blog-articles'
import { ArticleDate } from './article-date'
import styles from './blog-card.module.css'

export interface BlogCardProps {
  readonly article: BlogArticle
  /** Heading level of the title inside its list. */
  readonly level?: 2 | 3
  /** Marks the card whose article is shown in full above. */
  readonly selected?: boolean
  /** Landing teaser: the excerpt is also clamped to a few lines on screen. */
  readonly compact?: boolean
}

/**
 * A blog card: cover, date, title and the SPEC 9 excerpt (over 100 words: 90 words and an
 * ellipsis). Read More opens /blogs with this article featured.
 */
export function BlogCard({ article, level = 3, selected = false, compact = false }: BlogCardProps) {
  const Title = level === 2 ? 'h2' : 'h3'
  const excerpt = cutWords(article.description)
  return (
    <article className={compact ? `${styles.card} ${styles.compact}` : styles.card} data-selected={selected}>
      <img className={styles.image} src={article.image} alt="" width={480} height={300} loading="lazy" />
      <div className={styles.body}>
        <ArticleDate className={styles.date} date={article.date} />
        <Title className={styles.title}>{article.title}</Title>
        <p className={styles.excerpt}>{excerpt.text}</p>
        <Link
          className={`${content.link} ${styles.more}`}
          to={blogArticlePath(article)}
          aria-current={selected ? 'true' : undefined}
        >
          Read More<span className={content.srOnly}>: {article.title}</span>
        </Link>
      </div>
    </article>
  )
}
