/** What a staff account may do: every role works applications; editors and admins also keep the data. */
export const STAFF_ROLES = ['admissions', 'editor', 'admin'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Whether the role may open the back office's Data section (reports, and later the record editor). */
export const canEditData = (role: StaffRole) => role === 'editor' || role === 'admin'
