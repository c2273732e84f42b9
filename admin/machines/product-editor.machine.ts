import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { AdminCategoriesResponse } from '../../contracts/admin/admin-categories'
import { MAX_PICTURES_PER_VARIETY, MAX_VARIETIES } from '../../contracts/admin/catalogue-limits'
import type { AdminProductDetail, VocabularyKind } from '../../contracts/admin/admin-products'
import { EDITOR_SCREEN } from '../../contracts/admin/catalogue-screens'
import { isConflict, messageOf } from '../services/admin-error'
import { categoriesService } from '../services/categories-service'
import { productsService } from '../services/products-service'
import { pictureRefusal, previewUrlOf, releasePreview, uploadIdOf, uploadPicture, type PictureUploadEvent } from './picture-upload'
import {
  additionAskedFor,
  draftOf,
  draftProblems,
  emptyDraft,
  emptyVariety,
  freshKey,
  moved,
  productUpdateOf,
  productWriteOf,
  savedShapeOf,
  type FormProblems,
  type PictureDraft,
  type ProductDraft,
  type ProductTextField,
  type VarietyTextField,
} from './product-form'

export type StatusAction = 'archive' | 'restore'

export interface SaveFailure {
  readonly message: string
  /** 409: someone saved the product since it was loaded; the way on is to reload it. */
  readonly changed: boolean
}

export interface ProductEditorContext {
  /** The product's id; null for a new one. */
  readonly productId: string | null
  /** Whether the member's role may write the catalogue (the staff table's write rows). */
  readonly mayWrite: boolean
  readonly detail: AdminProductDetail | null
  /** The categories and the vocabularies a product's values come from. */
  readonly known: AdminCategoriesResponse | null
  readonly draft: ProductDraft
  /** The draft as last loaded or saved (savedShapeOf): unsaved changes are any difference. */
  readonly baseline: string
  /** A save was tried: from then on the problems follow every edit. */
  readonly checked: boolean
  readonly problems: FormProblems
  readonly loadError: string | null
  readonly saveError: SaveFailure | null
  /** The vocabulary whose typed value staff are being asked to add. */
  readonly asking: VocabularyKind | null
  readonly statusAction: StatusAction | null
  readonly statusError: string | null
  /** What the last save or archive did, said once it is done. */
  readonly done: string | null
  /** Per colour (its key): the files of the last drop that were refused, in words. */
  readonly pictureNotices: Readonly<Record<string, string>>
}

export type ProductEditorEvent =
  | { type: 'editor.set'; field: ProductTextField; value: string }
  | { type: 'editor.setCategories'; categories: readonly string[] }
  | { type: 'editor.setNewArrival'; value: boolean }
  | { type: 'variety.add' }
  | { type: 'variety.remove'; variety: string }
  | { type: 'variety.set'; variety: string; field: VarietyTextField; value: string }
  | { type: 'pictures.add'; variety: string; files: readonly File[] }
  | { type: 'picture.remove'; picture: string }
  | { type: 'picture.move'; variety: string; from: number; to: number }
  | { type: 'picture.retry'; picture: string }
  | PictureUploadEvent
  | { type: 'vocabulary.ask'; kind: VocabularyKind }
  | { type: 'vocabulary.confirm' }
  | { type: 'vocabulary.cancel' }
  | { type: 'editor.save' }
  | { type: 'editor.reload' }
  | { type: 'status.open'; action: StatusAction }
  | { type: 'status.confirm' }
  | { type: 'status.close' }
  /** The stock control of an existing colour saved a change (it saves at once, outside the form). */
  | { type: 'stock.changed'; color: string; stock: number }

export interface ProductEditorInput {
  readonly productId: string | null
  readonly mayWrite: boolean
  /** Said on arrival (a product just added opens on its own page, saying so). */
  readonly done?: string | null
}

interface Loaded {
  readonly detail: AdminProductDetail | null
  readonly known: AdminCategoriesResponse
}

async function loadEditor(productId: string | null, signal: AbortSignal): Promise<Loaded> {
  const [detail, known] = await Promise.all([productId ? productsService.get(productId, signal) : Promise.resolve(null), categoriesService.get(signal)])
  return { detail, known }
}

function saveProduct({ draft, detail }: { draft: ProductDraft; detail: AdminProductDetail | null }, signal: AbortSignal): Promise<AdminProductDetail> {
  return detail ? productsService.update(productUpdateOf(draft, detail), signal) : productsService.create(productWriteOf(draft), signal)
}

