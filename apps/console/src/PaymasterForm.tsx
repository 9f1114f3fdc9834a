import { type FormEvent, useEffect, useId, useState } from 'react'
import { api, type Project } from './api'

type Policy = {
  enabled: boolean
  projectDailyBudgetWei: string
  userDailyBudgetWei: string
  allowedTargets: string[] | null
}

/** A project's gas sponsorship (the server paymaster's policy): on or off, daily budgets in wei, targets. */
export function PaymasterForm({ project }: { project: Project }) {
  const id = useId()
  const [enabled, setEnabled] = useState(false)
  const [projectBudget, setProjectBudget] = useState('0')
  const [userBudget, setUserBudget] = useState('0')
  const [targets, setTargets] = useState('')
  const [status, setStatus] = useState<string>()
  const [problem, setProblem] = useState<string>()

  useEffect(() => {
    api<{ policy: Policy | null }>(`projects/${project.id}/paymaster`)
      .then(({ policy }) => {
        if (!policy) return
        setEnabled(policy.enabled)
        setProjectBudget(policy.projectDailyBudgetWei)
        setUserBudget(policy.userDailyBudgetWei)
        setTargets(policy.allowedTargets?.join('\n') ?? '')
      })
      .catch((error: Error) => setProblem(error.message))
  }, [project.id])

  async function save(event: FormEvent) {
    event.preventDefault()
    setStatus(undefined)
    setProblem(undefined)
    const list = targets
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    try {
      await api(`projects/${project.id}/paymaster`, {
        method: 'PUT',
        body: {
          enabled,
          projectDailyBudgetWei: projectBudget.trim(),
          userDailyBudgetWei: userBudget.trim(),
          allowedTargets: list.length ? list : null,
        },
      })
      setStatus('Sponsorship saved')
    } catch (error) {
      setProblem((error as Error).message)
    }
  }

  return (
    <form onSubmit={save} aria-label={`Gas sponsorship of ${project.name}`}>
      <h3>Gas sponsorship (paymaster)</h3>
      <div className="field check">
        <input
          id={`${id}-on`}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        <label htmlFor={`${id}-on`}>Sponsor smart-account operations</label>
      </div>
      <div className="field">
        <label htmlFor={`${id}-project`}>Daily budget of the project (wei)</label>
        <input
          id={`${id}-project`}
          inputMode="numeric"
          value={projectBudget}
          onChange={(e) => setProjectBudget(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-user`}>Daily budget per account (wei)</label>
        <input
          id={`${id}-user`}
          inputMode="numeric"
          value={userBudget}
          onChange={(e) => setUserBudget(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-targets`}>Allowed targets (one address a line; none: any)</label>
        <textarea
          id={`${id}-targets`}
          rows={2}
          value={targets}
          onChange={(e) => setTargets(e.target.value)}
        />
      </div>
      <button type="submit">Save sponsorship</button>
      <p role="status">{status}</p>
      {problem && (
        <p role="alert" className="problem">
          {problem}
        </p>
      )}
    </form>
  )
}
