/** A team's use of the server: who may call the API, from which browser origins, how often. */
export type Project = {
  id: string
  name: string
  allowedOrigins: string[]
  requestsPerMinute: number
}

/** The demo dapp's project, seeded by the dev stack. */
export const demoProject: Project = {
  id: 'latch-demo',
  name: 'Latch demo',
  allowedOrigins: ['http://localhost:5173'],
  requestsPerMinute: 6000,
}