const mapPictures = (draft: ProductDraft, change: (picture: PictureDraft) => PictureDraft): ProductDraft => ({
  ...draft,
  varieties: draft.varieties.map((v) => ({ ...v, pictures: v.pictures.map(change) })),
})

const pictureIn = (draft: ProductDraft, key: string): PictureDraft | undefined => draft.varieties.flatMap((v) => v.pictures).find((p) => p.key === key)

/** Every preview the draft holds, to free when the pictures leave (a save, a reload, the page closed). */
export const previewsOf = (draft: ProductDraft): string[] => draft.varieties.flatMap((v) => v.pictures.flatMap((p) => (p.preview ? [p.preview] : [])))

/** A loaded (or saved) product as the form starts from. */
const startFrom = (detail: AdminProductDetail | null) => {
  const draft = detail ? draftOf(detail) : emptyDraft()
  return { detail, draft, baseline: savedShapeOf(draft), checked: false, problems: {}, saveError: null, pictureNotices: {} }
}

/** The draft changed: the problems follow it once a save was tried. */
const edited = (context: ProductEditorContext, draft: ProductDraft): Partial<ProductEditorContext> => ({
  draft,
  problems: context.checked ? draftProblems(draft, context.known) : context.problems,
  done: null,
})

/**
 * The product editor (issue 30, point 8), new and existing: loading (the product and the
 * categories with their vocabularies) -> ready | failed. In ready, editing -> saving -> editing:
 * the form's problems are found before anything is sent and shown beside their fields; a save
 * shows progress, then the product as the store now has it, or the store's refusal (a 409 offers
 * a reload). A count or construction the store does not know is added only when staff agree
 * (asking). Archive and restore are confirmed first (confirmingStatus -> changingStatus).
 * Pictures upload as soon as they are chosen, each its own child (uploadPicture), in any state.
 */
