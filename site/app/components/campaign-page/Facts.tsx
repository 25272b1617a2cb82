/** Label / value pairs in two columns; rows without a value are left out. */
export function Facts({ rows }: { rows: [string, string | null][] }) {
  const shown = rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '');
  if (!shown.length) return null;
  return (
    <dl className="grid gap-x-8 gap-y-4 sm:grid-cols-2">
      {shown.map(([label, value]) => (
        <div key={label} className="border-b border-slate-200 pb-3">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
