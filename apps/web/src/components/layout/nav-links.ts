/** Section links shared by the desktop navigation and the mobile menu. */
export const NAV_LINKS = [
  { to: "/#about", label: "Über uns" },
  { to: "/#examples", label: "Beispiele" },
] as const;

export const ORDER_TARGET = "/#try-form";
export const ORDER_LABEL = "Präsentation erstellen";
