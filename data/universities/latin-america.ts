import type { University } from '../schema'

export const latinAmerica: University[] = []
