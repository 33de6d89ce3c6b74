// The React-only page's button, which shows a plain list drawn with React alone: no kit, no
// styles, the same elements by tag as the modal's open Connect view (12 div, 9 button, 32 span,
// 6 img, 7 bdi, 1 h2). Like the modal, the list is drawn hidden after the page's first render and
// shown on click. The bench reads from it what React DOM itself costs for a view of that size.
import { useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

const names = ['WalletConnect', 'Browser Wallet', 'Rainbow', 'Trust', 'Zerion', 'Uniswap', 'Ledger']
const tile = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

function Row({ name, index }: { name: string | undefined; index: number }) {
  return (
    <div className="row">
      <button type="button" data-row={index}>
        <span className="tile">
          {index < 6 ? <img alt="" src={tile} width={40} height={40} /> : <span />}
        </span>
        <span className="name">{name === undefined ? 'All Wallets' : <bdi>{name}</bdi>}</span>
        <span className="tag">{index === 0 ? 'QR code' : ''}</span>
      </button>
    </div>
  )
}

function List({ open }: { open: boolean }) {
  return (
    <div className="card" hidden={!open} data-plain-list="">
      <div className="header">
        <h2>Connect Wallet</h2>
        <button type="button" aria-label="Close">
          <span />
        </button>
      </div>
      <div className="list">
        {[...names, undefined].map((name, index) => (
          <Row key={name ?? 'all'} name={name} index={index} />
        ))}
      </div>
      <div className="footer">
        {['By connecting,', 'you agree to', 'the Terms', 'and', 'the Privacy Policy'].map(
          (text) => (
            <span key={text}>{text}</span>
          ),
        )}
      </div>
    </div>
  )
}

function App() {
  const [drawn, setDrawn] = useState(false)
  const [open, setOpen] = useState(false)
  useEffect(() => setDrawn(true), [])
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {(drawn || open) && <List open={open} />}
    </>
  )
}

createRoot(document.getElementById('root')!).render(<App />)
