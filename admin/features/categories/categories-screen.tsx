import { ActionIcon, Alert, Badge, Button, Card, Group, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback } from 'react'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import { CATEGORY_BAR_SIZE } from '../../../contracts/category'
import { CATALOGUE_TEXT_MAX } from '../../../contracts/admin/catalogue-limits'
import { CATEGORIES_SCREEN } from '../../../contracts/admin/catalogue-screens'
import markedField from '../../../src/ui/marked-field.module.css'
import { categoriesEditorMachine, hasUnsavedCategories, type CategoriesEditorEvent, type CategoryDraft } from '../../machines/categories-editor.machine'
import { useStaffRole } from '../../state/staff-session'
import { LoadFailure } from '../../ui/load-failure'
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard'

const marked = { input: markedField.input }

interface CategoryCardProps {
  readonly category: CategoryDraft
  readonly index: number
  readonly count: number
  readonly problems: Readonly<Record<string, string>>
  readonly refusal?: string
  readonly disabled: boolean
  /** The member's role only reads the categories: no controls that change them. */
  readonly readOnly: boolean
  readonly send: (event: CategoriesEditorEvent) => void
}

function CategoryCard({ category, index, count, problems, refusal, disabled, readOnly, send }: CategoryCardProps) {
  const name = category.name.trim() || `Category ${index + 1}`
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={`${index + 1}. ${name}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Group gap="xs" align="flex-start" wrap="nowrap" style={{ flex: 1, minWidth: 220 }}>
          <Text fw={700} c="dimmed" mt={6} w={28} ta="right">
            {index + 1}.
          </Text>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <TextInput
              label={`Name of category ${index + 1}`}
              maw={480}
              value={category.name}
              onChange={(event) => send({ type: 'category.rename', category: category.key, name: event.currentTarget.value })}
              maxLength={CATALOGUE_TEXT_MAX.categoryName}
              error={problems[category.key]}
              classNames={marked}
              disabled={disabled}
            />
            <Group gap="xs">
              {index < CATEGORY_BAR_SIZE && (
                <Badge color="indigo" variant="light" radius="sm" tt="none">
                  {CATEGORIES_SCREEN.inBar}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {CATEGORIES_SCREEN.products(category.productCount)}
                {category.was && category.was !== category.name.trim() ? `. ${CATEGORIES_SCREEN.renamedFrom(category.was)}` : ''}
              </Text>
            </Group>
          </Stack>
        </Group>
        {!readOnly && (
          <Group gap={4} wrap="nowrap" mt={{ base: 0, sm: 22 }}>
            <ActionIcon variant="default" onClick={() => send({ type: 'category.move', category: category.key, by: -1 })} disabled={disabled || index === 0} aria-label={`Move ${name} up`}>
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon variant="default" onClick={() => send({ type: 'category.move', category: category.key, by: 1 })} disabled={disabled || index === count - 1} aria-label={`Move ${name} down`}>
              <span aria-hidden="true">↓</span>
            </ActionIcon>
            <Button size="compact-sm" variant="subtle" color="madder" onClick={() => send({ type: 'category.remove', category: category.key })} disabled={disabled} aria-label={`Remove ${name}`}>
              Remove
            </Button>
          </Group>
        )}
      </Group>
      {refusal && (
        <Text size="sm" c="madder.7" role="alert" mt="xs">
          {refusal}
        </Text>
      )}
      <Stack gap={6} mt="sm" pl={{ base: 0, sm: 36 }} component="section" aria-label={`Sub-categories of ${name}`}>
        <Text size="sm" fw={500}>
          Sub-categories
        </Text>
        {category.subCategories.length === 0 && (
          <Text size="xs" c="dimmed">
            {CATEGORIES_SCREEN.noSubCategories}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="xs" verticalSpacing="xs">
          {category.subCategories.map((sub, subIndex) => (
            <Group key={sub.key} gap={4} align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={`Sub-category ${subIndex + 1} of ${name}`}
                value={sub.name}
                onChange={(event) => send({ type: 'sub.rename', category: category.key, sub: sub.key, name: event.currentTarget.value })}
                maxLength={CATALOGUE_TEXT_MAX.subCategory}
                error={problems[`${category.key}.${sub.key}`]}
                description={sub.was && sub.was !== sub.name.trim() ? CATEGORIES_SCREEN.renamedFrom(sub.was) : undefined}
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                classNames={marked}
                disabled={disabled}
                size="xs"
                style={{ flex: 1, minWidth: 0 }}
              />
              {!readOnly && (
                <ActionIcon
                  variant="subtle"
                  color="madder"
                  mt={2}
                  onClick={() => send({ type: 'sub.remove', category: category.key, sub: sub.key })}
                  disabled={disabled}
                  aria-label={`Remove sub-category ${sub.name.trim() || subIndex + 1} of ${name}`}
                >
                  <span aria-hidden="true">×</span>
                </ActionIcon>
              )}
            </Group>
          ))}
        </SimpleGrid>
        {!readOnly && (
          <Button size="compact-sm" variant="light" onClick={() => send({ type: 'sub.add', category: category.key })} disabled={disabled} style={{ alignSelf: 'flex-start' }} aria-label={`Add a sub-category to ${name}`}>
            Add a sub-category
          </Button>
        )}
      </Stack>
    </Card>
  )
}

/**
 * The categories (issue 30, point 4): the whole list in the category bar's order (the first 8
 * are in the bar), each renamed, moved, removed (refused while it files products) or given
 * sub-categories, and one Save for all of it; renames follow to their products on the store.
 */
export function CategoriesScreen() {
  const role = useStaffRole()
  const mayWrite = role !== null && roleMayCall(adminEndpoints.updateCategories.access, role)
  const actor = useActorRef(categoriesEditorMachine, { input: { mayWrite } })
  const state = useSelector(actor, (s) => s)
  const { categories, problems, refusals, loadError, saveError, done } = state.context
  const saving = state.matches({ ready: 'saving' })
  const dirty = useSelector(actor, (s) => hasUnsavedCategories(s.context))
  const isDirty = useCallback(() => hasUnsavedCategories(actor.getSnapshot().context), [actor])
  const send = actor.send

  if (state.matches('loading')) return <Loader aria-label="Loading the categories" />
  if (state.matches('failed')) return <LoadFailure message={loadError ?? ''} onRetry={() => send({ type: 'categories.reload' })} />
  const disabled = !mayWrite || saving

  return (
    <Stack gap="md" pb={mayWrite ? 72 : 0}>
      <UnsavedChangesGuard isDirty={isDirty} />
      <Title order={1} size="h2">
        Categories
      </Title>
      <Text size="sm" c="dimmed">
        {CATEGORIES_SCREEN.barNote}
      </Text>
      {done && (
        <Alert color="leaf" variant="light" role="status">
          {done}
        </Alert>
      )}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Categories, in the category bar’s order">
        {categories.map((category, index) => (
          <CategoryCard
            key={category.key}
            category={category}
            index={index}
            count={categories.length}
            problems={problems}
            refusal={refusals[category.key]}
            disabled={disabled}
            readOnly={!mayWrite}
            send={send}
          />
        ))}
      </Stack>
      {mayWrite && (
        <Button variant="light" onClick={() => send({ type: 'category.add' })} disabled={disabled} style={{ alignSelf: 'flex-start' }}>
          Add a category
        </Button>
      )}
      {mayWrite && (
        <Paper withBorder shadow="sm" p="sm" radius="md" style={{ position: 'sticky', bottom: 8, zIndex: 2 }}>
          <Stack gap="xs">
            {saveError && (
              <Alert color="madder" variant="light" role="alert" p="xs">
                {saveError}
              </Alert>
            )}
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {saving ? CATEGORIES_SCREEN.saving : dirty ? CATEGORIES_SCREEN.unsaved : ''}
              </Text>
              <Button onClick={() => send({ type: 'categories.save' })} loading={saving} disabled={!dirty && !saving}>
                Save categories
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  )
}
