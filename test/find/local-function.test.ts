// The function a call of this file runs (functions.ts's localFunction), as the readers of the
// arguments and of descriptions use it. The copies it replaces disagreed on a function declaration
// that is reassigned: only the description reader refused it. A call of it may run the other
// function, so none of them follows it now.
import { describe, expect, it } from "vitest";
import { viewsOf } from "./views-helper.js";

const server = (after = "") => `
export const tools = [
  { name: "echo", description: "Echo a message", inputSchema: { type: "object", properties: { message: { type: "string" } } } },
];
function show(input) { return String(input.message); }
export function handle(request) {
  const { name, arguments: args } = request.params;
  if (name === "echo") return show(args);
  throw new Error("unknown tool");
}
${after}`;

describe("localFunction", () => {
  it("follows the arguments into a function of the file", () => {
    expect(viewsOf("file.ts", server(), { typed: false })).toEqual([
      { name: "echo", reads: ["message"], shared: [], opaque: false, typed: [] },
    ]);
  });

  it("does not follow them into a function declaration that is reassigned", () => {
    const [view] = viewsOf("file.ts", server("show = (input) => String(input.text);"), { typed: false });
    expect(view).toEqual({ name: "echo", reads: [], shared: [], opaque: true, typed: [] });
  });
});
