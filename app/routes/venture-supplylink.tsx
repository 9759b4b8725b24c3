// Placeholder: being written.
export default function Placeholder() {
  return <main id="main" className="mx-auto max-w-3xl px-6 py-24"><h1 className="text-3xl font-bold">Coming soon</h1></main>;
}
