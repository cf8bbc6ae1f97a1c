/** A labelled select of string values; with `any`, a first option that stands for "no value". */
export function Choice<T extends string>(props: {
  label: string;
  options: readonly T[];
  value: T | undefined;
  onChange: (next: T | undefined) => void;
  any?: string;
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value ?? ""}
        onChange={(e) => props.onChange((e.currentTarget.value || undefined) as T | undefined)}
      >
        {props.any !== undefined && <option value="">{props.any}</option>}
        {props.options.map((option) => (
          <option key={option}>{option}</option>
        ))}
      </select>
    </label>
  );
}

/** A table's header row, every cell a column header. */
export function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
