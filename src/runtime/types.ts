declare const integerBrand: unique symbol;

/**
 * A `number` the generator maps to JSON Schema `"integer"`. The brand is optional and phantom,
 * so `5` and any `number` stay assignable without a cast.
 */
export type Integer = number & { readonly [integerBrand]?: "Integer" };

/**
 * Injected by `ToolRegistry.invoke` as a tool's trailing parameter; never part of the schema.
 * Extra fields come from the `context` argument of `invoke`.
 */
export interface ToolContext {
  /** The name the tool was invoked under. */
  readonly toolName: string;
  /** Aborted when the call times out (`timeoutMs`). */
  readonly signal: AbortSignal;
  readonly [key: string]: unknown;
}
