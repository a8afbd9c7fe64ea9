import 'server-only'

import { universityProfileStore } from '@/lib/db/university-profiles'
import { recordEditRoutes } from '@/lib/records/edit-routes'
import { applyUniversityForm, universityFormSchema } from '@/lib/universities/profile-edit'
import { UNIVERSITIES_TAG, universityTag } from '@/lib/universities/profiles'

export const NO_SUCH_UNIVERSITY = 'No university profile has this slug.'

/**
 * The university profile editor's save and revert routes. Every page that reads profiles (the
 * directory, comparisons, search, home, scholarships, shortlists) reads them through the one
 * query tagged `universities`, so the list tag drops them all; a profile's own page also carries
 * its own tag.
 */
export const universityEditRoutes = recordEditRoutes({
  store: universityProfileStore,
  form: universityFormSchema,
  apply: applyUniversityForm,
  notFound: NO_SUCH_UNIVERSITY,
  revertConflict:
    'A field this revision changed has been changed again since: edit the profile instead.',
  tags: (slug) => [universityTag(slug), UNIVERSITIES_TAG],
})
