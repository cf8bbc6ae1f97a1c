import { z } from "zod";
import { CATEGORY_VALUES, MEMORY_TYPE_VALUES } from "../categories.ts";

const category = z.enum(CATEGORY_VALUES);
const memoryType = z.enum(MEMORY_TYPE_VALUES);
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** One fact as the model writes it (snake_case, nulls allowed for "unknown"). */
export const modelFactSchema = z.object({
  content: z.string().trim().min(1),
  category,
  categories: z.array(category).nullish(),
  memory_type: memoryType,
  importance: z.number().min(0).max(1),
  message_indices: z.array(z.number().int().min(0)).nullish(),
  participants: z.array(z.string()).nullish(),
  location: optionalText,
  event_date: optionalText,
  language: optionalText,
  slot: optionalText,
  subject: optionalText,
  /** "episode": worth finding again but not a fact about a person (absent: a fact). */
  kind: z.enum(["fact", "episode"]).nullish(),
});

export const extractionOutputSchema = z.object({ facts: z.array(modelFactSchema) });
export type ModelFact = z.output<typeof modelFactSchema>;

export const classificationOutputSchema = z.object({
  category,
  categories: z.array(category).nullish(),
  memory_type: memoryType,
  importance: z.number().min(0).max(1),
  slot: optionalText,
});
