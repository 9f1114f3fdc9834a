import { join } from 'node:path'
import { buildContender } from './scripts/size-budget/buildContender'
const root = process.cwd()
const b = await buildContender({ name: 'y', entry: join(root, 'scripts/size-budget/apps/sessBase.tsx'), outdir: join(root, '.latch/size-budget/y'), absWorkingDir: root })
const mods = b.firstPaintModules
console.log(mods.length)
for (const m of mods) if (/permissionless|account-abstraction|accounts\/|noble|ox\/|sessions/.test(m)) console.log(m)
