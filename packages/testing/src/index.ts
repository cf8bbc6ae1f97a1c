export type { StackInfo } from "./stack-info.ts";
export { createTestStack, openTestStacks, type TestStack } from "./test-stack.ts";
export { waitFor } from "./wait-for.ts";
