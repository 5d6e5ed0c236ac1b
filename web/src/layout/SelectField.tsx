/** An option of a choice: one of the tenant's records by id, or a choice of its own (all, me, nobody). */
export interface Option {
  value: string | number;
  name: string;
}

/** The tenant's records (`{id, name}`) as options. */
export const optionsOf = (records: { id: number; name: string }[]): Option[] =>
  records.map((record) => ({ value: record.id, name: record.name }));

/** A labelled list to choose one of `options` from, the choices of its own (such as "All") first. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  options: Option[];
}) {
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
