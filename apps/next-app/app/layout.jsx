export const metadata = { title: 'Kit on Next.js' }

/** The root layout: nothing but the document. */
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
