import { useEffect, useState } from 'react'

/** The value once it has stayed the same for `ms` (a search box's term, so each keystroke is not a request). */
export function useDebounced<Value>(value: Value, ms: number): Value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
