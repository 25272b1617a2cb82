import { ChevronDownIcon } from '../icons/ui-icons';

type Item = { id: number; question: string; answer: string };

/** Questions that open in place: native <details>, so keyboard and no-script work for free. */
export function Accordion({ items, className = '' }: { items: Item[]; className?: string }) {
  return (
    <div className={`divide-y divide-slate-200 rounded-lg border border-slate-200 ${className}`}>
      {items.map((item) => (
        <details key={item.id} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
            <span dir="auto">{item.question}</span>
            <ChevronDownIcon className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180" />
          </summary>
          <p dir="auto" className="whitespace-pre-line px-5 pb-5 text-slate-700">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
