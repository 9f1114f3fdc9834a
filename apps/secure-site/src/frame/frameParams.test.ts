import { describe, expect, it } from 'vitest'
import { readFrameParams } from './frameParams'

describe('readFrameParams', () => {
  it('reads the project, the app origin and the API', () => {
    expect(
      readFrameParams(
        '?projectId=latch-demo&appOrigin=http%3A%2F%2Flocalhost%3A5173&apiUrl=http%3A%2F%2Flocalhost%3A8787%2F',
      ),
    ).toEqual({
      projectId: 'latch-demo',
      appOrigin: 'http://localhost:5173',
      apiUrl: 'http://localhost:8787',
    })
    expect(readFrameParams('?projectId=p&appOrigin=https%3A%2F%2Fapp.example')?.apiUrl).toBe(
      'http://localhost:8787',
    )
  })

  it('refuses an app origin that is not exactly an origin, and a missing project', () => {
    for (const search of [
      '?appOrigin=https%3A%2F%2Fapp.example',
      '?projectId=p',
      '?projectId=p&appOrigin=https%3A%2F%2Fapp.example%2F',
      '?projectId=p&appOrigin=HTTPS%3A%2F%2FAPP.EXAMPLE',
      '?projectId=p&appOrigin=*',
      '?projectId=p&appOrigin=null',
      '?projectId=p&appOrigin=javascript%3Aalert(1)',
      '?projectId=p&appOrigin=https%3A%2F%2Fapp.example&apiUrl=javascript%3Ax',
      `?projectId=${'p'.repeat(129)}&appOrigin=https%3A%2F%2Fapp.example`,
    ])
      expect(readFrameParams(search), search).toBeUndefined()
  })
})
