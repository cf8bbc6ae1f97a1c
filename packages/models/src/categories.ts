/** The enumerations live once, in `@memory/db/enums` (a module without the database client). */
export { CATEGORIES as CATEGORY_VALUES, MEMORY_TYPES as MEMORY_TYPE_VALUES } from "@memory/db/enums";
