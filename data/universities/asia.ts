import type { University } from '../schema'

export const asia: University[] = []
