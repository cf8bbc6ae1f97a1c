/** The body check of the API is the stores' rule (packages/db/src/storable-json.ts), shared with the import worker. */
export { findJsonProblem, type JsonProblem, MAX_JSON_DEPTH, textProblem } from "@memory/db";
