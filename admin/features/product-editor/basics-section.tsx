import { Autocomplete, Button, Card, Checkbox, Grid, MultiSelect, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core'
import type { AdminCategoriesResponse } from '../../../contracts/admin/admin-categories'
import type { VocabularyKind } from '../../../contracts/admin/admin-products'
import { CATALOGUE_TEXT_MAX, MAX_PRODUCT_CATEGORIES } from '../../../contracts/admin/catalogue-limits'
import { EDITOR_SCREEN } from '../../../contracts/admin/catalogue-screens'
import markedField from '../../../src/ui/marked-field.module.css'
import type { ProductEditorEvent } from '../../machines/product-editor.machine'
import { additionAskedFor, willAddToVocabulary, type FormProblems, type ProductDraft } from '../../machines/product-form'

export interface SectionProps {
  readonly draft: ProductDraft
  readonly known: AdminCategoriesResponse | null
  readonly problems: FormProblems
  readonly send: (event: ProductEditorEvent) => void
}

const marked = { input: markedField.input }

/** The first problem of a field or of any of its parts ('categories' or 'categories.1'). */
const problemOf = (problems: FormProblems, path: string): string | undefined =>
  problems[path] ?? Object.entries(problems).find(([key]) => key.startsWith(`${path}.`))?.[1]

const VOCABULARY_LABELS: Record<VocabularyKind, string> = { count: 'Count (yarn)', construction: 'Construction' }

/** A count or construction: the store's values offered, another typed and added to the list only when staff agree. */
function VocabularyField({ kind, draft, known, problems, send }: SectionProps & { kind: VocabularyKind }) {
  const asked = additionAskedFor(draft, known, kind)
  const values = known ? (kind === 'count' ? known.counts : known.constructions) : []
  return (
    <Stack gap={4}>
      <Autocomplete
        label={VOCABULARY_LABELS[kind]}
        value={draft[kind]}
        onChange={(value) => send({ type: 'editor.set', field: kind, value })}
        data={[...values]}
        maxLength={CATALOGUE_TEXT_MAX.vocabularyValue}
        error={problems[kind]}
        classNames={marked}
        limit={20}
      />
      {asked && (
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => send({ type: 'vocabulary.ask', kind })}
          // a long value wraps inside the column rather than running past it
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
          style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        >
          {EDITOR_SCREEN.addToList(kind, asked)}
        </Button>
      )}
      {willAddToVocabulary(draft, kind) && (
        <Text size="xs" c="indigo.7">
          {EDITOR_SCREEN.willAdd(kind)}
        </Text>
      )}
    </Stack>
  )
}

/** The product's own fields: name, description, categories, the textile's particulars, new arrival. */
export function BasicsSection(props: SectionProps) {
  const { draft, known, problems, send } = props
  const categoryNames = known?.categories.map((c) => c.name) ?? []
  const offered = known?.categories.filter((c) => draft.categories.includes(c.name)).flatMap((c) => c.subCategories) ?? []
  const subChoices = [...new Set(draft.subCategory && !offered.includes(draft.subCategory) ? [...offered, draft.subCategory] : offered)]
  const set = (field: 'name' | 'description' | 'fabricType' | 'pattern' | 'weight' | 'subCategory') => (value: string) => send({ type: 'editor.set', field, value })
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="basics-heading">
      <Title order={2} size="h4" mb="sm" id="basics-heading">
        The product
      </Title>
      <Stack gap="sm">
        <TextInput
          label="Name"
          required
          value={draft.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
          maxLength={CATALOGUE_TEXT_MAX.productName}
          error={problems.name}
          classNames={marked}
        />
        <Textarea
          label="Description"
          value={draft.description}
          onChange={(event) => set('description')(event.currentTarget.value)}
          maxLength={CATALOGUE_TEXT_MAX.description}
          autosize
          minRows={3}
          maxRows={10}
          error={problems.description}
          classNames={marked}
        />
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <MultiSelect
              label="Categories"
              description="The first is the main one"
              required
              value={[...draft.categories]}
              onChange={(categories) => send({ type: 'editor.setCategories', categories })}
              data={[...new Set([...categoryNames, ...draft.categories])]}
              maxValues={MAX_PRODUCT_CATEGORIES}
              error={problemOf(problems, 'categories')}
              classNames={marked}
              searchable
              hidePickedOptions
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <NativeSelect
              label="Sub-category"
              value={draft.subCategory}
              onChange={(event) => set('subCategory')(event.currentTarget.value)}
              data={[{ value: '', label: 'None' }, ...subChoices.map((name) => ({ value: name, label: name }))]}
              error={problems.subCategory}
              classNames={marked}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Fabric type"
              value={draft.fabricType}
              onChange={(event) => set('fabricType')(event.currentTarget.value)}
              maxLength={CATALOGUE_TEXT_MAX.fabricType}
              error={problems.fabricType}
              classNames={marked}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label="Pattern"
              value={draft.pattern}
              onChange={(event) => set('pattern')(event.currentTarget.value)}
              maxLength={CATALOGUE_TEXT_MAX.pattern}
              error={problems.pattern}
              classNames={marked}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <VocabularyField {...props} kind="count" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <VocabularyField {...props} kind="construction" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="Weight (GSM)"
              inputMode="decimal"
              value={draft.weight}
              onChange={(event) => set('weight')(event.currentTarget.value)}
              maxLength={12}
              error={problems.weight}
              classNames={marked}
            />
          </Grid.Col>
        </Grid>
        <Checkbox
          label="New arrival"
          description="Found by the New Arrivals filter (Today’s Deals)"
          checked={draft.newArrival}
          onChange={(event) => send({ type: 'editor.setNewArrival', value: event.currentTarget.checked })}
        />
      </Stack>
    </Card>
  )
}
