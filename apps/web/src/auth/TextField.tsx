import { useId } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none disabled:cursor-not-allowed disabled:bg-slate-100";

/** A labelled input with an optional hint that turns into the error text when `error` is set. */
export function TextField(props: {
  label: string;
  type: "email" | "password" | "text";
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  placeholder?: string;
  autoComplete?: string;
  hint?: string;
  error?: string | null;
}) {
  const id = useId();
  const note = props.error ?? props.hint;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {props.label}
      </label>
      <input
        id={id}
        type={props.type}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        disabled={props.disabled}
        placeholder={props.placeholder}
        autoComplete={props.autoComplete}
        aria-describedby={note ? `${id}-note` : undefined}
        aria-invalid={props.error ? true : undefined}
        className={inputClass}
      />
      {note && (
        <p id={`${id}-note`} className={`mt-1 text-sm ${props.error ? "text-red-700" : "text-slate-500"}`}>
          {note}
        </p>
      )}
    </div>
  );
}
