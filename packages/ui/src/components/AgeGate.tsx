import type { ReactNode } from "react";
import { Button } from "./Button";
import { Dialog } from "./Dialog";

export interface AgeGateProps {
  open: boolean;
  /** The club's brand above the question, e.g. its logo with the club's name as alt text. */
  brand?: ReactNode;
  /** The dialog's heading and accessible name, e.g. "Welcome to Tenuta Collina". */
  title: ReactNode;
  /** The question, announced with the title, e.g. "You must be 18 or over to enter." */
  question: ReactNode;
  /** "I am of legal drinking age". */
  confirmLabel: string;
  /** "I am under 18". */
  refuseLabel: string;
  onConfirm: () => void;
  onRefuse: () => void;
  /** Set once the visitor refused: the polite refusal replaces the question. */
  refusal?: { title: ReactNode; body: ReactNode } | null;
  /** Links that stay usable during the check, e.g. the privacy and cookie policy. */
  links?: ReactNode;
}

/**
 * The first visit's age check: a modal that must be answered (no close button, Escape and outside clicks do
 * nothing), focus trapped inside while it is open. A refusal shows a polite message in the same dialog instead of
 * the question, so a screen reader hears the change in place.
 */
export function AgeGate({
  open,
  brand,
  title,
  question,
  confirmLabel,
  refuseLabel,
  onConfirm,
  onRefuse,
  refusal,
  links,
}: AgeGateProps) {
  return (
    <Dialog
      open={open}
      dismissible={false}
      size="sm"
      title={refusal ? refusal.title : title}
      description={refusal ? refusal.body : question}
      footer={
        refusal ? undefined : (
          <>
            <Button variant="outline" onClick={onRefuse}>
              {refuseLabel}
            </Button>
            <Button onClick={onConfirm}>{confirmLabel}</Button>
          </>
        )
      }
    >
      <div className="flex flex-col items-center gap-4 text-center">
        {brand}
        {links && <div className="text-sm">{links}</div>}
      </div>
    </Dialog>
  );
}
