import { join } from 'node:path'
import { buildContender } from './scripts/size-budget/buildContender'
const root = process.cwd()
const build = (f: string, n: string) => buildContender({ name: n, entry: join(root, `scripts/size-budget/apps/${f}.tsx`), outdir: join(root, `.latch/size-budget/${n}`), absWorkingDir: root })
const [a, b] = await Promise.all([build('sessBase', 'y'), build('latchEveryFeature', 'x')])
const base = new Set(a.firstPaintModules)
for (const m of b.firstPaintModules) if (!base.has(m)) console.log(m)
