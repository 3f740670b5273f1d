// Writes the generator benchmark's input: one TypeScript file with N exported functions of mixed
// shapes (positional and object style, shared and unique types, enums, unions, nullables, tuples,
// records, dates, recursion, generics, JSDoc with constraint tags), plus a tsconfig.json.
//
// Every function's arguments also exist as one exported type (the object-style parameter's
// interface, or a `ParamsN` alias mirroring a positional function's parameters), so
// ts-json-schema-generator, which maps types rather than functions, can be run on the same types.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SHARED = `
export enum Status { Open = "open", Closed = "closed", Pending = "pending" }
export type Priority = "low" | "medium" | "high";
/** A postal address. */
export interface Address {
  street: string;
  city: string;
  /** @pattern ^[0-9]{5}$ */
  zip?: string;
}
export interface Category {
  name: string;
  children: Category[];
}
export interface Item {
  id: string;
  price: number;
}
export interface Page<T> {
  items: T[];
  total: number;
}
`;

/** Each shape returns [exported argument types, the function] for index n. */
const SHAPES = [
  (n) => [
    `export type Params${n} = { query: string; limit?: number; exact?: boolean };`,
    `/**\n * Search number ${n}.\n * @param query What to look for.\n * @param limit How many.\n */\nexport function search${n}(query: string, limit?: number, exact: boolean = false): string {\n  return query + limit + exact;\n}`,
  ],
  (n) => [
    `export interface Args${n} {\n  /**\n   * The title.\n   * @minLength 1\n   * @maxLength 200\n   */\n  title: string;\n  priority: Priority;\n  tags: string[];\n  /** When it is due. */\n  due?: Date;\n}`,
    `/** Create ticket ${n}. */\nexport function createTicket${n}(args: Args${n}): string {\n  return args.title;\n}`,
  ],
  (n) => [
    `export interface Args${n} {\n  owner: Address;\n  labels: Record<string, string>;\n  /** @minimum 0 */\n  count: number;\n}`,
    `export function assign${n}(args: Args${n}): number {\n  return args.count;\n}`,
  ],
  (n) => [
    `export type Params${n} = { status: Status; mode: "fast" | "slow"; level: 1 | 2 | 3 };`,
    `export function setStatus${n}(status: Status, mode: "fast" | "slow", level: 1 | 2 | 3): string {\n  return status + mode + level;\n}`,
  ],
  (n) => [
    `export interface Args${n} {\n  root: Category;\n  depth?: number;\n}`,
    `export function walk${n}(args: Args${n}): number {\n  return args.root.children.length;\n}`,
  ],
  (n) => [
    `export type Params${n} = { name: string | null; point: [number, number]; ids: number[] };`,
    `export function locate${n}(name: string | null, point: [number, number], ids: number[]): number {\n  return point[0] + ids.length;\n}`,
  ],
  (n) => [
    `export type Args${n} = Page<Item> & { cursor?: string };`,
    `export function list${n}(args: Args${n}): number {\n  return args.total;\n}`,
  ],
  (n) => [
    `export interface Args${n} {\n  target: { kind: "user"; id: string } | { kind: "team"; name: string };\n  note?: string | null;\n}`,
    `export function notify${n}(args: Args${n}): string {\n  return args.target.kind;\n}`,
  ],
  (n) => [
    `export type Params${n} = { a: string; b: number; c: boolean; d: string[]; e?: Priority; f?: Date };`,
    `export function many${n}(a: string, b: number, c: boolean, d: string[], e?: Priority, f?: Date): string {\n  return a + b + c + d.length + e + f;\n}`,
  ],
  (n) => [
    `export interface Args${n} {\n  field${n}A: string;\n  field${n}B: { inner${n}: number; list${n}: { x: number; y: number }[] };\n  field${n}C?: "on" | "off";\n}`,
    `export function unique${n}(args: Args${n}): string {\n  return args.field${n}A;\n}`,
  ],
];

export function functionsSource(count) {
  const parts = [SHARED];
  for (let n = 0; n < count; n++) {
    const [types, fn] = SHAPES[n % SHAPES.length](n);
    parts.push(types, fn);
  }
  return `${parts.join("\n\n")}\n`;
}

export const BENCH_TSCONFIG = {
  compilerOptions: {
    target: "ES2022",
    lib: ["ES2023"],
    module: "NodeNext",
    moduleResolution: "NodeNext",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  },
  include: ["*.ts"],
};

/** Writes `tools.ts` (count functions) and tsconfig.json into a fresh temp dir; returns the paths. */
export function writeBenchProject(count) {
  const dir = mkdtempSync(join(tmpdir(), "tool-schema-bench-"));
  const file = join(dir, "tools.ts");
  writeFileSync(file, functionsSource(count));
  const tsconfig = join(dir, "tsconfig.json");
  writeFileSync(tsconfig, JSON.stringify(BENCH_TSCONFIG, null, 2));
  return { dir, file, tsconfig };
}
