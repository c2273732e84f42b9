import { Container, UnstyledButton } from '@mantine/core'
import { useLocation, useNavigate } from 'react-router-dom'
import { CATEGORY_BAR_SIZE } from '../../../contracts/category'
import { CatalogueContext } from '../../state/catalogue-context'
import { SparkleIcon } from '../../ui/icons'
import { categoryTarget, isCategoryOn, isTodaysDealsOn, listingQuery, todaysDealsTarget } from './category-query'
import classes from './category-bar.module.css'

/** SPEC 2: New Arrivals and the first 8 categories, shown only above 800 px (CSS). */
export function CategoryBar() {
  const categoryNames = CatalogueContext.useSelector((s) => s.context.categoryNames)
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const query = listingQuery(pathname, search)

  return (
    <nav aria-label="Categories" className={classes.bar}>
      <Container size="xl" className={classes.inner}>
        <UnstyledButton
          className={`${classes.chip} ${classes.newArrivals}`}
          aria-pressed={isTodaysDealsOn(query)}
          onClick={() => navigate(todaysDealsTarget(query))}
        >
          <SparkleIcon size={16} />
          New Arrivals
        </UnstyledButton>
        {categoryNames.slice(0, CATEGORY_BAR_SIZE).map((name) => (
          <UnstyledButton
            key={name}
            className={classes.chip}
            aria-pressed={isCategoryOn(query, name)}
            onClick={() => navigate(categoryTarget(query, name))}
          >
            {name}
          </UnstyledButton>
        ))}
      </Container>
    </nav>
  )
}
