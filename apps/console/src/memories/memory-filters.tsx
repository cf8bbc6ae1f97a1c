import { Choice } from "../controls.tsx";
import { CATEGORIES, type Category, MEMORY_TYPES, type MemoryType } from "./vocabulary.ts";

export interface Filters {
  category?: Category;
  memoryType?: MemoryType;
  /** Matched against `metadata.source` / `metadata.platform` of the page shown (the API has no such filter). */
  source: string;
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  to: string;
}

export const NO_FILTERS: Filters = { source: "", from: "", to: "" };

/** The list operation's query for these filters (dates as whole days in the browser's time zone). */
export function listQuery(filters: Filters, page: number, pageSize: number) {
  return {
    page,
    page_size: pageSize,
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.memoryType ? { memory_type: filters.memoryType } : {}),
    ...(filters.from ? { created_after: new Date(`${filters.from}T00:00:00`).toISOString() } : {}),
    ...(filters.to ? { created_before: new Date(`${filters.to}T23:59:59.999`).toISOString() } : {}),
  };
}

export function MemoryFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  return (
    <fieldset class="filters">
      <legend>Filters</legend>
      <Choice
        any="any"
        label="Category"
        options={CATEGORIES}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
      />
      <Choice
        any="any"
        label="Type"
        options={MEMORY_TYPES}
        value={value.memoryType}
        onChange={(memoryType) => onChange({ ...value, memoryType })}
      />
      <label>
        Source
        <input value={value.source} onInput={(e) => onChange({ ...value, source: e.currentTarget.value })} />
      </label>
      <label>
        From
        <input
          type="date"
          value={value.from}
          onChange={(e) => onChange({ ...value, from: e.currentTarget.value })}
        />
      </label>
      <label>
        To
        <input
          type="date"
          value={value.to}
          onChange={(e) => onChange({ ...value, to: e.currentTarget.value })}
        />
      </label>
    </fieldset>
  );
}
