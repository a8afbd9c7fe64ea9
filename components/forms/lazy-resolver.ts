import type { FieldValues, Resolver } from 'react-hook-form'

/**
 * A react-hook-form resolver whose validation code (the schema, zod and the zod resolver) loads
 * only when it is first needed, or earlier through `preload()` (call it when the form is first
 * touched). The form's first-load JavaScript stays free of zod; the server validates with the
 * same schema.
 */
export function lazyResolver<Values extends FieldValues, Context = unknown, Output = Values>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> & { preload: () => void } {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined
  const get = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined // a failed chunk load can be tried again on the next submit
      throw error
    })
    return loading
  }
  const resolver: Resolver<Values, Context, Output> = async (values, context, options) =>
    (await get())(values, context, options)
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) })
}
