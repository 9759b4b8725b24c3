import { Fragment } from "react";
import { formatMoney, type MoneyTotals } from "#core/money.ts";

// The Total Monthly Baseline of the Portfolio Overview, one total per currency: "$6,640 + €850 + £420"
// (docs/decisions/047-venture-money-per-currency.md). Figures that name no currency are their own group,
// with a note; texts without a number are counted in a note, not added.

const ventures = (n: number) => (n === 1 ? "1 venture" : `${n} ventures`);

export function BaselineTotals({ totals }: { totals: MoneyTotals }) {
  const { byCurrency, unknown, unreadable } = totals;
  const parts = [
    ...byCurrency.map((t) => ({ key: t.currency, text: formatMoney(t.amount, t.currency), isUnknown: false })),
    ...(unknown ? [{ key: "unknown", text: formatMoney(unknown.amount, unknown.currency), isUnknown: true }] : []),
  ];
  const currencies = byCurrency.length;
  return (
    <>
      <dd
        data-testid="overview-total-baseline"
        className="mt-2 flex flex-wrap items-baseline gap-x-2 text-2xl font-bold tracking-tight tabular-nums sm:text-3xl"
      >
        {parts.length === 0 ? <span>—</span> : null}
        {parts.map((part, i) => (
          <Fragment key={part.key}>
            {i > 0 ? <span className="text-lg font-semibold text-slate-400 sm:text-xl">+</span> : null}
            <span className="whitespace-nowrap" data-currency={part.key}>
              {part.text}
              {part.isUnknown ? (
                <>
                  {" "}
                  <span className="text-sm font-semibold text-amber-200">no currency</span>
                </>
              ) : null}
            </span>
          </Fragment>
        ))}
      </dd>
      <dd className="mt-1 text-xs text-slate-300">
        per month
        {currencies > 1 ? ", each currency totalled on its own" : null}
      </dd>
      {unknown ? (
        <dd data-testid="overview-baseline-unknown" className="mt-2 text-xs text-amber-200">
          {ventures(unknown.count)} state{unknown.count === 1 ? "s" : ""} a cost without a currency: totalled apart and
          not added to any currency.
        </dd>
      ) : null}
      {unreadable > 0 ? (
        <dd data-testid="overview-baseline-unreadable" className="mt-2 text-xs text-amber-200">
          {ventures(unreadable)} without an amount in the baseline cost, not counted.
        </dd>
      ) : null}
    </>
  );
}