export const productEditorMachine = setup({
  types: {
    context: {} as ProductEditorContext,
    events: {} as ProductEditorEvent,
    input: {} as ProductEditorInput,
    /** A product just added: the screen, which owns the router, opens its own page. */
    emitted: {} as { type: 'product.created'; id: string },
  },
  actors: {
    loadEditor: fromPromise<Loaded, { productId: string | null }>(({ input, signal }) => loadEditor(input.productId, signal)),
    saveProduct: fromPromise<AdminProductDetail, { draft: ProductDraft; detail: AdminProductDetail | null }>(({ input, signal }) => saveProduct(input, signal)),
    changeStatus: fromPromise<AdminProductDetail, { id: string; action: StatusAction }>(({ input, signal }) =>
      input.action === 'archive' ? productsService.archive(input.id, signal) : productsService.restore(input.id, signal),
    ),
    uploadPicture,
  },
  guards: {
    mayWrite: ({ context }) => context.mayWrite,
    isSendable: ({ context }) => context.mayWrite && Object.keys(draftProblems(context.draft, context.known)).length === 0,
    wasCreated: ({ context }) => context.productId === null,
    isAskable: ({ context, event }) => {
      assertEvent(event, 'vocabulary.ask')
      return context.mayWrite && additionAskedFor(context.draft, context.known, event.kind) !== null
    },
    mayChangeStatus: ({ context, event }) => {
      assertEvent(event, 'status.open')
      if (!context.mayWrite || !context.detail) return false
      return event.action === 'archive' ? context.detail.status === 'active' : context.detail.status === 'archived'
    },
  },
  actions: {
    releaseAllPreviews: ({ context }) => previewsOf(context.draft).forEach(releasePreview),
    addPictures: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'pictures.add')
      const variety = context.draft.varieties.find((v) => v.key === event.variety)
      if (!variety) return
      const refused: string[] = []
      const accepted: PictureDraft[] = []
      for (const file of event.files) {
        const refusal = pictureRefusal(file)
        if (refusal) refused.push(refusal)
        else if (variety.pictures.length + accepted.length >= MAX_PICTURES_PER_VARIETY) refused.push(EDITOR_SCREEN.tooManyPictures)
        else accepted.push({ key: freshKey('p'), url: null, preview: previewUrlOf(file), name: file.name, status: 'uploading', progress: null, error: null, file, attempt: 1 })
      }
      const draft = {
        ...context.draft,
        varieties: context.draft.varieties.map((v) => (v.key === variety.key ? { ...v, pictures: [...v.pictures, ...accepted] } : v)),
      }
      const notice = [...new Set(refused)].join('. ')
      const { [variety.key]: _, ...otherNotices } = context.pictureNotices
      enqueue.assign({ ...edited(context, draft), pictureNotices: notice ? { ...otherNotices, [variety.key]: notice } : otherNotices })
      for (const picture of accepted) enqueue.spawnChild('uploadPicture', { id: uploadIdOf(picture), input: { picture: picture.key, file: picture.file! } })
    }),
    retryPicture: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'picture.retry')
      const picture = pictureIn(context.draft, event.picture)
      if (!picture || picture.status !== 'failed' || !picture.file) return
      const retried: PictureDraft = { ...picture, status: 'uploading', error: null, progress: null, attempt: picture.attempt + 1 }
      enqueue.assign(edited(context, mapPictures(context.draft, (p) => (p.key === picture.key ? retried : p))))
      enqueue.spawnChild('uploadPicture', { id: uploadIdOf(retried), input: { picture: retried.key, file: picture.file } })
    }),
    removePicture: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'picture.remove')
      const picture = pictureIn(context.draft, event.picture)
      if (!picture) return
      if (picture.status === 'uploading') enqueue.stopChild(uploadIdOf(picture))
      releasePreview(picture.preview)
      const draft = { ...context.draft, varieties: context.draft.varieties.map((v) => ({ ...v, pictures: v.pictures.filter((p) => p.key !== picture.key) })) }
      enqueue.assign(edited(context, draft))
    }),
    removeVariety: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'variety.remove')
      const variety = context.draft.varieties.find((v) => v.key === event.variety)
      if (!variety) return
      for (const picture of variety.pictures) {
        if (picture.status === 'uploading') enqueue.stopChild(uploadIdOf(picture))
        releasePreview(picture.preview)
      }
      enqueue.assign(edited(context, { ...context.draft, varieties: context.draft.varieties.filter((v) => v.key !== variety.key) }))
    }),
    pictureSettled: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, ['picture.uploaded', 'picture.failed'])
      const picture = pictureIn(context.draft, event.picture)
      if (!picture) return
      enqueue.stopChild(uploadIdOf(picture))
      const settled: PictureDraft =
        event.type === 'picture.uploaded'
          ? { ...picture, url: event.url, status: 'ready', progress: null, error: null, file: null }
          : { ...picture, status: 'failed', progress: null, error: event.error }
      const draft = mapPictures(context.draft, (p) => (p.key === picture.key ? settled : p))
      enqueue.assign({ draft, problems: context.checked ? draftProblems(draft, context.known) : context.problems })
    }),
  },
}).createMachine({
  id: 'productEditor',
  context: ({ input }) => ({
    productId: input.productId,
    mayWrite: input.mayWrite,
    detail: null,
    known: null,
    draft: emptyDraft(),
    baseline: savedShapeOf(emptyDraft()),
    checked: false,
    problems: {},
    loadError: null,
    saveError: null,
    asking: null,
    statusAction: null,
    statusError: null,
    done: input.done ?? null,
    pictureNotices: {},
  }),
  initial: 'loading',
  on: {
    'picture.progress': {
      actions: assign({
        draft: ({ context, event }) => mapPictures(context.draft, (p) => (p.key === event.picture && p.status === 'uploading' ? { ...p, progress: event.progress } : p)),
      }),
    },
    'picture.uploaded': { actions: 'pictureSettled' },
    'picture.failed': { actions: 'pictureSettled' },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadEditor',
        src: 'loadEditor',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'ready',
          actions: ['releaseAllPreviews', assign(({ event }) => ({ ...startFrom(event.output.detail), known: event.output.known, loadError: null }))],
        },
        onError: { target: 'failed', actions: assign({ loadError: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { 'editor.reload': 'loading' },
    },
    ready: {
      initial: 'editing',
      on: {
        'stock.changed': {
          actions: assign(({ context, event }) => ({
            draft: {
              ...context.draft,
              varieties: context.draft.varieties.map((v) => (v.existing && v.color === event.color ? { ...v, stock: String(event.stock) } : v)),
            },
            detail: context.detail && {
              ...context.detail,
              product: {
                ...context.detail.product,
                varieties: context.detail.product.varieties.map((v) => (v.color === event.color ? { ...v, stock: event.stock } : v)),
              },
            },
          })),
        },
      },
      states: {
        editing: {
          on: {
            'editor.set': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => edited(context, { ...context.draft, [event.field]: event.value })),
            },
            'editor.setCategories': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => edited(context, { ...context.draft, categories: [...event.categories] })),
            },
            'editor.setNewArrival': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) => edited(context, { ...context.draft, newArrival: event.value })),
            },
            'variety.add': {
              guard: ({ context }) => context.mayWrite && context.draft.varieties.length < MAX_VARIETIES,
              actions: assign(({ context }) => edited(context, { ...context.draft, varieties: [...context.draft.varieties, emptyVariety()] })),
            },
            'variety.remove': { guard: 'mayWrite', actions: 'removeVariety' },
            'variety.set': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) =>
                edited(context, {
                  ...context.draft,
                  varieties: context.draft.varieties.map((v) =>
                    v.key === event.variety && !(v.existing && event.field === 'color') && !(v.existing && event.field === 'stock') ? { ...v, [event.field]: event.value } : v,
                  ),
                }),
              ),
            },
            'pictures.add': { guard: 'mayWrite', actions: 'addPictures' },
            'picture.remove': { guard: 'mayWrite', actions: 'removePicture' },
            'picture.retry': { guard: 'mayWrite', actions: 'retryPicture' },
            'picture.move': {
              guard: 'mayWrite',
              actions: assign(({ context, event }) =>
                edited(context, {
                  ...context.draft,
                  varieties: context.draft.varieties.map((v) => (v.key === event.variety ? { ...v, pictures: moved(v.pictures, event.from, event.to) } : v)),
                }),
              ),
            },
            'vocabulary.ask': { guard: 'isAskable', target: 'asking', actions: assign({ asking: ({ event }) => event.kind }) },
            'editor.save': [
              { guard: 'isSendable', target: 'saving', actions: assign({ checked: true, problems: {}, saveError: null, done: null }) },
              {
                guard: 'mayWrite',
                actions: assign(({ context }) => ({ checked: true, problems: draftProblems(context.draft, context.known), saveError: null, done: null })),
              },
            ],
            'editor.reload': { target: '#productEditor.loading', actions: assign({ saveError: null, done: null }) },
            'status.open': { guard: 'mayChangeStatus', target: 'confirmingStatus', actions: assign({ statusAction: ({ event }) => event.action, statusError: null, done: null }) },
          },
        },
        asking: {
          on: {
            'vocabulary.confirm': {
              target: 'editing',
              actions: assign(({ context }) => {
                const kind = context.asking
                if (!kind) return { asking: null }
                const draft = { ...context.draft, addToVocabulary: { ...context.draft.addToVocabulary, [kind]: context.draft[kind].trim() } }
                return { ...edited(context, draft), asking: null }
              }),
            },
            'vocabulary.cancel': { target: 'editing', actions: assign({ asking: null }) },
          },
        },
        saving: {
          invoke: {
            id: 'saveProduct',
            src: 'saveProduct',
            input: ({ context }) => ({ draft: context.draft, detail: context.detail }),
            onDone: [
              {
                guard: 'wasCreated',
                target: 'editing',
                // the form now matches what was saved, so leaving for the product's own page asks nothing
                actions: [
                  'releaseAllPreviews',
                  assign(({ event }) => ({ ...startFrom(event.output), done: EDITOR_SCREEN.created })),
                  emit(({ event }) => ({ type: 'product.created' as const, id: event.output._id })),
                ],
              },
              { target: 'editing', actions: ['releaseAllPreviews', assign(({ event }) => ({ ...startFrom(event.output), done: EDITOR_SCREEN.saved }))] },
            ],
            onError: { target: 'editing', actions: assign({ saveError: ({ event }) => ({ message: messageOf(event.error), changed: isConflict(event.error) }) }) },
          },
        },
        confirmingStatus: {
          on: {
            'status.confirm': 'changingStatus',
            'status.close': { target: 'editing', actions: assign({ statusAction: null, statusError: null }) },
          },
        },
        changingStatus: {
          invoke: {
            id: 'changeStatus',
            src: 'changeStatus',
            input: ({ context }) => ({ id: context.detail!._id, action: context.statusAction! }),
            onDone: {
              target: 'editing',
              actions: assign(({ context, event }) => ({
                // the form keeps what staff typed; the status and the version are the store's now
                detail: context.detail ? { ...context.detail, status: event.output.status, version: event.output.version } : event.output,
                done: context.statusAction === 'archive' ? EDITOR_SCREEN.archived : EDITOR_SCREEN.restored,
                statusAction: null,
                statusError: null,
              })),
            },
            onError: { target: 'confirmingStatus', actions: assign({ statusError: ({ event }) => messageOf(event.error) }) },
          },
        },
      },
    },
  },
})

/** Whether the form holds changes a save would send. */
export const hasUnsavedChanges = (context: ProductEditorContext): boolean => context.detail !== null || context.productId === null ? savedShapeOf(context.draft) !== context.baseline : false
