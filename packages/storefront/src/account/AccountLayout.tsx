import { Card, PageHeader } from "@club/ui";
import type { ReactNode } from "react";

/** The narrow, centred layout of the account forms (login, sign-up, password and email links). */
export function AccountLayout({
  title,
  description,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6">
      <PageHeader title={title} description={description} />
      <Card padding="lg" className="flex flex-col gap-5">
        {children}
      </Card>
    </div>
  );
}
