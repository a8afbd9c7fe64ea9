import { canEditData } from '@/lib/staff/roles'
import { currentStaff } from '@/lib/staff/session'
import { StaffBar } from '@/components/staff/staff-bar'

/**
 * Each page checks the session itself (layouts are not re-run on every navigation). No loading.tsx
 * here: a Suspense boundary would stream a 200 before the page can redirect to sign-in or 404.
 */
export default async function StaffOfficeLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff()
  return (
    <>
      {staff ? (
        <StaffBar name={staff.name} email={staff.email} canEditData={canEditData(staff.role)} />
      ) : null}
      {children}
    </>
  )
}
