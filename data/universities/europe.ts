import type { University } from '../schema'

export const europe: University[] = []
