import type { University } from '../schema'

export const northAmerica: University[] = []
