/**
 * What is wrong with the configuration, one line per variable: the start stops with this message and no stack
 * trace (main.ts). A line names the variable, never its value (it may be a secret).
 */
export class ConfigProblems extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid server configuration:\n  ${problems.join('\n  ')}`)
    this.name = 'ConfigProblems'
  }
}
