// What the rules (and the analyses beside them, rules/<name>/) use of src/find: they import it from
// here only. By stage: the pipeline's data and context, the syntax readers every stage shares
// (syntax/), recognising a definition (detect/), linking it to its implementation (link/), reading
// the model's arguments there (read/), and the one extraction per file that runs the first two
// (extract.ts).
export type { ImplementationLink, LinkKind, ToolDefinition, ToolFormat } from "./types.js";
export type { FindContext } from "./context.js";
export { optionalTypeServices } from "./context.js";
export type { NameMatchStyle } from "./syntax/names.js";
export {
  ALL_NAME_MATCH_STYLES,
  candidateFunctionNames,
  normalizeForComparison,
  splitWords,
  toCamelCase,
  toSnakeCase,
} from "./syntax/names.js";
export { followConst, readStaticString, resolveVariable } from "./syntax/follow-const.js";
export { memberKey, unwrap } from "../util/syntax.js";
export { findProperty, hasSpread, propertyKeyName, propertyValue, staticProperties } from "./syntax/object.js";
export { isFunctionNode, localFunction, onlyCaller, returnedValues, type FunctionNode } from "./syntax/functions.js";
export { scanFile } from "./syntax/file-scan.js";
export { isTrustedElsewhere } from "./syntax/on-disk.js";
export {
  constInitializerOf,
  identifiersNamed,
  initializerOf,
  namesMatching,
  skipWrappers,
  targetSymbol,
} from "./syntax/ts-syntax.js";
export { importedSchemaValue } from "./detect/imported-schema.js";
export {
  chainMethods,
  definitionOutputType,
  isImportedRawShape,
  sameShape,
  writtenObjectShape,
  writtenZodProperties,
  zodFieldDescribed,
  zodFieldType,
  zodProperties,
} from "./detect/zod.js";
export { typeboxFieldType, typeboxProperties } from "./detect/typebox.js";
export { implementationFunction } from "./link/implementation-function.js";
export { registrySitesNamed, resolveAliases } from "./link/program-index.js";
export { isProjectFile } from "./syntax/written-file.js";
export { labelValue } from "./link/dispatch/labels.js";
export { programToolNames, quotedNameCounts } from "./link/dispatch/program-tools.js";
export { fileSites, type DispatchSite } from "./link/dispatch/sites.js";
export { functionName, usedOnce } from "./link/dispatch/module-reads.js";
export {
  getFileViews,
  rawTyped,
  readsAreComplete,
  readsAreTheModels,
  readsUsedAsValues,
  validatorName,
  typesLackSome,
  typesLeaveOptional,
  type ArgumentsView,
  type ImplementationEntry,
  type PrologueRead,
  type RemoteTool,
  type SchemaEchoUse,
  type TypedUse,
} from "./read/arguments/index.js";
export { definitionDeclared } from "./read/arguments/declared.js";
export { nearestName, sameWords } from "./read/arguments/near.js";
export {
  callSignature,
  calleeDeclaration,
  declaredInDefaultLibrary,
  declaredSignature,
  hasNoWrittenType,
  isDescriptiveType,
} from "./read/arguments/types.js";
export { argumentsConvention, passedParameterCount } from "./read/arguments-convention.js";
export { isWrittenText, readDescriptionText } from "./read/description-text.js";
export {
  getExtraction,
  getToolDefinitions,
  readNameMatchSetting,
  recordingListeners,
  type Extraction,
} from "./extract.js";
