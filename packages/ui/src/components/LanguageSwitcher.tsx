import { cn } from "../lib/cn";

export interface LanguageOption {
  /** BCP 47 code, e.g. "it" or "en". */
  code: string;
  /** The language's own name, e.g. "Italiano"; the accessible name of its button. */
  label: string;
  /** Short visible text, e.g. "IT" (defaults to the upper-case code). */
  short?: string;
}

export interface LanguageSwitcherProps {
  languages: LanguageOption[];
  value: string;
  onValueChange: (code: string) => void;
  /** Accessible name of the group, e.g. "Language". */
  label: string;
  className?: string;
}

/** A compact segmented switch between languages; the current one is marked aria-pressed. */
export function LanguageSwitcher({
  languages,
  value,
  onValueChange,
  label,
  className,
}: LanguageSwitcherProps) {
  return (
    <fieldset
      className={cn(
        "inline-flex items-center rounded-full border border-border bg-surface-muted p-0.5",
        className,
      )}
    >
      <legend className="sr-only">{label}</legend>
      {languages.map((language) => {
        const current = language.code === value;
        const short = language.short ?? language.code.toUpperCase();
        return (
          <button
            key={language.code}
            type="button"
            lang={language.code}
            aria-pressed={current}
            aria-label={`${short} – ${language.label}`}
            title={language.label}
            onClick={() => {
              if (!current) onValueChange(language.code);
            }}
            className={cn(
              "min-w-9 rounded-full px-2.5 py-1 font-bold text-xs tracking-wider transition-colors duration-150",
              "outline-none focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary-ink",
              current ? "bg-surface text-primary-ink shadow-sm" : "text-fg-muted hover:text-fg",
            )}
          >
            {short}
          </button>
        );
      })}
    </fieldset>
  );
}
