/**
 * `tool-schema/generate`: TypeScript signatures → JSON Schema for LLM tools. Uses the `typescript`
 * compiler API (a peer dependency); the runtime entry (`tool-schema`) does not.
 */
export { generateSchema, isToolContextType, functionNameOf } from "./schema/from-signature.js";
export { schemaFromType, type TypeSchemaOptions, type TypeSchemaResult } from "./schema/from-type.js";
export {
  exportedFunctions,
  generateFile,
  type ExportedFunction,
  type FileGeneration,
  type GeneratedFunction,
} from "./schema/from-file.js";
export { loadFile, DEFAULT_COMPILER_OPTIONS, type LoadedFile, type LoadResult } from "./schema/project.js";
export { isIntegerType } from "./schema/from-type.js";
export { pathText } from "./schema/diagnostics.js";
export { CONSTRAINT_TAGS } from "./schema/constraints.js";
export type {
  GenerateOptions,
  GenerateResult,
  GeneratedSchema,
  SchemaDiagnostic,
  DiagnosticSeverity,
} from "./schema/types.js";
export type { JsonSchema, ObjectJsonSchema, JsonValue, JsonSchemaTypeName } from "./schema/json-schema.js";
