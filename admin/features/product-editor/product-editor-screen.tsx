import { Alert, Anchor, Button, Card, Grid, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core'
import { useActorRef, useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom'
import { adminEndpoints, roleMayCall } from '../../../contracts/admin/admin-endpoints'
import { EDITOR_SCREEN } from '../../../contracts/admin/catalogue-screens'
import { WHAT_HAPPENS } from '../../../contracts/admin/moderation-screens'
import { releasePreview } from '../../machines/picture-upload'
import { hasUnsavedChanges, previewsOf, productEditorMachine } from '../../machines/product-editor.machine'
import { useStaffRole } from '../../state/staff-session'
import { ConfirmActionDialog } from '../../ui/confirm-action-dialog'
import { LoadFailure } from '../../ui/load-failure'
import { UnsavedChangesGuard } from '../../ui/unsaved-changes-guard'
import { useFocusFirstInvalid } from '../../../src/ui/use-focus-first-invalid'
import { ProductStatusBadge } from '../products/public/product-status-badge'
import { BasicsSection } from './basics-section'
import { CardPreview } from './card-preview'
import { VarietiesSection } from './varieties-section'

/** A product just added opens on its own page, which says so (the router's state carries the words). */
const arrivalNote = (state: unknown): string | null => {
  const done = (state as { done?: unknown } | null)?.done
  return typeof done === 'string' ? done : null
}

/** /admin/products/new: a new product. */
export function NewProductScreen() {
  return <ProductEditor productId={null} />
}

/** /admin/products/:id: a product the store has (another id is another page: a fresh editor). */
export function ProductEditorScreen() {
  const { id = '' } = useParams()
  return <ProductEditor key={id} productId={id} />
}

/**
 * The product editor (issue 30, point 8): the product's fields and its colours (prices, stock,
 * pictures uploading as they are chosen, in the order buyers see them) beside a live preview of
 * the buyer's card. Save finds every wrong field first and says so beside it; it shows progress,
 * then the store's answer. Leaving with unsaved changes asks first. Archive and Restore are
 * confirmed. A role that only reads the catalogue sees it all, without the controls that change it.
 */
function ProductEditor({ productId }: { productId: string | null }) {
  const role = useStaffRole()
  const mayWrite = role !== null && roleMayCall(adminEndpoints[productId ? 'updateProduct' : 'createProduct'].access, role)
  const mayChangeStock = role !== null && roleMayCall(adminEndpoints.changeStock.access, role)
  const navigate = useNavigate()
  const location = useLocation()
  const actor = useActorRef(productEditorMachine, { input: { productId, mayWrite, done: arrivalNote(location.state) } })
  // a product just added opens on its own page (the form matches what was saved: nothing asks)
  useEffect(() => {
    const listening = actor.on('product.created', ({ id }) =>
      navigate(`/products/${encodeURIComponent(id)}`, { replace: true, state: { done: EDITOR_SCREEN.created } }),
    )
    return () => listening.unsubscribe()
  }, [actor, navigate])
  const state = useSelector(actor, (s) => s)
  const { detail, known, draft, problems, loadError, saveError, done, asking, statusAction, statusError, pictureNotices } = state.context
  const send = actor.send
  const saving = state.matches({ ready: 'saving' })
  const formRef = useRef<HTMLDivElement>(null)
  const isDirty = useCallback(() => hasUnsavedChanges(actor.getSnapshot().context), [actor])

  // the previews of pictures still in the form go with the page
  useEffect(() => () => previewsOf(actor.getSnapshot().context.draft).forEach(releasePreview), [actor])

  // after a refused save, the first field marked wrong takes focus
  const focusFirstInvalid = useFocusFirstInvalid(formRef)
  const problemCount = Object.keys(problems).length

  if (state.matches('loading') && !detail) return <Loader aria-label="Loading the product" />
  if (state.matches('failed')) {
    return (
      <Stack gap="md">
        <Anchor component={Link} to="/products" size="sm">
          ← All products
        </Anchor>
        <LoadFailure message={loadError ?? ''} onRetry={() => send({ type: 'editor.reload' })} />
      </Stack>
    )
  }

  const title = detail ? detail.product.name : 'New product'
  const disabled = !mayWrite || saving
  return (
    <Stack gap="md" pb={72}>
      <UnsavedChangesGuard isDirty={isDirty} />
      <Anchor component={Link} to="/products" size="sm">
        ← All products
      </Anchor>
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {detail && <ProductStatusBadge status={detail.status} />}
      </Group>
      {!mayWrite && (
        <Text size="sm" c="dimmed">
          {EDITOR_SCREEN.readOnly}
        </Text>
      )}
      {done && (
        <Alert color="leaf" variant="light" role="status">
          {done}
        </Alert>
      )}
      {problemCount > 0 && (
        <Alert color="madder" variant="light" role="alert">
          {EDITOR_SCREEN.fixFields}
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Stack gap="md" ref={formRef}>
            <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }} aria-busy={saving}>
              <Stack gap="md">
                <BasicsSection draft={draft} known={known} problems={problems} send={send} />
                <VarietiesSection
                  draft={draft}
                  known={known}
                  problems={problems}
                  send={send}
                  productId={detail?._id ?? null}
                  disabled={disabled}
                  readOnly={!mayWrite}
                  mayChangeStock={mayChangeStock}
                  pictureNotices={pictureNotices}
                />
              </Stack>
            </fieldset>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 76 }}>
            <CardPreview draft={draft} />
            {detail && mayWrite && (
              <Card withBorder radius="md" padding="md">
                <Text size="sm" c="dimmed" mb="xs">
                  {EDITOR_SCREEN.orderCount(detail.orderCount)}
                </Text>
                {detail.status === 'active' ? (
                  <Button variant="outline" color="madder" onClick={() => send({ type: 'status.open', action: 'archive' })} disabled={saving}>
                    Archive
                  </Button>
                ) : (
                  <Button variant="outline" onClick={() => send({ type: 'status.open', action: 'restore' })} disabled={saving}>
                    Restore
                  </Button>
                )}
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      {mayWrite && (
        <Paper withBorder shadow="sm" p="sm" radius="md" style={{ position: 'sticky', bottom: 8, zIndex: 2 }}>
          <Stack gap="xs">
            {saveError && (
              <Alert color="madder" variant="light" role="alert" p="xs">
                <Text size="sm">{saveError.message}</Text>
                {saveError.changed && (
                  <Button mt="xs" size="xs" variant="outline" color="madder" onClick={() => send({ type: 'editor.reload' })}>
                    {EDITOR_SCREEN.reload}
                  </Button>
                )}
              </Alert>
            )}
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Text size="sm" c="dimmed" aria-live="polite">
                {saving ? EDITOR_SCREEN.saving : ''}
              </Text>
              <Button
                onClick={() => {
                  send({ type: 'editor.save' })
                  focusFirstInvalid()
                }}
                loading={saving}
              >
                {detail ? 'Save changes' : 'Add product'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      <ConfirmActionDialog
        opened={asking !== null}
        title={asking ? EDITOR_SCREEN.addTitle(asking) : ''}
        confirmLabel="Add to the list"
        tellsHeading={WHAT_HAPPENS}
        tells={asking ? EDITOR_SCREEN.addTells(asking, draft[asking].trim()) : ''}
        sending={false}
        error={null}
        onConfirm={() => send({ type: 'vocabulary.confirm' })}
        onClose={() => send({ type: 'vocabulary.cancel' })}
      />
      <ConfirmActionDialog
        opened={statusAction !== null}
        title={statusAction === 'archive' ? EDITOR_SCREEN.archiveTitle : EDITOR_SCREEN.restoreTitle}
        confirmLabel={statusAction === 'archive' ? EDITOR_SCREEN.archiveConfirm : EDITOR_SCREEN.restoreConfirm}
        tellsHeading={WHAT_HAPPENS}
        tells={statusAction === 'archive' ? EDITOR_SCREEN.archiveTells(detail?.orderCount ?? 0) : EDITOR_SCREEN.restoreTells}
        danger={statusAction === 'archive'}
        sending={state.matches({ ready: 'changingStatus' })}
        error={statusError}
        onConfirm={() => send({ type: 'status.confirm' })}
        onClose={() => send({ type: 'status.close' })}
      />
    </Stack>
  )
}
