import type { Sql } from '../../platform/db/Database'
import type { Project } from './Project'

type ProjectRow = {
  id: string
  name: string
  allowed_origins: string[]
  requests_per_minute: number
}

/** The projects table. */
export function projectStore(sql: Sql) {
  return {
    async find(id: string): Promise<Project | undefined> {
      const [row] = await sql.query<ProjectRow>(
        'select id, name, allowed_origins, requests_per_minute from projects where id = $1',
        [id],
        { name: 'project-by-id' },
      )
      return row
        ? {
            id: row.id,
            name: row.name,
            allowedOrigins: row.allowed_origins,
            requestsPerMinute: row.requests_per_minute,
          }
        : undefined
    },
    async upsert(project: Project) {
      await sql.query(
        `insert into projects (id, name, allowed_origins, requests_per_minute) values ($1, $2, $3, $4)
         on conflict (id) do update set name = excluded.name, allowed_origins = excluded.allowed_origins,
           requests_per_minute = excluded.requests_per_minute`,
        [project.id, project.name, project.allowedOrigins, project.requestsPerMinute],
      )
    },
  }
}

export type ProjectStore = ReturnType<typeof projectStore>
