import type { University } from '../schema'

export const oceania: University[] = []
