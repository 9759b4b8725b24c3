import { Download, Mail } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { EmptyState, LoadError, TabHeader } from "../shared/layout.tsx";
import { LoadMore } from "../shared/load-more.tsx";
import { StackedDateCell, StackedTable } from "../shared/table.tsx";
import { usePagedList } from "../shared/use-paged-list.ts";

// The owner's newsletter list (issue 27 item 6, decision 050), under the enquiries: how many
// confirmed subscribers there are, who they are, and the CSV to mail them from elsewhere. Waiting
// and unsubscribed addresses are never listed.

const KEY = ["/api/newsletter/subscribers"] as const;
const CSV_URL = "/api/newsletter/subscribers.csv";
const COLUMNS = ["Email", "Confirmed"];

interface Subscriber {
  id: string;
  email: string;
  confirmedAt: string;
}

const subscribers = (n: number) => `${n} confirmed ${n === 1 ? "subscriber" : "subscribers"}`;

export function NewsletterPanel() {
  const list = usePagedList<Subscriber>(KEY);
  const total = list.total;
  return (
    <section aria-labelledby="newsletter-heading" className="mt-12 border-t border-slate-200 pt-10">
      <TabHeader
        headingId="newsletter-heading"
        title="Newsletter"
        count={total}
        description={
          <>
            {total === undefined ? "Confirmed subscribers" : subscribers(total)} of the journal&apos;s newsletter, most
            recent first. A sign-up counts once its address is confirmed by mail; unsubscribed addresses leave the list.
          </>
        }
        actions={
          <Button asChild variant="outline">
            <a href={CSV_URL} download>
              <Download aria-hidden /> Export CSV
            </a>
          </Button>
        }
      />
      {list.isPending ? (
        <p role="status" className="text-slate-600">
          Loading subscribers...
        </p>
      ) : list.isError || !list.items ? (
        <LoadError what="the subscribers" />
      ) : list.items.length === 0 ? (
        <EmptyState icon={<Mail aria-hidden />} title="No subscribers yet">
          Visitors sign up with &lsquo;Subscribe to Newsletter&rsquo; on the journal and appear here once they confirm
          by mail.
        </EmptyState>
      ) : (
        <>
          <StackedTable caption="Confirmed newsletter subscribers" columns={COLUMNS}>
            {list.items.map((subscriber) => (
              <tr
                key={subscriber.id}
                data-testid="newsletter-subscriber"
                className="flex flex-col gap-0.5 px-5 py-4 sm:table-row sm:p-0"
              >
                <th scope="row" className="font-semibold break-all text-slate-900 sm:px-5 sm:py-4">
                  {subscriber.email}
                </th>
                <StackedDateCell
                  label="Confirmed"
                  date={subscriber.confirmedAt}
                  className="text-slate-600 sm:px-5 sm:py-4 sm:whitespace-nowrap"
                />
              </tr>
            ))}
          </StackedTable>
          <LoadMore state={list.more} what="the subscribers" />
        </>
      )}
    </section>
  );
}
