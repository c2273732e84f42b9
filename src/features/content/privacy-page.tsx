import { privacyDocument } from './data/policy-privacy'
import { PolicyView } from './shared/policy-view'

/** Privacy Policy (/privacy-policy; SPEC 2, 9). */
export function PrivacyPage() {
  return <PolicyView document={privacyDocument} />
}
