// The lost-link request's answer, the same whether or not the address has applied: the form shows
// it, and POST /api/track/new-link sends it.
export const TRACKING_LINK_SENT = {
  title: 'Check your inbox',
  message:
    'If an application was made with this e-mail address, we have sent a new private link to it. The e-mail can take a few minutes to arrive; check your spam folder too. Your old link keeps working until you open the new one.',
}

/** Where a student asks for a new tracking link. */
export const LOST_LINK_PATH = '/track'
