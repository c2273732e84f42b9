/*
 * What the audit log names (issue 29): each kind of staff write and each kind of record, spelled
 * once for the back office's audit screen, the server and the fake backend.
 */

/** Each staff write, as an audit entry's `action` says it. */
export const AUDIT_ACTIONS = {
  orderStatus: 'order.status',
  orderDelay: 'order.delay',
  orderCancel: 'order.cancel',
  supportReply: 'support.reply',
  supportStatus: 'support.status',
  reviewHide: 'review.hide',
  reviewShow: 'review.show',
  staffAdd: 'staff.add',
  staffUpdate: 'staff.update',
  /** A member set their password through their one-time link (the member is the writer). */
  staffPassword: 'staff.password-set',
  productCreate: 'product.create',
  productUpdate: 'product.update',
  productArchive: 'product.archive',
  productRestore: 'product.restore',
  /** Stock received or counted; the entry's `after` holds the reason. */
  productStock: 'product.stock',
  pictureUpload: 'picture.upload',
  categoriesUpdate: 'categories.update',
  /** One entry per import written: the summary, not every row. */
  catalogueImport: 'catalogue.import',
  couponCreate: 'coupon.create',
  couponUpdate: 'coupon.update',
  couponDelete: 'coupon.delete',
} as const
export type AuditAction = (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS]

/** How the audit screen names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'order.status': 'Moved an order on',
  'order.delay': 'Reported a delay',
  'order.cancel': 'Cancelled an order',
  'support.reply': 'Replied to a support request',
  'support.status': 'Changed a support request’s status',
  'review.hide': 'Hid a review',
  'review.show': 'Showed a hidden review',
  'staff.add': 'Added a member of staff',
  'staff.update': 'Changed a member of staff',
  'staff.password-set': 'Set their password',
  'product.create': 'Added a product',
  'product.update': 'Changed a product',
  'product.archive': 'Archived a product',
  'product.restore': 'Put an archived product back on sale',
  'product.stock': 'Changed stock',
  'picture.upload': 'Uploaded a picture',
  'categories.update': 'Changed the categories',
  'catalogue.import': 'Imported the catalogue',
  'coupon.create': 'Added a coupon',
  'coupon.update': 'Changed a coupon',
  'coupon.delete': 'Deleted a coupon',
}

/** The kinds of record an entry's `entity` names. */
export const AUDIT_ENTITIES = {
  order: 'order',
  supportRequest: 'support',
  review: 'review',
  staff: 'staff',
  product: 'product',
  picture: 'picture',
  categories: 'categories',
  catalogue: 'catalogue',
  coupon: 'coupon',
} as const
export type AuditEntity = (typeof AUDIT_ENTITIES)[keyof typeof AUDIT_ENTITIES]
