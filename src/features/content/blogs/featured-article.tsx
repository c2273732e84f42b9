import { useEffect, useRef } from 'react'
import type { BlogArticle } from '../../../../contracts/content'
import content from '../content.module.css'
import { paragraphsOf } from '../data/blog-articles'
import { ArticleDate } from '../shared/article-date'
import styles from './featured-article.module.css'

export interface FeaturedArticleProps {
  readonly article: BlogArticle
  /** Move focus to the title: the reader just chose this article with Read More. */
  readonly focusOnShow: boolean
}

/** The featured blog, shown in full (SPEC 2, /blogs). */
export function FeaturedArticle({ article, focusOnShow }: FeaturedArticleProps) {
  const titleRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    if (focusOnShow) titleRef.current?.focus()
  }, [article, focusOnShow])

  return (
    <article className={styles.article} aria-labelledby="featured-article-title">
      <img className={styles.image} src={article.image} alt="" width={480} height={300} />
      <div className={styles.body}>
        <span className={styles.label}>Featured</span>
        <ArticleDate className={styles.date} date={article.date} />
        <h2 id="featured-article-title" className={styles.title} ref={titleRef} tabIndex={-1}>
          {article.title}
        </h2>
        <div className={content.prose}>
          {paragraphsOf(article).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </article>
  )
}
