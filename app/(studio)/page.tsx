import { STUDIO_PAGES } from '@/lib/studio/pages';
import { PageHeader } from '@/components/studio/page-header';

export default function Home() {
  return (
    <>
      <PageHeader
        title="Prism Studio"
        blurb="Media, language, music and speech AI, running on this machine by default. Every tool here is also an API: see the reference."
      />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {STUDIO_PAGES.map((page) => (
          <li key={page.slug}>
            <a
              href={`/${page.slug}`}
              className="group flex h-full flex-col rounded-xl border border-line bg-panel p-5 shadow-sm transition hover:-translate-y-0.5 hover:border-accent hover:shadow-md dark:border-line-dark dark:bg-panel-dark dark:hover:border-accent-dark"
            >
              <span aria-hidden className="mb-3 grid size-10 place-items-center rounded-lg bg-accent-soft text-lg text-accent dark:bg-accent-soft-dark dark:text-accent-dark">
                {page.icon}
              </span>
              <h2 className="font-semibold group-hover:text-accent dark:group-hover:text-accent-dark">{page.title}</h2>
              <p className="mt-1 text-sm text-ink-muted dark:text-ink-muted-dark">{page.blurb}</p>
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
