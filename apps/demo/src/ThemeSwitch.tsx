import { accents, type DemoTheme } from './demoTheme'

const modes = [
  { label: 'System', value: '' },
  { label: 'Light', value: 'light' },
  { label: 'Dark', value: 'dark' },
] as const

/**
 * The theme of the modal and buttons (themeMode, --latch-accent). A plain GET form: Apply puts the choice in the
 * address and the reloaded page creates Latch with it; moving through the radios with the arrow keys reloads
 * nothing.
 */
export function ThemeSwitch({ theme }: { theme: DemoTheme }) {
  const accent = theme.accent ?? accents[0].value
  return (
    <section aria-labelledby="theme-title" className="card">
      <h2 id="theme-title">Theme</h2>
      <form method="get" className="theme-form">
        <fieldset>
          <legend>Mode</legend>
          {modes.map((mode) => (
            <label key={mode.label}>
              <input
                type="radio"
                name="theme"
                value={mode.value}
                defaultChecked={(theme.mode ?? '') === mode.value}
              />{' '}
              {mode.label}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>Accent</legend>
          {accents.map((option) => (
            <label key={option.value}>
              <input
                type="radio"
                name="accent"
                value={option.value}
                defaultChecked={accent.toLowerCase() === option.value}
              />{' '}
              <span className="swatch" style={{ background: option.value }} aria-hidden="true" />
              {option.name}
            </label>
          ))}
        </fieldset>
        <button type="submit">Apply theme</button>
      </form>
    </section>
  )
}
