import type { JobListingBody } from '@portal/rules/contract';

type Job = JobListingBody['jobs'][number];

/** How long the simulated crawl takes, so a person sees "Crawling Microsite..." (D-93). */
export const CRAWL_MS = 2500;

const job = (title: string | null, employment_type: string | null, location: string | null, url: string | null): Job => ({
  title,
  employment_type,
  location,
  url,
});

/** What the simulated crawler finds at a page: by host and path, without scheme, www. or trailing slash. */
const PAGES: Record<string, Job[]> = {
  'alice-insurance.example/jobs': [
    job('Licensed Insurance Agent', 'Full-time', 'Georgetown, TX', 'https://alice-insurance.example/jobs/licensed-agent/'),
    job('Customer Service Representative', null, 'Georgetown, TX', 'https://alice-insurance.example/jobs/csr/'),
  ],
  'jobs.agents.test/alice-anderson': [
    job('Account Manager', 'Full-time', 'Austin, TX', 'https://jobs.agents.test/alice-anderson/account-manager/'),
    job('Sales Associate', 'Part-time', 'Austin, TX', 'https://jobs.agents.test/alice-anderson/sales-associate/'),
    job('Office Intern', 'Internship', null, 'https://jobs.agents.test/alice-anderson/intern/'),
  ],
  'alice-careers.test/openings': [
    job('Marketing Coordinator', 'Full-time', 'Round Rock, TX', 'https://www.alice-careers.test/openings/marketing/'),
  ],
  'ivan-ingram.example/careers': [
    job('Insurance Sales Producer', 'Full-time', 'Dallas, TX', 'https://ivan-ingram.example/careers/producer/'),
  ],
};

function pageKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/+$/, '');
}

/** The open jobs the crawler finds at `url` (none for a page it does not know). */
export function crawlPage(url: string | null): Job[] {
  return url ? (PAGES[pageKey(url)] ?? []).map((j) => ({ ...j })) : [];
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
