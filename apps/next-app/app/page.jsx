import { Wallet } from './Wallet.jsx'

/** A server component page with the kit's client-side button in it. */
export default function Page() {
  return (
    <main>
      <h1>Kit on Next.js</h1>
      <Wallet />
    </main>
  )
}
