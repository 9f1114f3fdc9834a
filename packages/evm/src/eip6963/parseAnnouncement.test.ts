import { describe, expect, it } from 'vitest'
import { parseAnnouncement } from './parseAnnouncement'

const provider = { request: async () => null }
const info = {
  uuid: '350670db-19fa-4704-a166-e52e178b59d2',
  name: 'Example Wallet',
  icon: 'data:image/svg+xml;base64,PHN2Zy8+',
  rdns: 'com.example.wallet',
}

describe('parseAnnouncement', () => {
  it('accepts a well-formed announcement', () => {
    expect(parseAnnouncement({ info, provider })).toEqual({ info, provider })
  })

  it('ignores an announcement without rdns, uuid, name or provider', () => {
    expect(parseAnnouncement({ info: { ...info, rdns: undefined }, provider })).toBeUndefined()
    expect(parseAnnouncement({ info: { ...info, rdns: 'not an rdns' }, provider })).toBeUndefined()
    expect(parseAnnouncement({ info: { ...info, uuid: '' }, provider })).toBeUndefined()
    expect(parseAnnouncement({ info: { ...info, name: '  ' }, provider })).toBeUndefined()
    expect(parseAnnouncement({ info })).toBeUndefined()
    expect(parseAnnouncement({ info, provider: { request: 'nope' } })).toBeUndefined()
  })

  it('ignores details that are not objects', () => {
    for (const detail of [null, undefined, 'x', 42, { info: 'x' }])
      expect(parseAnnouncement(detail)).toBeUndefined()
  })

  it('drops icons that are not safe images', () => {
    for (const icon of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', 42]) {
      expect(parseAnnouncement({ info: { ...info, icon }, provider })?.info.icon).toBeUndefined()
    }
  })

  it('keeps a name with markup as plain text', () => {
    const name = '<img src=x onerror="alert(1)">'
    expect(parseAnnouncement({ info: { ...info, name }, provider })?.info.name).toBe(name)
  })
})
