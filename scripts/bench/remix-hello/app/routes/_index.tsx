const ITEMS = Array.from({ length: 9 }, (_, i) => ({ id: i + 1, name: `Item ${i + 1}` }));

/** Hello world with 9 static items: what a server-rendered page costs before any data. */
export default function Hello() {
  return (
    <main>
      <h1>Hello, world</h1>
      <ul>
        {ITEMS.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </main>
  );
}
