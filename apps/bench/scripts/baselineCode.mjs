// What V8's baseline compiler (Sparkplug) adds to a page's heap, read from a heap snapshot.
//
// V8 compiles a function to baseline machine code once it has run a few times, and keeps that
// code for the life of the page. The minimal page runs React DOM's render path for the modal's
// hundred or so components; the React-only page renders one button and compiles next to none of
// it. So part of the heap the kit adds is React's own machine code.

/** Takes a heap snapshot through a CDP session and returns it parsed. */
async function takeSnapshot(cdp) {
  const chunks = []
  const onChunk = (event) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  return JSON.parse(chunks.join(''))
}

/**
 * Sums the machine code (`InstructionStream` objects) in a page's heap by the script of the
 * function it was compiled from: for each, the nearest `SharedFunctionInfo` among its retainers,
 * then that function's script's URL. Returns `{ total, byScript }` in bytes; code whose function
 * is not found (stubs, handlers) counts in `total` under the key `''`.
 */
export async function machineCodeByScript(cdp) {
  const snapshot = await takeSnapshot(cdp)
  const { meta } = snapshot.snapshot
  const nodeFields = meta.node_fields.length
  const edgeFields = meta.edge_fields.length
  const count = snapshot.nodes.length / nodeFields
  const nameAt = (node) => snapshot.strings[snapshot.nodes[node * nodeFields + 1]]
  const sizeAt = (node) => snapshot.nodes[node * nodeFields + 3]
  const edgeCountField = meta.node_fields.indexOf('edge_count')
  const toField = meta.edge_fields.indexOf('to_node')
  const nameField = meta.edge_fields.indexOf('name_or_index')
  const typeField = meta.edge_fields.indexOf('type')
  const edgeTypes = meta.edge_types[0]
  const firstEdge = new Uint32Array(count + 1)
  for (let node = 0, edge = 0; node < count; node++) {
    firstEdge[node] = edge
    edge += snapshot.nodes[node * nodeFields + edgeCountField] * edgeFields
  }
  firstEdge[count] = snapshot.edges.length
  const edgesOf = function* (node) {
    for (let edge = firstEdge[node]; edge < firstEdge[node + 1]; edge += edgeFields) {
      const type = edgeTypes[snapshot.edges[edge + typeField]]
      const named = type !== 'element' && type !== 'hidden'
      yield {
        to: snapshot.edges[edge + toField] / nodeFields,
        name: named ? snapshot.strings[snapshot.edges[edge + nameField]] : undefined,
      }
    }
  }
  const retainers = new Map()
  for (let node = 0; node < count; node++)
    for (const { to } of edgesOf(node)) {
      const list = retainers.get(to)
      if (list) list.push(node)
      else retainers.set(to, [node])
    }
  const isFunctionInfo = (node) => nameAt(node).startsWith('system / SharedFunctionInfo')
  const functionInfoOf = (code) => {
    let frontier = [code]
    const seen = new Set(frontier)
    for (let depth = 0; depth < 4; depth++) {
      const next = []
      for (const node of frontier)
        for (const retainer of retainers.get(node) ?? []) {
          if (seen.has(retainer)) continue
          if (isFunctionInfo(retainer)) return retainer
          seen.add(retainer)
          next.push(retainer)
        }
      frontier = next
    }
    return undefined
  }
  const scriptUrlOf = (functionInfo) => {
    for (const { to, name } of edgesOf(functionInfo)) {
      if (name !== 'script') continue
      for (const field of edgesOf(to)) if (field.name === 'name') return nameAt(field.to)
    }
    return ''
  }
  const byScript = new Map()
  let total = 0
  for (let node = 0; node < count; node++) {
    if (nameAt(node) !== 'system / InstructionStream') continue
    const functionInfo = functionInfoOf(node)
    const script = functionInfo === undefined ? '' : scriptUrlOf(functionInfo)
    byScript.set(script, (byScript.get(script) ?? 0) + sizeAt(node))
    total += sizeAt(node)
  }
  return { total, byScript }
}
