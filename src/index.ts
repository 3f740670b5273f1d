// The runtime entry (`tool-schema`). Must never import `typescript`, `eslint` or `@typescript-eslint/*`.
export type { Integer, ToolContext } from "./runtime/types.js";
export type { JsonSchema, ObjectJsonSchema } from "./schema/json-schema.js";
