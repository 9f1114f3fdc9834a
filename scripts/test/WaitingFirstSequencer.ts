import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The projects whose files wait (on a spawned process, a database, a chain) start first, the ones that only
 * compute last: those fill the workers while the last waiting files finish, instead of the waiting files making
 * the run's tail (vitest's own order is by project name, which put the server's files last). Within a project,
 * vitest's order stays: the files that took longest in the last run first.
 */
const projectOrder = ['server', 'chain', 'pure', 'dom', 'dom-fresh']

export class WaitingFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = projectOrder.indexOf(file.project.name)
      return index === -1 ? projectOrder.length : index
    }
    // Array.prototype.sort is stable: each project keeps vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
