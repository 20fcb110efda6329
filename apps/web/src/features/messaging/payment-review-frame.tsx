import type { ReactNode } from 'react';

/** The 'Payment & Review' box above a thread, whatever it holds. */
export function PaymentReviewFrame({ children }: { children: ReactNode }) {
  return (
    <section
      aria-labelledby="payment-review-title"
      className="border-b border-slate-200 bg-brand-50 px-4 py-3"
    >
      <h3 id="payment-review-title" className="text-sm font-semibold text-brand-900">
        Payment &amp; Review
      </h3>
      {children}
    </section>
  );
}
