/** How deeply a JSON value nests (a scalar is 0), counted without recursion so no input can overflow it. */
export function jsonDepth(value: unknown): number {
  let deepest = 0
  const stack: Array<[unknown, number]> = [[value, 0]]
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number]
    if (node === null || typeof node !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    for (const child of Object.values(node)) stack.push([child, depth + 1])
  }
  return deepest
}
