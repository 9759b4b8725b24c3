import { Link } from "react-router";
import { PRODUCT_NAME } from "#core/brand.ts";

const POPULAR = [
  { to: "/portfolio", label: "Portfolio" },
  { to: "/case-studies", label: "Case Studies" },
  { to: "/journal", label: "Journal" },
  { to: "/about", label: "About" },
];

// docs/product.md#routes: any other path shows '404 Page Not Found'.
export function NotFoundContent() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-6 py-32 text-center"
    >
      <title>{`404 Page Not Found | ${PRODUCT_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <p
        aria-hidden="true"
        className="bg-gradient-to-r from-indigo-600 to-cyan-600 bg-clip-text text-7xl font-black text-transparent"
      >
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">404 Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you are looking for does not exist or has moved.</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-full bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        Back to home
      </Link>
      <nav
        aria-label="Popular pages"
        className="mt-10 grid grid-cols-2 gap-1 text-sm sm:flex sm:flex-wrap sm:justify-center"
      >
        {POPULAR.map((page) => (
          <Link
            key={page.to}
            to={page.to}
            className="inline-flex min-h-11 items-center justify-center rounded-full px-4 font-medium text-indigo-700 hover:bg-indigo-50 focus-visible:outline-3 focus-visible:outline-indigo-500"
          >
            {page.label}
          </Link>
        ))}
      </nav>
    </main>
  );
}
