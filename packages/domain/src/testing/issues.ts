/** A schema as the tests see it: anything with zod's safeParse. */
interface Parser {
  safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** The issues of a failed parse as "path: message" strings; [] when the input is valid. */
export function issuesOf(schema: Parser, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error!.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}
