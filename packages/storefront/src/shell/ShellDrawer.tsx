import { Drawer, type NavSection, SideMenu } from "@club/ui";
import type { ReactNode } from "react";

/** The side menu in its drawer (architecture §2): logo, navigation sections and the user block. */
export function ShellDrawer({
  open,
  onOpenChange,
  title,
  closeLabel,
  navLabel,
  logo,
  sections,
  footer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  navLabel: string;
  logo: ReactNode;
  sections: NavSection[];
  footer: ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} hideTitle labels={{ close: closeLabel }}>
      <SideMenu
        label={navLabel}
        logo={logo}
        sections={sections}
        onItemSelect={() => onOpenChange(false)}
        footer={footer}
      />
    </Drawer>
  );
}
