import type { University } from '../schema'

export const africaMiddleEast: University[] = []
