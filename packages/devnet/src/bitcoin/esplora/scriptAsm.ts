import { bytesToHex } from '@noble/hashes/utils.js'

const named: Readonly<Record<number, string>> = {
  0: 'OP_0',
  79: 'OP_PUSHNUM_NEG1',
  97: 'OP_NOP',
  105: 'OP_VERIFY',
  106: 'OP_RETURN',
  117: 'OP_DROP',
  118: 'OP_DUP',
  135: 'OP_EQUAL',
  136: 'OP_EQUALVERIFY',
  168: 'OP_SHA256',
  169: 'OP_HASH160',
  170: 'OP_HASH256',
  172: 'OP_CHECKSIG',
  173: 'OP_CHECKSIGVERIFY',
  174: 'OP_CHECKMULTISIG',
  186: 'OP_CHECKSIGADD',
}

/**
 * Esplora's `scriptpubkey_asm`/`scriptsig_asm`: opcodes by name, pushes as
 * `OP_PUSHBYTES_<n> <hex>`; a push cut short ends with `<push past end>`.
 */
export function scriptAsm(script: Uint8Array): string {
  const parts: string[] = []
  let index = 0
  while (index < script.length) {
    const opcode = script[index] as number
    index += 1
    let pushLength: number | undefined
    let name: string | undefined
    if (opcode >= 0x01 && opcode <= 0x4b) {
      pushLength = opcode
      name = `OP_PUSHBYTES_${opcode}`
    } else if (opcode >= 0x4c && opcode <= 0x4e) {
      const width = opcode === 0x4c ? 1 : opcode === 0x4d ? 2 : 4
      if (index + width > script.length) {
        parts.push('<push past end>')
        break
      }
      pushLength = 0
      for (let byte = width - 1; byte >= 0; byte--) {
        pushLength = pushLength * 256 + (script[index + byte] as number)
      }
      index += width
      name = `OP_PUSHDATA${width === 4 ? 4 : width}`
    }
    if (pushLength !== undefined) {
      if (index + pushLength > script.length) {
        parts.push(`${name}`, '<push past end>')
        break
      }
      parts.push(`${name} ${bytesToHex(script.subarray(index, index + pushLength))}`)
      index += pushLength
      continue
    }
    if (opcode >= 0x51 && opcode <= 0x60) parts.push(`OP_PUSHNUM_${opcode - 0x50}`)
    else parts.push(named[opcode] ?? `OP_UNKNOWN_${opcode}`)
  }
  return parts.join(' ')
}
