// Answers in the shape Esplora (mempool.space, Blockstream) sends them.
export const address = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
export const other = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

export const utxoAnswer = [
  {
    txid: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
    vout: 1,
    status: {
      confirmed: true,
      block_height: 840000,
      block_hash: '00'.repeat(32),
      block_time: 1713571767,
    },
    value: 150000,
  },
  {
    txid: 'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
    vout: 0,
    status: { confirmed: false },
    value: 2500,
  },
]

export const addressAnswer = {
  address,
  chain_stats: {
    funded_txo_count: 3,
    funded_txo_sum: 300000,
    spent_txo_count: 1,
    spent_txo_sum: 120000,
    tx_count: 3,
  },
  mempool_stats: {
    funded_txo_count: 1,
    funded_txo_sum: 2500,
    spent_txo_count: 1,
    spent_txo_sum: 30000,
    tx_count: 1,
  },
}

export const transactionsAnswer = [
  {
    txid: '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    version: 2,
    locktime: 0,
    vin: [
      {
        txid: 'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
        vout: 0,
        prevout: {
          scriptpubkey: '0014',
          scriptpubkey_type: 'v0_p2wpkh',
          scriptpubkey_address: address,
          value: 30000,
        },
        is_coinbase: false,
        sequence: 4294967293,
      },
    ],
    vout: [
      {
        scriptpubkey: '5120',
        scriptpubkey_type: 'v1_p2tr',
        scriptpubkey_address: other,
        value: 27000,
      },
      { scriptpubkey: '6a', scriptpubkey_type: 'op_return', value: 0 },
    ],
    size: 200,
    weight: 600,
    fee: 3000,
    status: { confirmed: false },
  },
  {
    txid: '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    version: 1,
    locktime: 0,
    vin: [
      { txid: '00'.repeat(32), vout: 4294967295, prevout: null, is_coinbase: true, sequence: 0 },
    ],
    vout: [
      {
        scriptpubkey: '0014',
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: address,
        value: 150000,
      },
    ],
    fee: 0,
    status: {
      confirmed: true,
      block_height: 840000,
      block_hash: '00'.repeat(32),
      block_time: 1713571767,
    },
  },
]

export const feeEstimatesAnswer = {
  '1': 87.882,
  '2': 87.882,
  '3': 87.882,
  '6': 68.285,
  '144': 1.027,
  '504': 1.027,
  '1008': 1.027,
}
