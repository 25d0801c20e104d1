import { LineIcon } from "./icons.tsx";
/** A round "×" button that closes what it sits in (a dialog, the menu, a banner); `label` names what it closes. */
export function CloseButton({
  label,
  onClick,
  className,
  iconClassName = "h-5 w-5",
}: {
  label: string;
  onClick: () => void;
  className: string;
  iconClassName?: string;
}) {
  return (
    <button type="button" onClick={onClick} aria-label={label} className={className}>
      <LineIcon className={iconClassName}>
        <path d="M5 5l10 10M15 5L5 15" strokeWidth="2" strokeLinecap="round" />
      </LineIcon>
    </button>
  );
}
